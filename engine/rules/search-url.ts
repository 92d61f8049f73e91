/**
 * The search screen's state in the URL (doc 1 §2 /search: "Search state: searchTerm, checkedProperties"), so
 * back, reload and a shared link keep it: `?q=hummus&p=1,4`. The product carousel reads the same parameters
 * (`/product/{id}?from=search&q=…&p=…`) to swipe through the same results.
 */
import type { EntityId } from "./ids";
import type { SearchState } from "./search";
import { FROM_SEARCH } from "./search-link";

export { FROM_SEARCH, isFromSearch } from "./search-link";

/** The query parameter holding the search term. */
export const SEARCH_TERM_PARAM = "q";
/** The query parameter holding the checked property ids, comma-separated. */
export const SEARCH_PROPERTIES_PARAM = "p";

/** No term, no property checked. */
export const EMPTY_SEARCH: SearchState = { searchTerm: "", checkedProperties: [] };

/**
 * Reads the state from a query string (`?q=…&p=1,2`, with or without the `?`). Property ids that are not
 * whole numbers are dropped, duplicates kept once, in the order given.
 */
export function readSearchState(query: string): SearchState {
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  const searchTerm = params.get(SEARCH_TERM_PARAM) ?? "";
  const seen = new Set<string>();
  const checkedProperties: number[] = [];
  for (const part of (params.get(SEARCH_PROPERTIES_PARAM) ?? "").split(",")) {
    const text = part.trim();
    if (!/^\d{1,15}$/.test(text) || seen.has(String(Number(text)))) continue;
    seen.add(String(Number(text)));
    checkedProperties.push(Number(text));
  }
  return { searchTerm, checkedProperties };
}

/**
 * The query string of a state, without the `?`: `q=hummus&p=1,4`; empty parts are left out, so the empty
 * state is "". Commas stay readable; everything else is percent-encoded.
 */
export function searchStateQuery(state: SearchState): string {
  const parts: string[] = [];
  if (state.searchTerm !== "") parts.push(`${SEARCH_TERM_PARAM}=${encodeURIComponent(state.searchTerm)}`);
  if (state.checkedProperties.length > 0) {
    parts.push(`${SEARCH_PROPERTIES_PARAM}=${state.checkedProperties.map((id) => encodeURIComponent(String(id))).join(",")}`);
  }
  return parts.join("&");
}

/** The link of a search result: the product with `from=search` and the state, for the carousel. */
export function searchResultHref(productId: EntityId, state: SearchState): string {
  const query = searchStateQuery(state);
  return `/product/${encodeURIComponent(String(productId))}?from=${FROM_SEARCH}${query === "" ? "" : `&${query}`}`;
}

/** Checks a property that is not checked, unchecks one that is; the others keep their order. */
export function toggleCheckedProperty(checked: readonly EntityId[], id: EntityId): EntityId[] {
  const key = String(id);
  return checked.some((c) => String(c) === key) ? checked.filter((c) => String(c) !== key) : [...checked, id];
}
