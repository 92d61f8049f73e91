import { describe, expect, it } from "vitest";
import { formatOrderDate } from "../../../engine/rules/order-date";

describe("formatOrderDate: 'MMMM do, yyyy H:mma' in the venue's time zone (ordering spec §2)", () => {
  it("writes the spec's pattern in English, in the venue's zone, with the ordinal day", () => {
    expect(formatOrderDate("2026-11-23T09:30:00Z", "Asia/Dubai", "en")).toBe("November 23rd, 2026 13:30PM");
    expect(formatOrderDate("2026-03-01T03:05:00Z", "Asia/Dubai", "en")).toBe("March 1st, 2026 7:05AM");
    expect(formatOrderDate("2026-03-11T20:00:00Z", "Asia/Dubai", "en")).toBe("March 12th, 2026 0:00AM");
    expect(formatOrderDate("2026-03-22T08:00:00Z", "UTC", "en")).toBe("March 22nd, 2026 8:00AM");
  });
  it("keeps the pattern in the guest's language and numerals", () => {
    expect(formatOrderDate("2026-11-23T09:30:00Z", "Asia/Dubai", "fr")).toBe("novembre 23, 2026 13:30PM");
    expect(formatOrderDate("2026-11-23T09:30:00Z", "Asia/Dubai", "ar", true)).toBe("نوفمبر ٢٣, ٢٠٢٦ ١٣:٣٠م");
  });
  it("falls back to UTC for an unknown zone and returns an unreadable date as sent", () => {
    expect(formatOrderDate("2026-11-23T09:30:00Z", "Mars/Base", "en")).toBe("November 23rd, 2026 9:30AM");
    expect(formatOrderDate("yesterday", "Asia/Dubai", "en")).toBe("yesterday");
  });
});
