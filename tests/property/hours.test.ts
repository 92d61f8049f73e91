import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { loadTemporal, type TemporalApi } from "../../engine/rules/temporal";
import { wallClockAt } from "../../engine/rules/wall-clock";
import { blockedKeyRange, isAvailableAt, type BlockedRange, type ItemHours, type WeekdayInterval } from "../../engine/rules/hours";
import { availabilityWindowsOn, windowsDuration } from "../../engine/rules/hours-windows";

const T: TemporalApi = await loadTemporal();
const HOUR = 3_600_000;

const pad = (n: number) => String(n).padStart(2, "0");
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45), fc.constantFrom(0, 0, 30))
  .map(([h, m, s]) => `${pad(h)}:${pad(m)}:${pad(s)}`);
const interval = (day: fc.Arbitrary<number>): fc.Arbitrary<WeekdayInterval> =>
  fc.record({ day, from_hour: time, to_hour: time });
const localDate = fc
  .tuple(fc.integer({ min: 2021, max: 2030 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .map(([y, m, d]) => `${y}-${pad(m)}-${pad(d)}`);
const blocked: fc.Arbitrary<BlockedRange> = fc.record({
  start: fc.option(fc.tuple(localDate, fc.option(time)).map(([d, t]) => (t ? `${d}T${t}` : d)), { nil: null }),
  end: fc.option(fc.tuple(localDate, fc.option(time)).map(([d, t]) => (t ? `${d}T${t}` : d)), { nil: null }),
});
const zone = fc.constantFrom("Asia/Dubai", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe");

const inBlocked = (ranges: readonly BlockedRange[], key: number) =>
  ranges.some((r) => {
    const k = blockedKeyRange(r);
    return k !== undefined && key >= k[0] && key < k[1];
  });

describe("availability repeats weekly outside blocked ranges", () => {
  it("the same wall time a week later gives the same answer", () => {
    fc.assert(
      fc.property(
        fc.array(interval(fc.integer({ min: 1, max: 7 })), { maxLength: 5 }),
        fc.array(blocked, { maxLength: 2 }),
        fc.integer({ min: Date.UTC(2021, 0, 1), max: Date.UTC(2030, 11, 1) }),
        zone,
        (intervals, ranges, t, z) => {
          const a = wallClockAt(T, t, z);
          const b = wallClockAt(T, t + 7 * 24 * HOUR, z);
          fc.pre(a.weekSecond === b.weekSecond);
          fc.pre(!inBlocked(ranges, a.wallKey) && !inBlocked(ranges, b.wallKey));
          const hours: ItemHours = [intervals, ranges];
          expect(isAvailableAt(hours, a)).toBe(isAvailableAt(hours, b));
        },
      ),
      { numRuns: 150 },
    );
  });
});

/** The days with an offset change in a zone and year, as local ISO dates. */
function transitionDates(z: string, year: number): string[] {
  const dates: string[] = [];
  let cursor = T.PlainDate.from({ year, month: 1, day: 1 }).toZonedDateTime({ timeZone: z });
  for (let i = 0; i < 4; i++) {
    const next = cursor.getTimeZoneTransition("next");
    if (!next || next.year !== year) break;
    dates.push(next.toPlainDate().toString());
    cursor = next;
  }
  return dates;
}

/** Oracle for "the first time the clock reaches" a wall time on a date: independent of wall-clock.ts. */
function firstReach(date: string, wall: string, z: string): number {
  const pdt = T.PlainDateTime.from(`${date}T${wall}`);
  const earlier = pdt.toZonedDateTime(z, { disambiguation: "earlier" });
  if (T.PlainDateTime.compare(earlier.toPlainDateTime(), pdt) === 0) return earlier.epochMilliseconds;
  return earlier.getTimeZoneTransition("next")?.epochMilliseconds ?? earlier.epochMilliseconds;
}

const dstDay = fc
  .tuple(fc.constantFrom("Europe/Berlin", "America/New_York", "Australia/Lord_Howe"), fc.integer({ min: 2022, max: 2030 }), fc.nat())
  .map(([z, year, pick]) => {
    const dates = transitionDates(z, year);
    return { zone: z, date: dates[pick % dates.length] as string };
  });

describe("a day with a daylight-saving change", () => {
  it("neither throws nor counts an hour twice: windows are disjoint, inside the day, and agree instant by instant", () => {
    fc.assert(
      fc.property(
        dstDay,
        fc.array(interval(fc.integer({ min: 1, max: 7 })), { maxLength: 3 }),
        fc.array(fc.tuple(time, time), { maxLength: 1 }),
        fc.array(fc.integer({ min: 0, max: 25 * 60 - 1 }), { minLength: 20, maxLength: 20 }),
        ({ zone: z, date }, intervals, blocks, minutes) => {
          const ranges = blocks.map(([a, b]) => ({ start: `${date}T${a}`, end: `${date}T${b}` }));
          const hours: ItemHours = [intervals, ranges];
          const [day] = availabilityWindowsOn(T, [], date, z);
          const windows = availabilityWindowsOn(T, hours, date, z);
          const length = day!.end - day!.start;
          expect(windowsDuration(windows)).toBeLessThanOrEqual(length);
          for (let i = 0; i < windows.length; i++) {
            const w = windows[i]!;
            expect(w.start).toBeLessThan(w.end);
            expect(w.start).toBeGreaterThanOrEqual(day!.start);
            expect(w.end).toBeLessThanOrEqual(day!.end);
            if (i > 0) expect(w.start).toBeGreaterThan(windows[i - 1]!.end);
          }
          for (const m of minutes) {
            const t = day!.start + ((m * 60_000) % length);
            const inWindow = windows.some((w) => t >= w.start && t < w.end);
            expect(isAvailableAt(hours, wallClockAt(T, t, z))).toBe(inWindow);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("an interval lasts from the first time the clock shows its start to the first time it shows its end", () => {
    fc.assert(
      fc.property(dstDay, time, time, ({ zone: z, date }, a, b) => {
        fc.pre(a < b);
        const weekday = T.PlainDate.from(date).dayOfWeek;
        const windows = availabilityWindowsOn(T, [[{ day: weekday, from_hour: a, to_hour: b }]], date, z);
        expect(windows.length).toBeLessThanOrEqual(1);
        expect(windowsDuration(windows)).toBe(Math.max(0, firstReach(date, b, z) - firstReach(date, a, z)));
      }),
      { numRuns: 60 },
    );
  });
});
