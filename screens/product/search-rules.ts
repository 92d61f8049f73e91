import { chunk } from "../../engine/react/lazy-part";

/** The search's reader and rules, for a product opened from search only: the route's loader waits for them. */
export const searchRules = chunk(() => import("./search-carousel"));
