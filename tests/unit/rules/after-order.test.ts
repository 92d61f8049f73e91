import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import { canDeleteTip, DEFAULT_TIPS_AMOUNT, parseCustomTip, showTipsCard, tipPresets } from "../../../engine/rules/tips";
import { checkSplit, clampGuests, DEFAULT_SPLIT_GUESTS, evenSplit } from "../../../engine/rules/split-payment";
import { addSavedAddress, removeSavedAddress } from "../../../engine/rules/saved-addresses";

describe("tips (doc 2 §4, §5, §9)", () => {
  it("presets 0, 5, 10, 15 % of the total at the menu's decimals", () => {
    expect(tipPresets(milli(79730), 2)).toEqual([
      { percent: 0, amount: 0 },
      { percent: 5, amount: 3990 },
      { percent: 10, amount: 7970 },
      { percent: 15, amount: 11960 },
    ]);
    expect(tipPresets(milli(79730), 3)[1]?.amount).toBe(3987);
  });
  it("a custom tip is a number of at least 0; the default is '0.000'", () => {
    expect(parseCustomTip("2.5")).toBe(2500);
    expect(parseCustomTip("0")).toBe(0);
    expect(parseCustomTip("-1")).toBeUndefined();
    expect(parseCustomTip("abc")).toBeUndefined();
    expect(DEFAULT_TIPS_AMOUNT).toBe("0.000");
  });
  it("a custom tip is rounded to the menu's decimals, as the presets are (issue 18)", () => {
    expect(parseCustomTip("2.555", 2)).toBe(2560);
    expect(parseCustomTip("2.554", 2)).toBe(2550);
    expect(parseCustomTip("2.555", 3)).toBe(2555);
    expect(parseCustomTip("7", 2)).toBe(7000);
  });
  it("the card and the delete button follow their conditions", () => {
    expect(showTipsCard(milli(100), 0, milli(0))).toBe(true);
    expect(showTipsCard(milli(100), 1, milli(0))).toBe(false);
    expect(showTipsCard(milli(100), 0, milli(5))).toBe(false);
    expect(canDeleteTip(milli(5), 0, true)).toBe(true);
    expect(canDeleteTip(milli(5), 1, true)).toBe(false);
  });
});

describe("split payment (doc 2 §5, §9)", () => {
  it("2 to 6 guests, default 2", () => {
    expect(DEFAULT_SPLIT_GUESTS).toBe(2);
    expect(clampGuests(1)).toBe(2);
    expect(clampGuests(9)).toBe(6);
    expect(clampGuests(NaN)).toBe(2);
  });
  it("the first split halves the balance with the remainder to the second guest", () => {
    expect(evenSplit(milli(100010), 2, 2)).toEqual([50000, 50010]);
    expect(evenSplit(milli(100000), 3, 2)).toEqual([33330, 33330, 33340]);
    expect(evenSplit(milli(100001), 2, 3)).toEqual([50000, 50001]);
  });
  it("guest amounts must sum to the balance at the price decimals", () => {
    expect(checkSplit([milli(50000), milli(50010)], milli(100010), 2)).toEqual({ valid: true });
    expect(checkSplit([milli(50000), milli(50000)], milli(100010), 2)).toEqual({ valid: false, label: "Invalid split total" });
    expect(checkSplit([milli(100010)], milli(100010), 2).valid).toBe(false);
    expect(checkSplit([milli(0), milli(100010)], milli(100010), 2).valid).toBe(false);
  });
});

describe("saved addresses: up to 5, newest first", () => {
  it("puts the newest first and keeps five", () => {
    let saved: { uuid: string }[] = [];
    for (const uuid of ["a", "b", "c", "d", "e", "f"]) saved = addSavedAddress(saved, { uuid });
    expect(saved.map((a) => a.uuid)).toEqual(["f", "e", "d", "c", "b"]);
    expect(addSavedAddress(saved, { uuid: "c" }).map((a) => a.uuid)).toEqual(["c", "f", "e", "d", "b"]);
    expect(removeSavedAddress(saved, "e").map((a) => a.uuid)).toEqual(["f", "d", "c", "b"]);
  });
});
