/**
 * Search (doc 1 §2 /search, §5): a case-insensitive substring match on the product name, plus the property
 * filter (at least one checked property when any are checked). Disabled-link, external-link and
 * out-of-hours products (their own hours, their category's and its parents', as the server judges an order:
 * engine/rules/orderable.ts), and products of special categories, never show.
 */
import { isLinkless, type HoursProduct } from "./availability";
import { isWithinItemHours, type OrderableCategory } from "./orderable";
import { idSet, type EntityId } from "./ids";
import type { WallClock } from "./wall-clock";

/** The product fields search reads. */
export interface SearchProduct extends HoursProduct {
  name: string;
  properties?: readonly EntityId[] | null;
}

/** The category fields search reads. */
export interface SearchCategory extends OrderableCategory {
  enable_special_category?: boolean | null;
}

/** The search screen's state (spec: searchTerm, checkedProperties). */
export interface SearchState {
  searchTerm: string;
  checkedProperties: readonly EntityId[];
}

/** Arabic short vowels and other marks (tashkeel, U+064B–U+065F, U+0670) and the tatweel (U+0640). */
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/**
 * Case folded, with Arabic vowel marks left out: the spec's match is case-insensitive, and the marks are
 * Arabic's nearest thing to case: a guest typing "حمص" finds "حمّص" as "hummus" finds "Hummus".
 */
function fold(text: string): string {
  return text.normalize("NFC").replace(ARABIC_MARKS, "").toLowerCase();
}

/** Product names folded once, not on every keystroke (a large menu has thousands); bounded so it cannot grow forever. */
const foldedNames = new Map<string, string>();
const FOLDED_NAMES_MAX = 20_000;

function foldedName(name: string): string {
  let folded = foldedNames.get(name);
  if (folded === undefined) {
    if (foldedNames.size >= FOLDED_NAMES_MAX) foldedNames.clear();
    folded = fold(name);
    foldedNames.set(name, folded);
  }
  return folded;
}

/**
 * Folds every name ahead of the first keystroke (a screen calls it while the guest has not typed yet): on a menu of
 * thousands, folding them all took the first key about 4 ms.
 */
export function prepareSearchNames(products: readonly { name: string }[]): void {
  for (const product of products.slice(0, FOLDED_NAMES_MAX)) foldedName(product.name);
}

/** Whether a name contains the term, ignoring case; an empty term matches everything. */
export function matchesSearchTerm(name: string, term: string): boolean {
  const t = fold(term.trim());
  return t === "" || foldedName(name).includes(t);
}

/** Whether a product carries at least one checked property (always true when none is checked). */
export function hasCheckedProperty(properties: readonly EntityId[] | null | undefined, checked: readonly EntityId[]): boolean {
  if (checked.length === 0) return true;
  const wanted = idSet(checked);
  return (properties ?? []).some((p) => wanted.has(String(p)));
}

/**
 * The products search may show at a clock, whatever the term: not linkless, within their hours, not in a
 * special category. A screen computes this once per clock tick and filters it per keystroke.
 */
export function searchableProducts<P extends SearchProduct>(
  products: readonly P[],
  categories: readonly SearchCategory[],
  clock: WallClock,
): P[] {
  const special = idSet(categories.filter((c) => c.enable_special_category === true).map((c) => c.id));
  return products.filter(
    (p) => (p.category === null || !special.has(String(p.category))) && !isLinkless(p) && isWithinItemHours(p, categories, clock),
  );
}

/** The searchable products that match the term and the checked properties, in their order. */
export function filterSearchable<P extends SearchProduct>(searchable: readonly P[], state: SearchState): P[] {
  const term = fold(state.searchTerm.trim());
  if (term === "" && state.checkedProperties.length === 0) return [...searchable];
  return searchable.filter(
    (p) => (term === "" || foldedName(p.name).includes(term)) && hasCheckedProperty(p.properties, state.checkedProperties),
  );
}

/** The search results, in menu order. */
export function searchProducts<P extends SearchProduct>(
  products: readonly P[],
  state: SearchState,
  categories: readonly SearchCategory[],
  clock: WallClock,
): P[] {
  return filterSearchable(searchableProducts(products, categories, clock), state);
}
