import { categoryCardImage, isTopLevel, type ItemHours } from "../../engine/rules";
import type { MenuData } from "../../schemas/menu";

/** home_view_format 2 and 4 show no pictures on the cards (home-blocks.tsx); the others do. */
const FORMATS_WITHOUT_IMAGES = new Set([2, 4]);

/**
 * The picture that is /home's largest paint: the first card's picture (the first top-level category that shows
 * one), when the format shows pictures. Which cards show depends on their hours, and the venue clock may not have
 * started yet: when a category with hours comes before that picture, the answer is null (no preload) rather than
 * a guess that would fetch a picture nobody sees.
 */
export function homeLcpImage(menu: MenuData): string | null {
  if (FORMATS_WITHOUT_IMAGES.has(Number(menu.home_view_format))) return null;
  for (const category of menu.categories) {
    if (!isTopLevel(category)) continue;
    if (!alwaysShown(category.category_hours)) return null;
    const image = category.hidden_image ? null : categoryCardImage(category, menu.default_category_image);
    if (image) return image.src;
  }
  return null;
}

/** No weekday interval and no blocked range: the card shows at any hour (`isAvailableAt`'s first answer). */
function alwaysShown(hours: ItemHours): boolean {
  if (!hours || hours.length === 0) return true;
  return (!hours[0] || hours[0].length === 0) && (!hours[1] || hours[1].length === 0);
}
