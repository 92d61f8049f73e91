import { categoryCardImage, isTopLevel } from "../../engine/rules";
import type { MenuData } from "../../schemas/menu";

/** home_view_format 2 and 4 show no pictures on the cards (home-blocks.tsx); the others do. */
const FORMATS_WITHOUT_IMAGES = new Set([2, 4]);

/**
 * The picture that is most likely /home's largest paint: the first top-level category's card image, when the
 * format shows pictures. Hours are not checked (the venue clock may not have started yet): if that first
 * category is closed now, one preload is wasted, nothing worse.
 */
export function homeLcpImage(menu: MenuData): string | null {
  if (FORMATS_WITHOUT_IMAGES.has(Number(menu.home_view_format))) return null;
  const first = menu.categories.find((category) => isTopLevel(category) && !category.hidden_image);
  return first ? (categoryCardImage(first, menu.default_category_image)?.src ?? null) : null;
}

/**
 * Asks for the picture now, at high priority, as soon as the menu says which it is: before the screen's code has
 * run and rendered its `<img>` (which says `fetchpriority="high"` too, category-card.tsx). Once per address.
 */
export function preloadLcpImage(src: string | null): void {
  if (!src || typeof document === "undefined") return;
  const href = new URL(src, document.baseURI).href;
  if ([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((link) => link.href === href)) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = href;
  link.fetchPriority = "high";
  document.head.append(link);
}
