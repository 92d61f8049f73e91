/**
 * Search (doc 1 §2 /search, §5): a case-insensitive substring match on the product name, plus the property
 * filter (at least one checked property when any are checked). Disabled-link, external-link and
 * out-of-hours products, and products of special categories, never show.
 */
import { isLinkless, isProductAvailable, type HoursProduct } from "./availability";
import { idSet, type EntityId } from "./ids";
import type { WallClock } from "./wall-clock";

/** The product fields search reads. */
export interface SearchProduct extends HoursProduct {
  name: string;
  properties?: readonly EntityId[] | null;
}

/** The category fields search reads. */
export interface SearchCategory {
  id: EntityId;
  enable_special_category?: boolean | null;
}

/** The search screen's state (spec: searchTerm, checkedProperties). */
export interface SearchState {
  searchTerm: string;
  checkedProperties: readonly EntityId[];
}

function fold(text: string): string {
  return text.normalize("NFC").toLowerCase();
}

/** Whether a name contains the term, ignoring case; an empty term matches everything. */
export function matchesSearchTerm(name: string, term: string): boolean {
  const t = fold(term.trim());
  return t === "" || fold(name).includes(t);
}

/** Whether a product carries at least one checked property (always true when none is checked). */
export function hasCheckedProperty(properties: readonly EntityId[] | null | undefined, checked: readonly EntityId[]): boolean {
  if (checked.length === 0) return true;
  const wanted = idSet(checked);
  return (properties ?? []).some((p) => wanted.has(String(p)));
}

/** The search results, in menu order. */
export function searchProducts<P extends SearchProduct>(
  products: readonly P[],
  state: SearchState,
  categories: readonly SearchCategory[],
  clock: WallClock,
): P[] {
  const special = idSet(categories.filter((c) => c.enable_special_category === true).map((c) => c.id));
  return products.filter(
    (p) =>
      (p.category === null || !special.has(String(p.category))) &&
      !isLinkless(p) &&
      matchesSearchTerm(p.name, state.searchTerm) &&
      hasCheckedProperty(p.properties, state.checkedProperties) &&
      isProductAvailable(p, clock),
  );
}
