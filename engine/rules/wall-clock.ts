/**
 * The venue's wall clock at one instant, computed once with Temporal and then compared as plain numbers:
 * availability of 3,000 products is 3,000 integer comparisons, not 3,000 time-zone conversions.
 */
import { loadTemporal, resolveTimeZone, type TemporalApi } from "./temporal";

export const SECONDS_PER_DAY = 86_400;
export const SECONDS_PER_WEEK = 7 * SECONDS_PER_DAY;

/** Local wall time at one instant in the venue's zone. */
export interface WallClock {
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  dayOfWeek: number;
  /** Seconds since the local Monday 00:00. */
  weekSecond: number;
  /** The local date-time as the sortable number YYYYMMDDhhmmss (compared against blocked ranges). */
  wallKey: number;
  timeZone: string;
  epochMilliseconds: number;
}

/** Builds the sortable YYYYMMDDhhmmss key. */
export function wallKeyOf(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return ((((year * 100 + month) * 100 + day) * 100 + hour) * 100 + minute) * 100 + second;
}

/** Longest fall-back shift looked for (real zones shift by at most 2 hours). */
const MAX_FOLD_MS = 3 * 3_600_000;

/**
 * The wall clock at an instant in a zone (the zone falls back to Asia/Dubai when unknown).
 *
 * In the hour a fall-back repeats, the clock is held at the last second it showed before turning back
 * (docs/hours.md, "the first time the clock reaches it"): an item that closed at 02:30 does not reopen
 * when the clock reads 02:00 again, and nothing is counted twice. Elsewhere it is the plain wall time.
 */
export function wallClockAt(T: TemporalApi, epochMilliseconds: number, timeZone: string | null | undefined): WallClock {
  const zone = resolveTimeZone(T, timeZone);
  const z = T.Instant.fromEpochMilliseconds(epochMilliseconds).toZonedDateTimeISO(zone);
  const offsetMs = z.offsetNanoseconds / 1_000_000;
  const earlier = T.Instant.fromEpochMilliseconds(epochMilliseconds - MAX_FOLD_MS).toZonedDateTimeISO(zone);
  if (earlier.offsetNanoseconds / 1_000_000 > offsetMs) {
    const transition = earlier.getTimeZoneTransition("next");
    if (transition && transition.epochMilliseconds <= epochMilliseconds) {
      const before =
        T.Instant.fromEpochMilliseconds(transition.epochMilliseconds - 1).toZonedDateTimeISO(zone).offsetNanoseconds /
        1_000_000;
      const shift = before - offsetMs;
      if (shift > 0 && epochMilliseconds - transition.epochMilliseconds < shift) {
        const heldWall = Math.floor((transition.epochMilliseconds + before) / 1000) * 1000 - 1000;
        return wallClockFromWallEpoch(heldWall, zone, epochMilliseconds);
      }
    }
  }
  return {
    dayOfWeek: z.dayOfWeek,
    weekSecond: (z.dayOfWeek - 1) * SECONDS_PER_DAY + z.hour * 3600 + z.minute * 60 + z.second,
    wallKey: wallKeyOf(z.year, z.month, z.day, z.hour, z.minute, z.second),
    timeZone: zone,
    epochMilliseconds,
  };
}

/**
 * A wall clock from a "wall epoch": local date-time expressed as if it were UTC milliseconds. Used where
 * the offset is already known (one offset segment of a day) and by tests; no zone lookup.
 */
export function wallClockFromWallEpoch(wallEpochMs: number, timeZone: string, epochMilliseconds: number): WallClock {
  const d = new Date(wallEpochMs);
  const dayOfWeek = ((d.getUTCDay() + 6) % 7) + 1;
  return {
    dayOfWeek,
    weekSecond:
      (dayOfWeek - 1) * SECONDS_PER_DAY + d.getUTCHours() * 3600 + d.getUTCMinutes() * 60 + d.getUTCSeconds(),
    wallKey: wallKeyOf(
      d.getUTCFullYear(),
      d.getUTCMonth() + 1,
      d.getUTCDate(),
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
    ),
    timeZone,
    epochMilliseconds,
  };
}

/** The venue's wall clock now (or at `epochMilliseconds`), loading Temporal if needed. */
export async function venueClock(timeZone?: string | null, epochMilliseconds: number = Date.now()): Promise<WallClock> {
  const T = await loadTemporal();
  return wallClockAt(T, epochMilliseconds, timeZone);
}
