/**
 * What a category page lists (doc 1 §2 /category/{id}): its products in menu order, its open sub-categories,
 * its promotions only when it has no products, and, for a special category, the sections it gathers on one
 * page. The spec names the special kinds but not what each gathers; the reading is written on
 * `specialCategorySections`.
 */
import { isCategoryAvailable, isProductAvailable, isLinkless, type HoursCategory, type HoursProduct } from "./availability";
import { idSet, sameId, type EntityId } from "./ids";
import type { WallClock } from "./wall-clock";

/** The category fields the listing reads. */
export interface ListedCategory extends HoursCategory {
  products?: readonly EntityId[] | null;
  promotions?: readonly EntityId[] | null;
  enable_special_category?: boolean | null;
  special_category_type?: string | null;
  special_category_display_categories?: readonly EntityId[] | null;
}

/** The product fields the listing reads. */
export interface ListedProduct extends HoursProduct {
  discount?: number | string | null;
  enable_combo?: boolean | null;
}

/**
 * A category's products in menu order: the ids it lists first (in its order), then any product naming it as
 * its `category` that the list left out. Unknown ids are skipped.
 */
export function categoryProducts<P extends ListedProduct>(category: ListedCategory, products: readonly P[]): P[] {
  const byId = new Map<string, P>();
  for (const p of products) if (!byId.has(String(p.id))) byId.set(String(p.id), p);
  const out: P[] = [];
  const seen = new Set<string>();
  for (const id of category.products ?? []) {
    const p = byId.get(String(id));
    if (p && !seen.has(String(id))) {
      out.push(p);
      seen.add(String(id));
    }
  }
  for (const p of products) {
    if (sameId(p.category, category.id) && !seen.has(String(p.id))) {
      out.push(p);
      seen.add(String(p.id));
    }
  }
  return out;
}

/** The products of a category that show now (product cards hide outside `product_hours`). */
export function visibleCategoryProducts<P extends ListedProduct>(category: ListedCategory, products: readonly P[], clock: WallClock): P[] {
  return categoryProducts(category, products).filter((p) => isProductAvailable(p, clock));
}

/** The sub-categories (parent is this category) that show now (category cards hide outside `category_hours`). */
export function subCategories<C extends ListedCategory>(category: ListedCategory, categories: readonly C[], clock: WallClock): C[] {
  return categories.filter((c) => c.parent !== null && c.parent !== undefined && sameId(c.parent, category.id) && isCategoryAvailable(c, clock));
}

/** A promotion as the category page reads it. */
export interface ListedPromotion {
  id: EntityId;
  enable?: boolean | null;
}

/**
 * Doc 1 §2: "promotions only when the category has no products": the category's enabled promotions, in the
 * order it lists them, or none when it shows products.
 */
export function categoryPromotions<T extends ListedPromotion>(category: ListedCategory, promotions: readonly T[], showsProducts: boolean): T[] {
  if (showsProducts) return [];
  const out: T[] = [];
  for (const id of category.promotions ?? []) {
    const promotion = promotions.find((p) => sameId(p.id, id));
    if (promotion && promotion.enable !== false) out.push(promotion);
  }
  return out;
}

/** Whether a category is a special category (several categories on one page with a nav bar). */
export function isSpecialCategory(category: ListedCategory): boolean {
  return category.enable_special_category === true && typeof category.special_category_type === "string";
}

/** One section of a special category's page: a category and the products it shows there. */
export interface SpecialSection<C, P> {
  category: C;
  products: P[];
}

/**
 * The sections of a special category's page (doc 1 §2), each an open category with the products that show
 * now, empty sections left out:
 * - `all`: each category of `special_category_display_categories` (every ordinary category when the list is
 *   empty) with all its products;
 * - `all_in_category`: each listed category (this one when the list is empty) with its open sub-categories,
 *   each as its own section;
 * - `discounted`: as `all`, only products with a discount above 0;
 * - `combos`: as `all`, only combo products (`enable_combo`).
 * Special categories never appear as sections of another.
 */
export function specialCategorySections<C extends ListedCategory, P extends ListedProduct>(
  category: ListedCategory,
  categories: readonly C[],
  products: readonly P[],
  clock: WallClock,
): SpecialSection<C, P>[] {
  const type = category.special_category_type;
  const listed = category.special_category_display_categories ?? [];
  const ordinary = categories.filter((c) => !isSpecialCategory(c) || sameId(c.id, category.id));
  const pick = (ids: readonly EntityId[]): C[] => {
    const wanted = idSet(ids);
    return ordinary.filter((c) => wanted.has(String(c.id)));
  };
  let shown: C[];
  if (type === "all_in_category") {
    const parents = listed.length > 0 ? pick(listed) : categories.filter((c) => sameId(c.id, category.id));
    shown = parents.flatMap((parent) => [parent, ...ordinary.filter((c) => c.parent !== null && c.parent !== undefined && sameId(c.parent, parent.id))]);
  } else {
    shown = listed.length > 0 ? pick(listed) : ordinary.filter((c) => !sameId(c.id, category.id));
  }
  const keep = (p: P): boolean => {
    if (type === "discounted") return Number(p.discount ?? 0) > 0;
    if (type === "combos") return p.enable_combo === true;
    return true;
  };
  const seen = new Set<string>();
  const sections: SpecialSection<C, P>[] = [];
  for (const c of shown) {
    if (seen.has(String(c.id)) || !isCategoryAvailable(c, clock)) continue;
    seen.add(String(c.id));
    const items = visibleCategoryProducts(c, products, clock).filter(keep);
    if (items.length > 0) sections.push({ category: c, products: items });
  }
  return sections;
}

/** Where a card leads: its own page, an external URL (a new tab), or nowhere (`disable_link`). */
export type CardLink = { kind: "page" } | { kind: "external"; url: string } | { kind: "none" };

/** Doc 1 §2 cards: `disable_link` and `external_link` are honoured (a disabled link wins). */
export function cardLink(item: { disable_link?: boolean | null; external_link?: string | boolean | null }): CardLink {
  if (item.disable_link === true) return { kind: "none" };
  const external = item.external_link;
  if (typeof external === "string" && external.trim() !== "") return { kind: "external", url: external.trim() };
  if (isLinkless(item)) return { kind: "none" };
  return { kind: "page" };
}
