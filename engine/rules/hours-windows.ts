/**
 * The instants of one local date when a schedule is open ("Available today 09:00–17:00", "Opens at …").
 * The day is cut at every instant where the answer may change — each schedule boundary in each offset
 * segment, each offset transition, the end of a repeated (fall-back) span — and each piece is judged by
 * `wallClockAt` + `isScheduleOpen`, the very functions that judge a single instant. So the windows agree
 * with `isAvailableAt` instant by instant: a skipped hour yields nothing, a repeated hour is not counted
 * twice, and the windows never sum past the day's real length (23, 24 or 25 hours).
 */
import type { TemporalApi } from "./temporal";
import { resolveTimeZone } from "./temporal";
import { compileSchedule, isScheduleOpen, type CompiledSchedule, type ItemHours } from "./hours";
import { SECONDS_PER_WEEK, wallClockAt } from "./wall-clock";

/** A half-open [start, end) span of epoch milliseconds. */
export interface InstantWindow {
  start: number;
  end: number;
}

const MS_PER_WEEK = SECONDS_PER_WEEK * 1000;
/** 1970-01-01 was a Thursday: Monday 00:00 of that week is three days earlier. */
const EPOCH_WEEK_OFFSET_MS = 3 * 86_400_000;

/** A wall key (YYYYMMDDhhmmss) as a "wall epoch": the local date-time written as if it were UTC milliseconds. */
export function keyToWallEpoch(key: number): number {
  const s = key % 100;
  const mi = Math.floor(key / 100) % 100;
  const h = Math.floor(key / 10_000) % 100;
  const d = Math.floor(key / 1_000_000) % 100;
  const mo = Math.floor(key / 100_000_000) % 100;
  const y = Math.floor(key / 10_000_000_000);
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** Wall-time points in [a, b) (wall epoch ms) where the schedule may change. */
function wallBreakpoints(schedule: CompiledSchedule, a: number, b: number): number[] {
  const points: number[] = [];
  const weekStart = a - ((((a + EPOCH_WEEK_OFFSET_MS) % MS_PER_WEEK) + MS_PER_WEEK) % MS_PER_WEEK);
  for (let base = weekStart; base < b; base += MS_PER_WEEK) {
    for (const [s, e] of schedule.week) points.push(base + s * 1000, base + e * 1000);
  }
  for (const [s, e] of schedule.blocked) {
    for (const key of [s, e]) if (Number.isFinite(key)) points.push(keyToWallEpoch(key));
  }
  return points.filter((p) => p > a && p < b);
}

/**
 * The open windows of `hours` during the local date `isoDate` ("2026-03-29") in `timeZone`, as merged,
 * sorted instant windows inside that day's real span.
 */
export function availabilityWindowsOn(
  T: TemporalApi,
  hours: ItemHours,
  isoDate: string,
  timeZone: string | null | undefined,
): InstantWindow[] {
  const zone = resolveTimeZone(T, timeZone);
  const schedule = compileSchedule(hours?.[0], hours?.[1]);
  const date = T.PlainDate.from(isoDate);
  const dayStart = date.toZonedDateTime({ timeZone: zone }).epochMilliseconds;
  const dayEnd = date.add({ days: 1 }).toZonedDateTime({ timeZone: zone }).epochMilliseconds;
  const cuts = new Set<number>([dayStart, dayEnd]);
  let cursor = dayStart;
  let offset = T.Instant.fromEpochMilliseconds(dayStart).toZonedDateTimeISO(zone).offsetNanoseconds / 1_000_000;
  while (cursor < dayEnd) {
    const next = T.Instant.fromEpochMilliseconds(cursor).toZonedDateTimeISO(zone).getTimeZoneTransition("next");
    const segEnd = next ? Math.min(next.epochMilliseconds, dayEnd) : dayEnd;
    for (const p of wallBreakpoints(schedule, cursor + offset, segEnd + offset)) cuts.add(p - offset);
    if (segEnd >= dayEnd || !next) break;
    const nextOffset = next.offsetNanoseconds / 1_000_000;
    if (nextOffset < offset) cuts.add(Math.min(dayEnd, segEnd + (offset - nextOffset)));
    cuts.add(segEnd);
    cursor = segEnd;
    offset = nextOffset;
  }
  const points = [...cuts].filter((p) => p >= dayStart && p <= dayEnd).sort((x, y) => x - y);
  const windows: InstantWindow[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const p = points[i] as number;
    const q = points[i + 1] as number;
    if (!isScheduleOpen(schedule, wallClockAt(T, p, zone))) continue;
    const last = windows[windows.length - 1];
    if (last && last.end === p) last.end = q;
    else windows.push({ start: p, end: q });
  }
  return windows;
}

/** The total open time of a set of windows, in milliseconds. */
export function windowsDuration(windows: readonly InstantWindow[]): number {
  return windows.reduce((sum, w) => sum + (w.end - w.start), 0);
}
