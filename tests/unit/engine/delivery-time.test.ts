import { Temporal } from "@js-temporal/polyfill";
import { describe, expect, it } from "vitest";
import { orderDeliveryDatetime, venueDateTime, venueLocalNow, venueNow } from "../../../engine/order/delivery-time";

const T = Temporal as never;
/** 12:00:20 in Dubai (+04:00), whatever the machine's zone. */
const DUBAI_NOON = Date.parse("2026-11-23T12:00:20+04:00");

describe("the order's delivery time in the venue's zone (ordering spec §5, §9; issue 18)", () => {
  it("sends now with the venue's offset when the guest left the default, never the browser's offset and never null", () => {
    expect(orderDeliveryDatetime(T, null, "Asia/Dubai", DUBAI_NOON)).toBe("2026-11-23T12:00:20+04:00");
    expect(orderDeliveryDatetime(T, null, "Europe/London", DUBAI_NOON)).toBe("2026-11-23T08:00:20+00:00");
    expect(venueNow(T, "America/New_York", DUBAI_NOON)).toBe("2026-11-23T03:00:20-05:00");
  });
  it("reads a scheduled wall time in the venue's zone", () => {
    expect(orderDeliveryDatetime(T, "2026-11-23T13:30", "Asia/Dubai", DUBAI_NOON)).toBe("2026-11-23T13:30:00+04:00");
    // Summer time where the venue is, whatever it is where the guest's phone thinks it is.
    expect(venueDateTime(T, "2026-07-01T19:00", "Europe/Berlin")).toBe("2026-07-01T19:00:00+02:00");
    // In a spring-forward gap the later wall time is meant.
    expect(venueDateTime(T, "2026-03-29T02:30", "Europe/Berlin")).toBe("2026-03-29T03:30:00+02:00");
  });
  it("refuses what is not a date and time, and an unknown zone is the spec's default, Asia/Dubai", () => {
    expect(venueDateTime(T, "", "Asia/Dubai")).toBeUndefined();
    expect(venueDateTime(T, "tomorrow", "Asia/Dubai")).toBeUndefined();
    expect(venueDateTime(T, "2026-02-30T10:00", "Asia/Dubai")).toBeUndefined();
    expect(orderDeliveryDatetime(T, "nonsense", "Asia/Dubai", DUBAI_NOON)).toBe("");
    expect(venueNow(T, "Mars/Olympus", DUBAI_NOON)).toBe("2026-11-23T12:00:20+04:00");
  });
  it("gives the form's minimum and default: the venue's wall time, up to the next minute", () => {
    expect(venueLocalNow(T, "Asia/Dubai", DUBAI_NOON)).toBe("2026-11-23T12:01");
    expect(venueLocalNow(T, "Asia/Dubai", Date.parse("2026-11-23T12:00:00+04:00"))).toBe("2026-11-23T12:00");
  });
});
