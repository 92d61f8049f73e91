import { describe, expect, it } from "vitest";
import {
  integrationOrderType,
  integrationOrderTypeAction,
  showActiveOrderWarning,
  venueGroupOrderTypeAfterScan,
} from "../../../../plugins/integration-venue-group/order-type-rules";
import { activeOrderWatcher } from "../../../../plugins/integration-venue-group/active-order";
import { createVenueGroupStore } from "../../../../plugins/integration-venue-group/venue-group-state";

const all = { enable_delivery: true, enable_dine_in: true, enable_takeaway: true, enable_drive_thru: true };

describe("the venue-group mode's order-type switches (ordering spec §4)", () => {
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

describe("the order type after a table's link in the mode (ordering spec §4)", () => {
  const table = { orderLocation: "1", orderLocationType: "Table" as const };
  it("in venue-group mode applies the spec's rules: delivery at a table is dine_in, takeaway stays, another type runs the default action", () => {
    expect(venueGroupOrderTypeAfterScan({ orderType: "delivery", ...table }, all)).toBe("dine_in");
    expect(venueGroupOrderTypeAfterScan({ orderType: "takeaway", ...table }, all)).toBe("takeaway");
    expect(venueGroupOrderTypeAfterScan({ orderType: "drive_thru", ...table }, all)).toBe("dine_in");
    // Whatever comes out falls back like any choice when the venue disables it.
    expect(venueGroupOrderTypeAfterScan({ orderType: "delivery", ...table }, { enable_takeaway: true })).toBe("takeaway");
  });
  it("decides through the plugin's order watcher in the mode only; elsewhere (or with nothing scanned) the core's rule stands", () => {
    const watcher = activeOrderWatcher(createVenueGroupStore(null));
    const menu = (inMode: boolean) => ({ ...all, pluginFields: { al_futtaim_enabled: inMode } }) as never;
    expect(watcher.orderTypeAfterScan?.({ state: { orderType: "takeaway", ...table }, menu: menu(true) })).toBe("takeaway");
    expect(watcher.orderTypeAfterScan?.({ state: { orderType: "takeaway", ...table }, menu: menu(false) })).toBeUndefined();
    expect(watcher.orderTypeAfterScan?.({ state: { orderType: "takeaway" }, menu: menu(true) })).toBeUndefined();
  });
});
