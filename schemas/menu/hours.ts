/**
 * Availability windows (docs/menu-payload.md, "category_hours, product_hours"): weekday intervals during which
 * something is open, and blocked date ranges during which it is not. The rules that read them live in the
 * engine; this module only fixes their shape, so a typo in a venue file fails at import, not at dinner time.
 */
import * as Schema from "effect/Schema";
import { generatedCheck, listOf, scalar, withDefault } from "../fields";
import { isLocalDateTime, readTimeOfDay, readWeekday } from "../field-readers";

/**
 * A time of day, read as "HH:MM:SS": "09:00:00", "09:00", "7:00:00"; "24:00:00" is the next midnight, which the
 * rules write "00:00:00" (as an end it means the next midnight).
 */
export const TimeOfDay = scalar<string, string>({
  read: readTimeOfDay,
  write: (s) => s,
  isDecoded: (u): u is string => typeof u === "string" && /^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(u),
  expected: "a time like 09:00:00",
  wireJsonSchema: { type: "string", pattern: "^\\s*\\d{1,2}:\\d{2}(:\\d{2})?\\s*$", examples: ["09:00:00"] },
  generated: "readTimeOfDay",
});

/** An ISO weekday, 1 = Monday … 7 = Sunday; a Sunday sent as 0 (the other common numbering) reads as 7. */
const Weekday = scalar<number, number>({
  read: readWeekday,
  write: (n) => n,
  isDecoded: (u): u is number => typeof u === "number" && Number.isInteger(u) && u >= 1 && u <= 7,
  expected: "a weekday from 1 (Monday) to 7 (Sunday)",
  wireJsonSchema: { type: "integer", minimum: 0, maximum: 7 },
  generated: "readWeekday",
});

/** "2026-12-24" or "2026-12-24T14:00:00", local to the menu's time zone (no offset). */
export const LocalDateTime = Schema.String.check(
  generatedCheck(isLocalDateTime, "a date like 2026-12-24 or 2026-12-24T14:00:00", "isLocalDateTime"),
);

/** One opening window on an ISO weekday (1 = Monday … 7 = Sunday). */
export const WeekdayInterval = Schema.Struct({
  day: Weekday,
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
