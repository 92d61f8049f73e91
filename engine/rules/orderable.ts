/**
 * "Can this be ordered now" (menu spec §2 cards/search/product, §5 hours; ordering spec §5): ONE rule that the
 * browser (cards, search, the product button, upsell, the cart's lines) and the server (order validation) both
 * call, so the app never offers what the server would refuse for availability (docs/decisions/0040).
 *
 * A product is orderable when the venue takes orders (`enable_order`), the venue is open (`opening_hours`,
 * `closing_rules`), its category and every parent category are within `category_hours`, the product is within
 * `product_hours`, and it is not `out_of_stock`. The first rule broken is the reason.
 */
import { isAvailableAt, type BlockedRange, type ItemHours, type WeekdayInterval } from "./hours";
import { availabilityWindowsOn } from "./hours-windows";
import type { EntityId } from "./ids";
import type { TemporalApi } from "./temporal";
import { resolveTimeZone } from "./temporal";
import { isVenueOpenAt, type VenueHoursSettings } from "./venue-open";
import type { WallClock } from "./wall-clock";

/** Why a product cannot be ordered now, most general first. */
export type UnorderableReason = "ordering_off" | "venue_closed" | "not_available_now" | "out_of_stock";

export type Orderability = { orderable: true } | { orderable: false; reason: UnorderableReason };

/** The category fields the rule reads. */
export interface OrderableCategory {
  id: EntityId;
  parent?: EntityId | null;
  category_hours?: ItemHours;
}

/** The product fields the rule reads. */
export interface OrderableProduct {
  id: EntityId;
  category: EntityId | null;
  product_hours?: ItemHours;
  out_of_stock?: boolean | null;
}

/** The venue fields the rule reads (menu payload names). */
export interface OrderableVenue extends VenueHoursSettings {
  enable_order?: boolean | null;
  categories: readonly OrderableCategory[];
}

const ORDERABLE: Orderability = { orderable: true };
const byIdCache = new WeakMap<object, ReadonlyMap<string, OrderableCategory>>();

function categoriesById(categories: readonly OrderableCategory[]): ReadonlyMap<string, OrderableCategory> {
  let map = byIdCache.get(categories);
  if (!map) {
    map = new Map(categories.map((c) => [String(c.id), c]));
    byIdCache.set(categories, map);
  }
  return map;
}

/**
 * A category and its parents, nearest first. A category the menu does not have ends the chain (the product is
 * judged by its own hours then); a cycle in bad data is cut at the first repeat.
 */
export function categoryChain(categoryId: EntityId | null | undefined, categories: readonly OrderableCategory[]): OrderableCategory[] {
  const byId = categoriesById(categories);
  const chain: OrderableCategory[] = [];
  const seen = new Set<string>();
  let id = categoryId === null || categoryId === undefined || String(categoryId) === "" ? undefined : String(categoryId);
  while (id !== undefined && !seen.has(id)) {
    seen.add(id);
    const category = byId.get(id);
    if (!category) break;
    chain.push(category);
    id = category.parent === null || category.parent === undefined || String(category.parent) === "" ? undefined : String(category.parent);
  }
  return chain;
}

/** Whether a product's hours and those of its category and every parent allow it at `clock` (stock and venue aside). */
export function isWithinItemHours(product: OrderableProduct, categories: readonly OrderableCategory[], clock: WallClock): boolean {
  if (!isAvailableAt(product.product_hours, clock)) return false;
  return categoryChain(product.category, categories).every((c) => isAvailableAt(c.category_hours, clock));
}

/** Whether the venue takes orders at `clock`: `enable_order` on and open by its hours and closing rules. */
export function venueOrderability(venue: Omit<OrderableVenue, "categories">, clock: WallClock): Orderability {
  if (venue.enable_order !== true) return { orderable: false, reason: "ordering_off" };
  if (!isVenueOpenAt(venue, clock)) return { orderable: false, reason: "venue_closed" };
  return ORDERABLE;
}

/** The rule itself: whether `product` can be ordered at `clock`, or the first reason it cannot. */
export function productOrderability(product: OrderableProduct, venue: OrderableVenue, clock: WallClock): Orderability {
  const atVenue = venueOrderability(venue, clock);
  if (!atVenue.orderable) return atVenue;
  if (!isWithinItemHours(product, venue.categories, clock)) return { orderable: false, reason: "not_available_now" };
  if (product.out_of_stock === true) return { orderable: false, reason: "out_of_stock" };
  return ORDERABLE;
}

/** Shorthand for call sites that only need yes or no. */
export function isOrderableNow(product: OrderableProduct, venue: OrderableVenue, clock: WallClock): boolean {
  return productOrderability(product, venue, clock).orderable;
}

/** The venue's own schedule as hours: weekday intervals `opening_hours`, blocked ranges `closing_rules`. */
function venueHours(venue: VenueHoursSettings): ItemHours {
  return [venue.opening_hours as readonly WeekdayInterval[] | null | undefined, venue.closing_rules as readonly BlockedRange[] | null | undefined];
}

/** How far ahead a next opening is looked for: a closing rule may keep a venue shut for weeks. */
export const NEXT_OPENING_HORIZON_DAYS = 62;

type Window = { start: number; end: number };

function intersect(a: readonly Window[], b: readonly Window[]): Window[] {
  const out: Window[] = [];
  for (const x of a) for (const y of b) {
    const start = Math.max(x.start, y.start);
    const end = Math.min(x.end, y.end);
    if (end > start) out.push({ start, end });
  }
  return out.sort((p, q) => p.start - q.start);
}

/**
 * The first instant at or after `from` (epoch ms) when every one of `schedules` is open together, judged day by
 * day with the same windows `isAvailableAt` agrees with; undefined when none comes within the horizon.
 */
export function nextOpenInstant(T: TemporalApi, schedules: readonly ItemHours[], timeZone: string | null | undefined, from: number, horizonDays = NEXT_OPENING_HORIZON_DAYS): number | undefined {
  const zone = resolveTimeZone(T, timeZone);
  let date = T.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO(zone).toPlainDate();
  for (let day = 0; day <= horizonDays; day++, date = date.add({ days: 1 })) {
    const iso = date.toString();
    let windows: Window[] = [{ start: -Infinity, end: Infinity }];
    for (const hours of schedules) {
      windows = intersect(windows, availabilityWindowsOn(T, hours, iso, zone));
      if (windows.length === 0) break;
    }
    const next = windows.find((w) => w.end > from);
    if (next) return Math.max(next.start, from);
  }
  return undefined;
}

/** When the venue next opens (its hours and closing rules), at or after `from`; undefined beyond the horizon. */
export function nextVenueOpening(T: TemporalApi, venue: VenueHoursSettings, from: number): number | undefined {
  return nextOpenInstant(T, [venueHours(venue)], venue.timezone, from);
}

/**
 * When `product` can next be ordered, at or after `from`: the venue open and the product's and its categories'
 * hours all at once. Undefined when waiting does not help (ordering off, out of stock) or nothing comes within
 * the horizon.
 */
export function nextOrderableAt(T: TemporalApi, product: OrderableProduct, venue: OrderableVenue, from: number): number | undefined {
  if (venue.enable_order !== true || product.out_of_stock === true) return undefined;
  const chain = categoryChain(product.category, venue.categories).map((c) => c.category_hours);
  return nextOpenInstant(T, [venueHours(venue), product.product_hours, ...chain], venue.timezone, from);
}
