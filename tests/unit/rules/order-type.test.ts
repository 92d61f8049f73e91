import { describe, expect, it } from "vitest";
import {
  deliveryFeeApplies,
  enabledOrderTypes,
  hasOrderTypeSettings,
  orderTypeAfterScan,
  resolveOrderType,
} from "../../../engine/rules/order-type";

const all = { enable_delivery: true, enable_dine_in: true, enable_takeaway: true, enable_drive_thru: true };

describe("order-type fallback (spec §4)", () => {
  it("keeps an enabled type", () => {
    expect(resolveOrderType("delivery", all)).toBe("delivery");
  });
  it("delivery disabled falls back to dine_in, else drive_thru, else takeaway", () => {
    expect(resolveOrderType("delivery", { ...all, enable_delivery: false })).toBe("dine_in");
    expect(resolveOrderType("delivery", { ...all, enable_delivery: false, enable_dine_in: false })).toBe("drive_thru");
    expect(resolveOrderType("delivery", { enable_takeaway: true })).toBe("takeaway");
    expect(resolveOrderType("delivery", {})).toBe("takeaway");
  });
  it("another disabled type falls back to the first enabled type", () => {
    expect(resolveOrderType("takeaway", { enable_delivery: true, enable_takeaway: false })).toBe("delivery");
    expect(resolveOrderType("drive_thru", { enable_dine_in: true })).toBe("dine_in");
  });
  it("a missing type is the default, delivery", () => {
    expect(resolveOrderType(null, all)).toBe("delivery");
  });
  it("lists enabled types and knows when settings are missing", () => {
    expect(enabledOrderTypes({ enable_takeaway: true, enable_dine_in: true })).toEqual(["dine_in", "takeaway"]);
    expect(hasOrderTypeSettings({})).toBe(false);
    expect(hasOrderTypeSettings({ enable_delivery: false })).toBe(true);
  });
  it("delivery fees apply only to delivery", () => {
    expect(deliveryFeeApplies("delivery")).toBe(true);
    expect(deliveryFeeApplies("dine_in")).toBe(false);
  });
});

describe("the order type after a table, room or area link (ordering spec §2, §4; issue 18)", () => {
  const table = { orderLocation: "1", orderLocationType: "Table" as const };
  it("makes the order dine-in where the venue takes dine-in orders", () => {
    expect(orderTypeAfterScan({ orderType: "delivery", ...table }, all)).toBe("dine_in");
    expect(orderTypeAfterScan({ orderType: "takeaway", ...table }, all)).toBe("dine_in");
    expect(orderTypeAfterScan({ orderType: "delivery", orderLocation: "1", orderLocationType: "Room" }, all)).toBe("dine_in");
  });
  it("keeps the type where the venue takes no dine-in orders, or nothing was scanned", () => {
    expect(orderTypeAfterScan({ orderType: "takeaway", ...table }, { ...all, enable_dine_in: false })).toBe("takeaway");
    expect(orderTypeAfterScan({ orderType: "delivery", orderLocation: null, orderLocationType: null }, all)).toBe("delivery");
  });
});
