/**
 * Availability hours (spec §5 "Hours rule", read as in docs/hours.md): an item with weekday intervals is
 * available only inside them; an empty or missing list means always; a blocked range makes it unavailable
 * whatever the intervals say. Everything is local wall time in the menu's zone.
 *
 * A schedule is compiled once per hours list (cached on the list object) into week-second ranges and
 * wall-key ranges, so checking an item at a `WallClock` is a few integer comparisons.
 */
import { SECONDS_PER_DAY, SECONDS_PER_WEEK, wallKeyOf, type WallClock } from "./wall-clock";

/** A weekday interval: ISO day 1..7, "HH:MM:SS" times; an end of "00:00:00" is the next midnight. */
export interface WeekdayInterval {
  day: number;
  from_hour: string;
  to_hour: string;
}

/** A blocked range of local dates or date-times; a bare end date covers that whole day. */
export interface BlockedRange {
  start?: string | null;
  end?: string | null;
}

/** `category_hours` / `product_hours`: `[weekdayIntervals, blockedRanges]`; `[]` or missing = always. */
export type ItemHours =
  | readonly [(readonly WeekdayInterval[] | null | undefined)?, (readonly BlockedRange[] | null | undefined)?]
  | null
  | undefined;

/** A compiled schedule: half-open [start, end) ranges. */
export interface CompiledSchedule {
  /** True when no weekday interval restricts the item. */
  always: boolean;
  /** Sorted, merged ranges of seconds since Monday 00:00, inside [0, 604800). */
  week: readonly (readonly [number, number])[];
  /** Blocked ranges as wall keys (YYYYMMDDhhmmss); open ends are ±Infinity. */
  blocked: readonly (readonly [number, number])[];
}

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/;

/** "HH:MM[:SS]" to seconds since midnight; "24:00:00" is accepted as the next midnight. */
export function parseTimeOfDay(text: string): number | undefined {
  const m = TIME.exec(text.trim());
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  const s = Number(m[3] ?? "0");
  if (min > 59 || s > 59 || h > 24 || (h === 24 && (min > 0 || s > 0))) return undefined;
  return h * 3600 + min * 60 + s;
}

/**
 * One interval as week-second ranges. The end is exclusive; an end at or before the start (so "00:00:00",
 * or 18:00 → 02:00) runs into the next day, and Sunday runs into Monday.
 */
export function intervalWeekRanges(interval: WeekdayInterval): [number, number][] {
  const from = parseTimeOfDay(interval.from_hour);
  const to = parseTimeOfDay(interval.to_hour);
  if (!Number.isInteger(interval.day) || interval.day < 1 || interval.day > 7) return [];
  if (from === undefined || to === undefined || from >= SECONDS_PER_DAY) return [];
  const base = (interval.day - 1) * SECONDS_PER_DAY;
  const start = base + from;
  const end = base + (to <= from ? to + SECONDS_PER_DAY : to);
  if (end <= SECONDS_PER_WEEK) return [[start, end]];
  return [
    [start, SECONDS_PER_WEEK],
    [0, end - SECONDS_PER_WEEK],
  ];
}

function mergeRanges(ranges: [number, number][]): [number, number][] {
  const sorted = ranges.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?/;

/**
 * A blocked-range bound as a wall key. Offsets or "Z" after the time are ignored: bounds are local times in
 * the menu's zone (docs/menu-payload.md). A bare date is that day's 00:00, or, for an end, the next day's.
 */
export function parseBound(text: string | null | undefined, isEnd: boolean): number | undefined {
  if (!text) return undefined;
  const m = DATE_TIME.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return undefined;
  if (m[4] === undefined) {
    if (!isEnd) return wallKeyOf(y, mo, d);
    const next = new Date(Date.UTC(y, mo - 1, d + 1));
    return wallKeyOf(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
  }
  return wallKeyOf(y, mo, d, Number(m[4]), Number(m[5]), Number(m[6] ?? "0"));
}

/** A blocked range as [start, end) wall keys; undefined when unreadable, empty or without any bound. */
export function blockedKeyRange(range: BlockedRange): [number, number] | undefined {
  const hasStart = !!range.start;
  const hasEnd = !!range.end;
  if (!hasStart && !hasEnd) return undefined;
  const start = hasStart ? parseBound(range.start, false) : -Infinity;
  const end = hasEnd ? parseBound(range.end, true) : Infinity;
  if (start === undefined || end === undefined || end <= start) return undefined;
  return [start, end];
}

const EMPTY: readonly never[] = [];
const weekCache = new WeakMap<object, readonly (readonly [number, number])[] | null>();
const blockedCache = new WeakMap<object, readonly (readonly [number, number])[]>();

/** Week ranges of an interval list; null means "no restriction" (empty, or nothing readable in it). */
function compileWeek(intervals: readonly WeekdayInterval[] | null | undefined) {
  if (!intervals || intervals.length === 0) return null;
  let week = weekCache.get(intervals);
  if (week === undefined) {
    const ranges = mergeRanges(intervals.flatMap(intervalWeekRanges));
    week = ranges.length === 0 ? null : ranges;
    weekCache.set(intervals, week);
  }
  return week;
}

function compileBlocked(ranges: readonly BlockedRange[] | null | undefined) {
  if (!ranges || ranges.length === 0) return EMPTY;
  let keys = blockedCache.get(ranges);
  if (keys === undefined) {
    keys = ranges.map(blockedKeyRange).filter((r): r is [number, number] => r !== undefined);
    blockedCache.set(ranges, keys);
  }
  return keys;
}

/** Compiles interval and blocked lists (cached per list object). */
export function compileSchedule(
  intervals: readonly WeekdayInterval[] | null | undefined,
  blocked: readonly BlockedRange[] | null | undefined,
): CompiledSchedule {
  const week = compileWeek(intervals);
  return { always: week === null, week: week ?? EMPTY, blocked: compileBlocked(blocked) };
}

function inWeek(week: readonly (readonly [number, number])[], second: number): boolean {
  for (const [a, b] of week) {
    if (second < a) return false;
    if (second < b) return true;
  }
  return false;
}

/** Whether a compiled schedule allows the item at a wall clock. */
export function isScheduleOpen(schedule: CompiledSchedule, clock: WallClock): boolean {
  for (const [a, b] of schedule.blocked) if (clock.wallKey >= a && clock.wallKey < b) return false;
  return schedule.always || inWeek(schedule.week, clock.weekSecond);
}

/**
 * Spec §5 hours rule for a category or product (`category_hours`, `product_hours`): available inside its
 * weekday intervals (always when there are none) and outside every blocked range.
 */
export function isAvailableAt(hours: ItemHours, clock: WallClock): boolean {
  if (!hours || hours.length === 0) return true;
  const intervals = hours[0];
  const blocked = hours[1];
  if ((!intervals || intervals.length === 0) && (!blocked || blocked.length === 0)) return true;
  return isScheduleOpen(compileSchedule(intervals, blocked), clock);
}
