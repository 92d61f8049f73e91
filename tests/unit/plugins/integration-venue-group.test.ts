import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import { ACTIVE_ORDER, COMMON_ORDER, createRegistry, PRICE_ADJUSTMENTS } from "../../../engine/plugin-api";
import { createVenueGroupStore } from "../../../plugins/integration-venue-group/venue-group-state";
import { venueGroupPlugin, venueGroupStore } from "../../../plugins/integration-venue-group";
import { MemoryStorage } from "../../support/memory-storage";

describe("the venue-group integration's state", () => {
  it("holds and releases the table's active order, kept for the tab per venue", () => {
    const session = new MemoryStorage();
    const store = createVenueGroupStore(session, "demo");
    store.actions.holdActiveOrder("order-1", { accepted: true, common: false });
    const reloaded = createVenueGroupStore(session, "demo");
    expect(reloaded.state).toMatchObject({ activeOrder: "order-1", orderAccepted: true, commonOrder: false });
    expect(createVenueGroupStore(session, "other").state.activeOrder).toBeNull();
    reloaded.actions.releaseActiveOrder();
    expect(createVenueGroupStore(session, "demo").state.activeOrder).toBeNull();
  });
  it("repairs a tampered record field by field", () => {
    const session = new MemoryStorage();
    session.setItem("carta.venue-group", JSON.stringify({ version: 1, activeOrder: 42, tips: 1.5, blueWallet: { name: "W" }, loyaltyDiscounts: [{ name: "L", discounts: [{ discountSum: 3 }] }] }));
    expect(createVenueGroupStore(session).state).toMatchObject({ activeOrder: null, tips: 0, blueWallet: null, loyaltyDiscounts: [{ name: "L" }] });
  });
  it("supplies the shared context fields the core reads, with their shared schemas", () => {
    const registry = createRegistry([venueGroupPlugin]);
    const names = registry.contextFields.map((f) => f.value.name);
    expect(names).toEqual([ACTIVE_ORDER.name, COMMON_ORDER.name, PRICE_ADJUSTMENTS.name, "orderAccepted"]);
    const field = (name: string) => registry.contextFields.find((f) => f.value.name === name)!.value;
    const seen: unknown[] = [];
    const unsubscribe = field(ACTIVE_ORDER.name).subscribe(() => seen.push(field(ACTIVE_ORDER.name).get()));
    venueGroupStore.actions.holdActiveOrder("order-9", { accepted: false, common: true });
    venueGroupStore.actions.setTips(milli(2000));
    expect(seen).toContain("order-9");
    expect(field(COMMON_ORDER.name).get()).toBe(true);
    const adjustments = field(PRICE_ADJUSTMENTS.name).get();
    expect(adjustments).toEqual({ loyaltyDiscounts: [], tips: 2000 });
    expect(field(PRICE_ADJUSTMENTS.name).get()).toBe(adjustments);
    unsubscribe();
    venueGroupStore.actions.releaseActiveOrder();
    venueGroupStore.actions.setTips(milli(0));
  });
});
