import { describe, expect, it } from "vitest";
import { dateTimeFormat, knownTimeZone } from "../../../engine/rules/date-formats";

describe("date formats made once (engine/rules/date-formats.ts)", () => {
  it("gives the same format for the same locale and options, another for other options", () => {
    const a = dateTimeFormat("en", { timeZone: "Asia/Dubai", hour: "2-digit" });
    expect(dateTimeFormat("en", { timeZone: "Asia/Dubai", hour: "2-digit" })).toBe(a);
    expect(dateTimeFormat("en", { timeZone: "Asia/Dubai", hour: "numeric" })).not.toBe(a);
    expect(dateTimeFormat("ar", { timeZone: "Asia/Dubai", hour: "2-digit" })).not.toBe(a);
    expect(dateTimeFormat("en", { timeZone: "Asia/Dubai", hour: "2-digit", hourCycle: "h23" }).format(Date.UTC(2026, 10, 27, 5, 0))).toBe("09");
  });

  it("keeps a time zone the runtime knows and falls back for one it does not, asked again or not", () => {
    expect(knownTimeZone("Asia/Riyadh", "UTC")).toBe("Asia/Riyadh");
    expect(knownTimeZone("Mars/Olympus_Mons", "Asia/Dubai")).toBe("Asia/Dubai");
    expect(knownTimeZone("Mars/Olympus_Mons", "UTC")).toBe("UTC");
    expect(knownTimeZone("", "UTC")).toBe("UTC");
    expect(knownTimeZone(null, "UTC")).toBe("UTC");
  });
});
