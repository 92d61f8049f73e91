/**
 * /home's largest paint, named before the screen renders it: the browser's route loader and the server's answer to
 * the document (a `Link` preload header) ask for it with the same rule, so both ask for the picture the grid shows.
 */
import { homeCategories, type HoursCategory } from "./availability";
import { categoryCardImage, type PlaceholderRef } from "./card-image";
import type { WallClock } from "./wall-clock";

/** home_view_format 2 and 4 show no pictures on the cards (screens/home/home-blocks.tsx); the others do. */
const FORMATS_WITHOUT_IMAGES = new Set([2, 4]);

/** The menu fields the rule reads. */
export interface HomePictureMenu {
  home_view_format?: number | null;
  home_display_all_categories?: boolean | null;
  default_category_image?: PlaceholderRef | null;
  categories: readonly (HoursCategory & Parameters<typeof categoryCardImage>[0] & { hidden_image?: boolean | null })[];
}

/**
 * The picture that is /home's largest paint at the venue's clock: the picture of the first card that shows one,
 * among the cards the grid draws at that clock (`homeCategories`, as screens/home/home-blocks.tsx does), when the
 * format shows pictures. A venue whose breakfast leads its menu in the morning leads with another card at noon:
 * the clock says which, so the picture asked for early is the one the guest sees.
 */
export function homeLcpImage(menu: HomePictureMenu, clock: WallClock): string | null {
  if (FORMATS_WITHOUT_IMAGES.has(Number(menu.home_view_format))) return null;
  for (const category of homeCategories(menu.categories, menu.home_display_all_categories, clock)) {
    const image = category.hidden_image ? null : categoryCardImage(category, menu.default_category_image);
    if (image) return image.src;
  }
  return null;
}
