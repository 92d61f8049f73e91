/**
 * "Can this be ordered now" (menu spec §2 cards/search/product, §5 hours; ordering spec §5): ONE rule that the
 * browser (cards, search, the product button, upsell, the cart's lines) and the server (order validation) both
 * call, so the app never offers what the server would refuse for availability (docs/decisions/0040).
 *
 * A product is orderable when the venue takes orders (`enable_order`), the venue is open (`opening_hours`,
 * `closing_rules`), its category and every parent category are within `category_hours`, the product is within
 * `product_hours`, and it is not `out_of_stock`. The first rule broken is the reason.
 */
import { compileSchedule, isAvailableAt, type BlockedRange, type ItemHours, type WeekdayInterval } from "./hours";
import { keyToWallEpoch } from "./hours-windows";
import type { EntityId } from "./ids";
import type { TemporalApi } from "./temporal";
import { resolveTimeZone } from "./temporal";
import { isVenueOpenAt, type VenueHoursSettings } from "./venue-open";
import { wallClockAt, wallClockFromWallEpoch, type WallClock } from "./wall-clock";

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

/** Whether hours restrict anything at all (weekday intervals or blocked ranges). */
function restricts(hours: ItemHours): boolean {
  return !!hours && ((hours[0]?.length ?? 0) > 0 || (hours[1]?.length ?? 0) > 0);
}

/** Days to look ahead: a week and a day when only weekly hours restrict (they repeat), else to past the last blocked range. */
function horizonFor(T: TemporalApi, schedules: readonly ItemHours[], zone: string, from: number): number {
  let lastBlockedEnd: string | undefined;
  for (const hours of schedules) {
    for (const range of hours?.[1] ?? []) {
      if (!range.start && !range.end) continue;
      if (!range.end) return NEXT_OPENING_HORIZON_DAYS; // blocked for good from its start
      if (lastBlockedEnd === undefined || range.end > lastBlockedEnd) lastBlockedEnd = range.end;
    }
  }
  if (lastBlockedEnd === undefined) return 8;
  const today = T.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO(zone).toPlainDate();
  let end;
  try {
    end = T.PlainDate.from(lastBlockedEnd.slice(0, 10));
  } catch {
    return NEXT_OPENING_HORIZON_DAYS;
  }
  return Math.min(NEXT_OPENING_HORIZON_DAYS, Math.max(0, today.until(end, { largestUnit: "days" }).days) + 8);
}

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-01 was a Thursday: Monday 00:00 of that week is three days earlier. */
const EPOCH_WEEK_OFFSET_MS = 3 * DAY_MS;

/** A wall epoch (local date-time as if UTC) as the instant it names in `zone` (the later one across a gap, the first in a fold). */
function wallToInstant(T: TemporalApi, wall: number, zone: string): number {
  return T.Instant.fromEpochMilliseconds(wall).toZonedDateTimeISO("UTC").toPlainDateTime().toZonedDateTime(zone).epochMilliseconds;
}

/**
 * The first instant in (from, until] when every one of `schedules` is open, judged only where one of them may turn
 * open: each weekday interval's start and each blocked range's end in wall time (judged as wall clocks, plain
 * arithmetic), and each offset transition (a skipped hour jumps into an interval; a repeated hour holds the clock,
 * docs/hours.md, so an interval may open when the hold ends), judged by `wallClockAt` itself.
 */
function firstOpeningAfter(T: TemporalApi, schedules: readonly ItemHours[], zone: string, from: number, until: number): number | undefined {
  const openAtClock = (clock: WallClock) => schedules.every((hours) => isAvailableAt(hours, clock));
  const openAt = (t: number) => openAtClock(wallClockAt(T, t, zone));
  const offsetAt = (t: number) => T.Instant.fromEpochMilliseconds(t).toZonedDateTimeISO(zone).offsetNanoseconds / 1_000_000;
  const wallFrom = from + offsetAt(from);
  const wallUntil = until + offsetAt(until) + DAY_MS;
  const walls = new Set<number>();
  for (const hours of schedules) {
    const schedule = compileSchedule(hours?.[0], hours?.[1]);
    const firstWeek = wallFrom - ((((wallFrom + EPOCH_WEEK_OFFSET_MS) % WEEK_MS) + WEEK_MS) % WEEK_MS);
    for (let base = firstWeek; base < wallUntil; base += WEEK_MS) for (const [start] of schedule.week) walls.add(base + start * 1000);
    for (const [, end] of schedule.blocked) if (Number.isFinite(end)) walls.add(keyToWallEpoch(end));
  }
  let best: number | undefined;
  for (const wall of [...walls].filter((w) => w > wallFrom && w < wallUntil).sort((x, y) => x - y)) {
    if (!openAtClock(wallClockFromWallEpoch(wall, zone, 0))) continue;
    const instant = wallToInstant(T, wall, zone);
    // Checked as an instant too: across an offset change a wall time names another instant, or none.
    if (instant > from && openAt(instant)) {
      best = instant;
      break;
    }
  }
  let cursor = T.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO(zone);
  for (let next = cursor.getTimeZoneTransition("next"); next && next.epochMilliseconds <= Math.min(until, best ?? until); next = cursor.getTimeZoneTransition("next")) {
    const at = next.epochMilliseconds;
    const shift = offsetAt(at - 1) - offsetAt(at);
    for (const t of shift > 0 ? [at, at + shift] : [at]) if (t > from && (best === undefined || t < best) && openAt(t)) best = t;
    cursor = next;
  }
  return best !== undefined && best <= until ? best : undefined;
}

/**
 * The first instant at or after `from` (epoch ms) when every one of `schedules` is open together, or undefined when
 * none comes within the horizon (weekly hours repeat, so a week and a day past the last blocked range, at most
 * {@link NEXT_OPENING_HORIZON_DAYS}). The answer agrees with what `isAvailableAt` says at that instant.
 */
export function nextOpenInstant(T: TemporalApi, schedules: readonly ItemHours[], timeZone: string | null | undefined, from: number, horizonDays?: number): number | undefined {
  const zone = resolveTimeZone(T, timeZone);
  const restricting = schedules.filter(restricts);
  const clock = wallClockAt(T, from, zone);
  if (restricting.every((hours) => isAvailableAt(hours, clock))) return from;
  const horizon = horizonDays ?? horizonFor(T, restricting, zone, from);
  return firstOpeningAfter(T, restricting, zone, from, from + horizon * DAY_MS);
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
