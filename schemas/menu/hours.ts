/**
 * Availability windows (docs/menu-payload.md, "category_hours, product_hours"): weekday intervals during which
 * something is open, and blocked date ranges during which it is not. The rules that read them live in the
 * engine; this module only fixes their shape, so a typo in a venue file fails at import, not at dinner time.
 */
import * as Schema from "effect/Schema";
import { between, listOf, withDefault } from "../fields";

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/;
const LOCAL_DATE_TIME = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?)?$/;

/** "09:00:00" or "09:00"; "00:00:00" as an end means the next midnight. */
export const TimeOfDay = Schema.String.check(
  Schema.makeFilter((s: string) => TIME.test(s), { expected: "a time like 09:00:00" }),
);

/** "2026-12-24" or "2026-12-24T14:00:00", local to the menu's time zone (no offset). */
export const LocalDateTime = Schema.String.check(
  Schema.makeFilter((s: string) => LOCAL_DATE_TIME.test(s), { expected: "a date like 2026-12-24 or 2026-12-24T14:00:00" }),
);

/** One opening window on an ISO weekday (1 = Monday … 7 = Sunday). */
export const WeekdayInterval = Schema.Struct({
  day: between(1, 7, "a weekday from 1 (Monday) to 7 (Sunday)"),
  from_hour: TimeOfDay,
  to_hour: TimeOfDay,
});
export type WeekdayInterval = typeof WeekdayInterval.Type;

/** A span during which the item (or the venue) is unavailable; a bare end date covers that whole day. */
export const BlockedRange = Schema.Struct({
  start: LocalDateTime,
  end: LocalDateTime,
});
export type BlockedRange = typeof BlockedRange.Type;

/**
 * `[weekdayIntervals, blockedRanges]`. Missing, `[]` or a one-element list decode to a full pair, so readers
 * can always write `const [intervals, blocked] = product.product_hours`; two empty lists mean always available.
 */
export const HoursPair = withDefault(
  Schema.Tuple([listOf(WeekdayInterval), listOf(BlockedRange)]),
  [],
);
export type HoursPair = typeof HoursPair.Type;
