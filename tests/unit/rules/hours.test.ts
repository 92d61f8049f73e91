import { describe, expect, it } from "vitest";
import { loadTemporal, resolveTimeZone, DEFAULT_TIME_ZONE } from "../../../engine/rules/temporal";
import { wallClockAt, venueClock } from "../../../engine/rules/wall-clock";
import {
  blockedKeyRange,
  intervalWeekRanges,
  isAvailableAt,
  parseBound,
  parseTimeOfDay,
  type ItemHours,
} from "../../../engine/rules/hours";
import { isVenueOpen, isVenueOpenAt } from "../../../engine/rules/venue-open";

const T = await loadTemporal();
/** The wall clock at a local date-time of a zone. */
const at = (local: string, zone = "Asia/Dubai") =>
  wallClockAt(T, T.PlainDateTime.from(local).toZonedDateTime(zone).epochMilliseconds, zone);

describe("parsing", () => {
  it("reads HH:MM:SS and HH:MM", () => {
    expect(parseTimeOfDay("09:30:15")).toBe(34215);
    expect(parseTimeOfDay("09:30")).toBe(34200);
    expect(parseTimeOfDay("24:00:00")).toBe(86400);
    expect(parseTimeOfDay("25:00")).toBeUndefined();
    expect(parseTimeOfDay("nine")).toBeUndefined();
  });
  it("an interval ending at or before its start runs into the next day; Sunday runs into Monday", () => {
    expect(intervalWeekRanges({ day: 1, from_hour: "09:00:00", to_hour: "17:00:00" })).toEqual([[32400, 61200]]);
    expect(intervalWeekRanges({ day: 5, from_hour: "18:00:00", to_hour: "00:00:00" })).toEqual([[410400, 432000]]);
    expect(intervalWeekRanges({ day: 7, from_hour: "23:00:00", to_hour: "03:00:00" })).toEqual([
      [601200, 604800],
      [0, 10800],
    ]);
    expect(intervalWeekRanges({ day: 8, from_hour: "09:00:00", to_hour: "17:00:00" })).toEqual([]);
  });
  it("blocked bounds: a bare start is 00:00, a bare end covers that whole day", () => {
    expect(parseBound("2026-12-24", false)).toBe(20261224000000);
    expect(parseBound("2026-12-31", true)).toBe(20270101000000);
    expect(parseBound("2026-12-24T14:00:00", true)).toBe(20261224140000);
    expect(parseBound("2026-12-24 14:00", false)).toBe(20261224140000);
    expect(parseBound("Christmas", false)).toBeUndefined();
    expect(blockedKeyRange({ start: "2026-12-26", end: "2026-12-24" })).toBeUndefined();
    expect(blockedKeyRange({})).toBeUndefined();
    expect(blockedKeyRange({ start: "2026-12-24" })).toEqual([20261224000000, Infinity]);
  });
});

describe("the wall clock", () => {
  it("is the venue's local time, Monday = 1", () => {
    const clock = at("2026-01-05T09:30:00");
    expect(clock.dayOfWeek).toBe(1);
    expect(clock.weekSecond).toBe(9 * 3600 + 30 * 60);
    expect(clock.wallKey).toBe(20260105093000);
  });
  it("an unknown or missing zone is Asia/Dubai", () => {
    expect(resolveTimeZone(T, "Mars/Olympus")).toBe(DEFAULT_TIME_ZONE);
    expect(resolveTimeZone(T, null)).toBe("Asia/Dubai");
    expect(resolveTimeZone(T, "Europe/Berlin")).toBe("Europe/Berlin");
  });
  it("venueClock loads Temporal itself", async () => {
    const clock = await venueClock(undefined, Date.UTC(2026, 0, 5, 5, 30));
    expect(clock.timeZone).toBe("Asia/Dubai");
    expect(clock.weekSecond).toBe(9 * 3600 + 30 * 60);
  });
});

describe("isAvailableAt", () => {
  const weekdays: ItemHours = [[{ day: 1, from_hour: "09:00:00", to_hour: "17:00:00" }], []];
  it("missing, [] or two empty lists mean always", () => {
    for (const hours of [undefined, null, [], [[], []], [[]]] as ItemHours[]) {
      expect(isAvailableAt(hours, at("2026-01-05T03:00:00"))).toBe(true);
    }
  });
  it("intervals are half-open [from, to)", () => {
    expect(isAvailableAt(weekdays, at("2026-01-05T08:59:59"))).toBe(false);
    expect(isAvailableAt(weekdays, at("2026-01-05T09:00:00"))).toBe(true);
    expect(isAvailableAt(weekdays, at("2026-01-05T16:59:59"))).toBe(true);
    expect(isAvailableAt(weekdays, at("2026-01-05T17:00:00"))).toBe(false);
    expect(isAvailableAt(weekdays, at("2026-01-06T10:00:00"))).toBe(false);
  });
  it("a list whose intervals are all unreadable restricts nothing", () => {
    expect(isAvailableAt([[{ day: 0, from_hour: "x", to_hour: "y" }]], at("2026-01-06T10:00:00"))).toBe(true);
  });
  it("a blocked range wins over the intervals", () => {
    const hours: ItemHours = [weekdays[0], [{ start: "2026-01-05T12:00:00", end: "2026-01-05T13:00:00" }]];
    expect(isAvailableAt(hours, at("2026-01-05T11:59:59"))).toBe(true);
    expect(isAvailableAt(hours, at("2026-01-05T12:30:00"))).toBe(false);
    expect(isAvailableAt(hours, at("2026-01-05T13:00:00"))).toBe(true);
  });
  it("is judged in the menu's zone", () => {
    const instant = Date.UTC(2026, 0, 5, 5, 30);
    expect(isAvailableAt(weekdays, wallClockAt(T, instant, "Asia/Dubai"))).toBe(true);
    expect(isAvailableAt(weekdays, wallClockAt(T, instant, "Europe/London"))).toBe(false);
  });
});

describe("venue open state", () => {
  it("open at all hours without opening_hours, closed inside closing_rules", () => {
    expect(isVenueOpenAt({}, at("2026-01-05T03:00:00"))).toBe(true);
    const settings = { opening_hours: [], closing_rules: [{ start: "2026-01-05", end: "2026-01-05" }] };
    expect(isVenueOpenAt(settings, at("2026-01-05T23:59:59"))).toBe(false);
    expect(isVenueOpenAt(settings, at("2026-01-06T00:00:00"))).toBe(true);
  });
  it("isVenueOpen reads the clock in the venue's timezone", async () => {
    const settings = { timezone: "Asia/Dubai", opening_hours: [{ day: 1, from_hour: "09:00:00", to_hour: "17:00:00" }] };
    expect(await isVenueOpen(settings, Date.UTC(2026, 0, 5, 5, 30))).toBe(true);
    expect(await isVenueOpen(settings, Date.UTC(2026, 0, 5, 4, 30))).toBe(false);
  });
});
