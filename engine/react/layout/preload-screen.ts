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
 * Downloads the code of a screen's lazily loaded blocks (and of their children), whatever their conditions, and
 * resolves when all of it is here. The router waits for it before it shows a screen (screens/app/router.tsx),
 * and the app starts it at once for the screen the guest arrived on, so that code comes beside the menu instead
 * of after it. Then no block suspends on its first render: a suspended block shows a placeholder, and React
 * holds the content back for up to 300 ms after a placeholder appears. A failed download still resolves: the
 * block asks again when it renders, and its error boundary shows what went wrong.
 */
export function preloadScreen(registry: PluginRegistry, screen: string | undefined): Promise<void> {
  const layout = screen === undefined ? undefined : registry.screens.get(screen);
  if (!layout) return Promise.resolve();
  const loading: Promise<unknown>[] = [];
  const visit = (blocks: readonly LayoutBlock[]): void => {
    for (const block of blocks) {
      const component = registry.blocks.get(block.type)?.value.component;
      if (isPreloadable(component)) loading.push(component.preload().catch(() => undefined));
      if (block.children) visit(block.children);
    }
  };
  visit(layout.value.blocks);
  return Promise.all(loading).then(() => undefined);
}
