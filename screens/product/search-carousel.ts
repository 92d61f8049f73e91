import { readSearchState } from "../../engine/rules/search-url";
import { searchProducts, type WallClock } from "../../engine/rules";
import type { MenuData, Product } from "../../schemas/menu";

/**
 * The carousel of a product opened from search (`?from=search&q=…&p=1,2`): the search's results, read from the
 * query with the search screen's own reader so both agree on names. Loaded only for such a product (search-rules.ts).
 */
export function searchCarousel(menu: MenuData, searchStr: string, clock: WallClock): Product[] {
  const state = readSearchState(searchStr);
  return searchProducts(menu.products, { searchTerm: state.searchTerm, checkedProperties: [...state.checkedProperties] }, menu.categories, clock);
}
