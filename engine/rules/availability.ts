/**
 * Which categories and products show at a moment (doc 1 §2): cards hide outside their hours; the home
 * list, the drawer, the product carousel and upsell read the same checks.
 */
import { isAvailableAt, type ItemHours } from "./hours";
import type { EntityId } from "./ids";
import type { WallClock } from "./wall-clock";

/** The category fields the visibility rules read. */
export interface HoursCategory {
  id: EntityId;
  parent?: EntityId | null;
  category_hours?: ItemHours;
  disable_link?: boolean | null;
  external_link?: string | boolean | null;
}

/** The product fields the visibility rules read. */
export interface HoursProduct {
  id: EntityId;
  category: EntityId | null;
  product_hours?: ItemHours;
  disable_link?: boolean | null;
  external_link?: string | boolean | null;
}

/** A category card shows only within `category_hours`. */
export function isCategoryAvailable(category: HoursCategory, clock: WallClock): boolean {
  return isAvailableAt(category.category_hours, clock);
}

/** A product card shows only within `product_hours`. */
export function isProductAvailable(product: HoursProduct, clock: WallClock): boolean {
  return isAvailableAt(product.product_hours, clock);
}

/** Whether an item links nowhere in the app (disabled or external link). */
export function isLinkless(item: { disable_link?: boolean | null; external_link?: string | boolean | null }): boolean {
  const external = item.external_link;
  return item.disable_link === true || external === true || (typeof external === "string" && external.trim() !== "");
}

/** Top level: no parent. */
export function isTopLevel(category: HoursCategory): boolean {
  return category.parent === null || category.parent === undefined || String(category.parent) === "";
}

/**
 * Doc 1 §2 /home: "all categories (home_display_all_categories) or only top-level categories open at the current
 * time". Read together with the rest of the spec, "all" cannot add cards: sub-categories are reached through
 * their parent's page, and a category card hides outside its `category_hours` wherever it is shown (issue 9 §2.6:
 * listing them was a defect). So both readings list the top-level categories open now; the switch is accepted and
 * changes nothing a guest sees (docs/decisions/0028).
 */
export function homeCategories<C extends HoursCategory>(
  categories: readonly C[],
  _displayAll: boolean | null | undefined,
  clock: WallClock,
): C[] {
  return categories.filter((c) => isTopLevel(c) && isCategoryAvailable(c, clock));
}

/** Doc 1 §2 drawer: top-level categories, not disabled, not external links, within hours. */
export function drawerCategories<C extends HoursCategory>(categories: readonly C[], clock: WallClock): C[] {
  return categories.filter((c) => isTopLevel(c) && !isLinkless(c) && isCategoryAvailable(c, clock));
}

/** Doc 1 §2 /product carousel: skips disabled-link, external-link and out-of-hours products. */
export function carouselProducts<P extends HoursProduct>(products: readonly P[], clock: WallClock): P[] {
  return products.filter((p) => !isLinkless(p) && isProductAvailable(p, clock));
}

/** The products available at a clock, e.g. a category's product list. */
export function availableProducts<P extends HoursProduct>(products: readonly P[], clock: WallClock): P[] {
  return products.filter((p) => isProductAvailable(p, clock));
}
