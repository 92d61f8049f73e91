import { categoryCardImage, homeCategories, type WallClock } from "../../engine/rules";
import type { MenuData } from "../../schemas/menu";

/** home_view_format 2 and 4 show no pictures on the cards (home-blocks.tsx); the others do. */
const FORMATS_WITHOUT_IMAGES = new Set([2, 4]);

/**
 * The picture that is /home's largest paint at the venue's clock: the picture of the first card that shows one,
 * among the cards the grid draws at that clock (`homeCategories`, as home-blocks.tsx), when the format shows
 * pictures. A venue whose breakfast leads its menu in the morning leads with another card at noon: the clock says
 * which, so the picture asked for early is the one the guest sees.
 */
export function homeLcpImage(menu: MenuData, clock: WallClock): string | null {
  if (FORMATS_WITHOUT_IMAGES.has(Number(menu.home_view_format))) return null;
  for (const category of homeCategories(menu.categories, menu.home_display_all_categories, clock)) {
    const image = category.hidden_image ? null : categoryCardImage(category, menu.default_category_image);
    if (image) return image.src;
  }
  return null;
}
