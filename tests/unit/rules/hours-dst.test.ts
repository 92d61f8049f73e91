import { describe, expect, it } from "vitest";
import { loadTemporal } from "../../../engine/rules/temporal";
import { wallClockAt } from "../../../engine/rules/wall-clock";
import { isAvailableAt, type ItemHours } from "../../../engine/rules/hours";
import { availabilityWindowsOn, windowsDuration } from "../../../engine/rules/hours-windows";

const T = await loadTemporal();
const HOUR = 3_600_000;
const sunday = (from: string, to: string): ItemHours => [[{ day: 7, from_hour: from, to_hour: to }]];
const utc = (ms: number) => new Date(ms).toISOString().slice(11, 16);

describe("daylight-saving days (docs/hours.md)", () => {
  it("the days are 23 and 25 hours long", () => {
    expect(windowsDuration(availabilityWindowsOn(T, [], "2026-03-29", "Europe/Berlin"))).toBe(23 * HOUR);
    expect(windowsDuration(availabilityWindowsOn(T, [], "2026-10-25", "Europe/Berlin"))).toBe(25 * HOUR);
    expect(windowsDuration(availabilityWindowsOn(T, [], "2026-03-08", "America/New_York"))).toBe(23 * HOUR);
    expect(windowsDuration(availabilityWindowsOn(T, [], "2026-11-01", "America/New_York"))).toBe(25 * HOUR);
  });
  it("spring forward: a skipped hour is simply not there", () => {
    expect(windowsDuration(availabilityWindowsOn(T, sunday("01:00:00", "04:00:00"), "2026-03-29", "Europe/Berlin"))).toBe(2 * HOUR);
    expect(availabilityWindowsOn(T, sunday("02:15:00", "02:45:00"), "2026-03-29", "Europe/Berlin")).toEqual([]);
    const w = availabilityWindowsOn(T, sunday("02:30:00", "03:30:00"), "2026-03-29", "Europe/Berlin");
    expect(w.map((x) => `${utc(x.start)}-${utc(x.end)}`)).toEqual(["01:00-01:30"]);
  });
  it("fall back: what closed at 02:30 does not reopen when the clock reads 02:00 again", () => {
    const w = availabilityWindowsOn(T, sunday("00:00:00", "02:30:00"), "2026-10-25", "Europe/Berlin");
    expect(w.map((x) => `${utc(x.start)}-${utc(x.end)}`)).toEqual(["22:00-00:30"]);
    const lateNight = Date.UTC(2026, 9, 25, 1, 15);
    expect(isAvailableAt(sunday("00:00:00", "02:30:00"), wallClockAt(T, lateNight, "Europe/Berlin"))).toBe(false);
  });
  it("fall back: an interval across the repeated hour lasts its real elapsed time", () => {
    expect(windowsDuration(availabilityWindowsOn(T, sunday("01:00:00", "04:00:00"), "2026-10-25", "Europe/Berlin"))).toBe(4 * HOUR);
    expect(windowsDuration(availabilityWindowsOn(T, sunday("02:15:00", "02:45:00"), "2026-10-25", "Europe/Berlin"))).toBe(HOUR / 2);
    expect(windowsDuration(availabilityWindowsOn(T, sunday("02:30:00", "03:30:00"), "2026-10-25", "Europe/Berlin"))).toBe(2 * HOUR);
  });
  it("windows agree with isAvailableAt minute by minute", () => {
    const hours = sunday("00:00:00", "02:30:00");
    for (const [date, zone] of [
      ["2026-10-25", "Europe/Berlin"],
      ["2026-11-01", "America/New_York"],
    ] as const) {
      const windows = availabilityWindowsOn(T, hours, date, zone);
      const [day] = availabilityWindowsOn(T, [], date, zone);
      for (let t = day!.start; t < day!.end; t += 60_000) {
        const inWindow = windows.some((w) => t >= w.start && t < w.end);
        expect(isAvailableAt(hours, wallClockAt(T, t, zone))).toBe(inWindow);
      }
    }
  });
});
