import type { PluginRegistry } from "../../plugin-api";
import type { LayoutBlock } from "../../../schemas/layout";
import { isPreloadable } from "../lazy-part";

/**
 * The screen a route path draws, matched against the registry's routes (`/category/$id` matches
 * `/category/12`); undefined for an address no route has.
 */
export function screenAtPath(registry: PluginRegistry, pathname: string): string | undefined {
  const segments = pathname.split("/").filter(Boolean);
  const match = registry.routes.find(({ value }) => {
    const pattern = value.path.split("/").filter(Boolean);
    return pattern.length === segments.length && pattern.every((part, i) => part.startsWith("$") || part === decodeURIComponent(segments[i]!));
  });
  return match?.value.screen;
}

/**
 * Downloads the screen's part when its layout comes with one, then the code of its lazily loaded blocks (and of
 * their children), whatever their conditions, and
 * resolves when all of it is here. The router waits for it before it shows a screen (screens/app/router.tsx),
 * and the app starts it at once for the screen the guest arrived on, so that code comes beside the menu instead
 * of after it. Then no block suspends on its first render: a suspended block shows a placeholder, and React
 * holds the content back for up to 300 ms after a placeholder appears. A failed download still resolves: the
 * block asks again when it renders, and its error boundary shows what went wrong.
 */
export async function preloadScreen(registry: PluginRegistry, screen: string | undefined): Promise<void> {
  if (screen === undefined) return;
  // A screen whose layout comes with a screen part (decision 0077) waits for it; a failed download shows as the
  // screen's layout error, and the next visit asks again.
  await registry.prepareScreen(screen).catch((error: unknown) => console.warn(`[carta] screen ${screen}: ${error instanceof Error ? error.message : String(error)}`));
  const layout = registry.screens.get(screen);
  if (!layout) return;
  const loading: Promise<unknown>[] = [];
  const visit = (blocks: readonly LayoutBlock[]): void => {
    for (const block of blocks) {
      const component = registry.blocks.get(block.type)?.value.component;
      if (isPreloadable(component)) loading.push(component.preload().catch(() => undefined));
      if (block.children) visit(block.children);
    }
  };
  visit(layout.value.blocks);
  await Promise.all(loading);
}
