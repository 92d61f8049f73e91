/**
 * How a product link says it came from search (`/product/{id}?from=search&q=…`): apart from the search's URL reader
 * (search-url.ts), because the product route reads it on every product visit and the reader and the search rules
 * load only for a product opened from search.
 */

/** `from=search` on a product link: the carousel swipes through the search results. */
export const FROM_SEARCH = "search";

/** Whether a product page was opened from search (`?from=search`). */
export function isFromSearch(query: string): boolean {
  return new URLSearchParams(query.startsWith("?") ? query.slice(1) : query).get("from") === FROM_SEARCH;
}
