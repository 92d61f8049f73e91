import { describe, expect, it } from "vitest";
import {
  deliveryFeeApplies,
  enabledOrderTypes,
  hasOrderTypeSettings,
  integrationOrderType,
  integrationOrderTypeAction,
  orderTypeAfterScan,
  resolveOrderType,
  showActiveOrderWarning,
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

describe("integration mode switches (doc 2 §4)", () => {
  it("delivery with a location and its type becomes dine_in", () => {
    expect(integrationOrderType({ orderType: "delivery", orderLocation: "7", orderLocationType: "Table" })).toBe("dine_in");
  });
  it("delivery with neither becomes takeaway", () => {
    expect(integrationOrderType({ orderType: "delivery" })).toBe("takeaway");
  });
  it("other types stay", () => {
    expect(integrationOrderType({ orderType: "drive_thru", orderLocation: "7", orderLocationType: "Table" })).toBe("drive_thru");
  });
  it("dine_in at a location without an active order runs the integration action", () => {
    const base = { integrationEnabled: true, activeOrder: false, orderLocation: "7", orderLocationType: "Table" as const };
    expect(integrationOrderTypeAction({ ...base, orderType: "dine_in" })).toBe("integration-dine-in");
    expect(integrationOrderTypeAction({ ...base, orderType: "dine_in", activeOrder: true })).toBeNull();
    expect(integrationOrderTypeAction({ ...base, orderType: "delivery" })).toBe("default-order-type");
    expect(integrationOrderTypeAction({ ...base, orderType: "takeaway" })).toBeNull();
    expect(integrationOrderTypeAction({ ...base, orderType: "dine_in", integrationEnabled: false })).toBeNull();
  });
  it("the active-order warning shows for dine_in with an active order", () => {
    expect(showActiveOrderWarning(true, "dine_in")).toBe(true);
    expect(showActiveOrderWarning(true, "takeaway")).toBe(false);
    expect(showActiveOrderWarning(false, "dine_in")).toBe(false);
  });
});

describe("the order type after a table, room or area link (ordering spec §2, §4; issue 18)", () => {
  const table = { orderLocation: "1", orderLocationType: "Table" as const };
  it("makes the order dine-in where the venue takes dine-in orders", () => {
    expect(orderTypeAfterScan({ orderType: "delivery", ...table }, all, false)).toBe("dine_in");
    expect(orderTypeAfterScan({ orderType: "takeaway", ...table }, all, false)).toBe("dine_in");
    expect(orderTypeAfterScan({ orderType: "delivery", orderLocation: "1", orderLocationType: "Room" }, all, false)).toBe("dine_in");
  });
  it("keeps the type where the venue takes no dine-in orders, or nothing was scanned", () => {
    expect(orderTypeAfterScan({ orderType: "takeaway", ...table }, { ...all, enable_dine_in: false }, false)).toBe("takeaway");
    expect(orderTypeAfterScan({ orderType: "delivery", orderLocation: null, orderLocationType: null }, all, false)).toBe("delivery");
  });
  it("in venue-group mode applies the spec's rules: delivery at a table is dine_in, takeaway stays, another type runs the default action", () => {
    expect(orderTypeAfterScan({ orderType: "delivery", ...table }, all, true)).toBe("dine_in");
    expect(orderTypeAfterScan({ orderType: "takeaway", ...table }, all, true)).toBe("takeaway");
    expect(orderTypeAfterScan({ orderType: "drive_thru", ...table }, all, true)).toBe("dine_in");
    // Whatever comes out falls back like any choice when the venue disables it.
    expect(orderTypeAfterScan({ orderType: "delivery", ...table }, { enable_takeaway: true }, true)).toBe("takeaway");
  });
});
