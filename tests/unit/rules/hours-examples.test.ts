/** Every example of docs/hours.md, by its number. */
import { describe, expect, it } from "vitest";
import {
  availabilityWindowsOn,
  isAvailableAt,
  isVenueOpenAt,
  loadTemporal,
  wallClockAt,
  windowsDuration,
  type ItemHours,
} from "../../../engine/rules";

const T = await loadTemporal();
const HOUR = 3_600_000;
const at = (local: string, zone = "Asia/Dubai") =>
  wallClockAt(T, T.PlainDateTime.from(local).toZonedDateTime(zone).epochMilliseconds, zone);
const open = (hours: ItemHours, ...locals: string[]) => locals.map((l) => isAvailableAt(hours, at(l)));
const one = (day: number, from: string, to: string): ItemHours => [[{ day, from_hour: from, to_hour: to }], []];
const utc = (ms: number) => new Date(ms).toISOString().slice(11, 16);

describe("docs/hours.md examples", () => {
  it("H1: no intervals means always available", () => {
    for (const hours of [undefined, [], [[], []]] as ItemHours[]) {
      expect(open(hours, "2026-01-05T03:00:00", "2026-01-11T23:59:59")).toEqual([true, true]);
    }
  });

  it("H2: an interval is [from, to) on its weekday", () => {
    expect(
      open(one(1, "09:00:00", "17:00:00"), "2026-01-05T08:59:59", "2026-01-05T09:00:00", "2026-01-05T16:59:59", "2026-01-05T17:00:00", "2026-01-06T10:00:00"),
    ).toEqual([false, true, true, false, false]);
  });

  it("H3: an end of 00:00:00 is the next midnight", () => {
    expect(open(one(5, "18:00:00", "00:00:00"), "2026-01-09T23:59:59", "2026-01-10T00:00:00")).toEqual([true, false]);
  });

  it("H4: an end before the start runs into the next day", () => {
    expect(open(one(6, "22:00:00", "02:00:00"), "2026-01-10T21:59:59", "2026-01-11T01:30:00", "2026-01-11T02:00:00")).toEqual([
      false,
      true,
      false,
    ]);
  });

  it("H5: Sunday runs into Monday", () => {
    expect(open(one(7, "23:00:00", "03:00:00"), "2026-01-12T02:00:00", "2026-01-12T03:00:00")).toEqual([true, false]);
  });

  it("H6: from equal to to is 24 hours", () => {
    expect(open(one(1, "09:00:00", "09:00:00"), "2026-01-06T08:59:59", "2026-01-06T09:00:00")).toEqual([true, false]);
  });

  it("H7: a bare end date covers that whole day", () => {
    const hours: ItemHours = [[], [{ start: "2026-12-24", end: "2026-12-26" }]];
    expect(open(hours, "2026-12-23T23:59:59", "2026-12-24T00:00:00", "2026-12-26T23:59:59", "2026-12-27T00:00:00")).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it("H8: a date-time end is exclusive", () => {
    const hours: ItemHours = [[], [{ start: "2026-12-24T10:00:00", end: "2026-12-24T14:00:00" }]];
    expect(open(hours, "2026-12-24T13:59:59", "2026-12-24T14:00:00")).toEqual([false, true]);
  });

  it("H9: a blocked range wins over the intervals", () => {
    const hours: ItemHours = [[{ day: 1, from_hour: "09:00:00", to_hour: "17:00:00" }], [{ start: "2026-01-05T12:00:00", end: "2026-01-05T13:00:00" }]];
    expect(open(hours, "2026-01-05T11:59:59", "2026-01-05T12:30:00", "2026-01-05T13:00:00")).toEqual([true, false, true]);
  });

  it("H10: judged in the menu's zone, Asia/Dubai when unknown", () => {
    const instant = Date.UTC(2026, 0, 5, 5, 30);
    const hours = one(1, "09:00:00", "17:00:00");
    expect(isAvailableAt(hours, wallClockAt(T, instant, "Asia/Dubai"))).toBe(true);
    expect(isAvailableAt(hours, wallClockAt(T, instant, "Europe/London"))).toBe(false);
    expect(isAvailableAt(hours, wallClockAt(T, instant, "Mars/Olympus"))).toBe(true);
  });

  it("H11: the venue is open without opening_hours, closed inside closing_rules", () => {
    const venue = { closing_rules: [{ start: "2026-12-25", end: "2026-12-25" }] };
    expect([at("2026-12-24T23:00:00"), at("2026-12-25T18:00:00"), at("2026-12-26T00:00:00")].map((c) => isVenueOpenAt(venue, c))).toEqual([
      true,
      false,
      true,
    ]);
  });

  it("H12: spring forward in Berlin", () => {
    expect(windowsDuration(availabilityWindowsOn(T, one(7, "01:00:00", "04:00:00"), "2026-03-29", "Europe/Berlin"))).toBe(2 * HOUR);
    const w = availabilityWindowsOn(T, one(7, "02:30:00", "03:30:00"), "2026-03-29", "Europe/Berlin");
    expect(w.map((x) => `${utc(x.start)}-${utc(x.end)}`)).toEqual(["01:00-01:30"]);
  });

  it("H13: fall back in Berlin, no reopening in the repeated hour", () => {
    const hours = one(7, "00:00:00", "02:30:00");
    expect(isAvailableAt(hours, wallClockAt(T, Date.UTC(2026, 9, 25, 1, 15), "Europe/Berlin"))).toBe(false);
    const w = availabilityWindowsOn(T, hours, "2026-10-25", "Europe/Berlin");
    expect(w.map((x) => `${utc(x.start)}-${utc(x.end)}`)).toEqual(["22:00-00:30"]);
    expect(windowsDuration(w)).toBe(2.5 * HOUR);
  });

  it("H14: fall back in Berlin, real elapsed time", () => {
    expect(windowsDuration(availabilityWindowsOn(T, one(7, "01:00:00", "04:00:00"), "2026-10-25", "Europe/Berlin"))).toBe(4 * HOUR);
    const w = availabilityWindowsOn(T, one(7, "02:15:00", "02:45:00"), "2026-10-25", "Europe/Berlin");
    expect(w.map((x) => `${utc(x.start)}-${utc(x.end)}`)).toEqual(["00:15-00:45"]);
  });
});
