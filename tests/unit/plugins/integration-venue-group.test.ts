import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import { ACTIVE_ORDER, CHECKOUT_HOLD, checkoutFieldChanges, COMMON_ORDER, createRegistry, PRICE_ADJUSTMENTS, withLaterContributions } from "../../../engine/plugin-api";
import { createCheckoutFormStore } from "../../../engine/checkout";
import { checkoutErrors } from "../../../engine/checkout/checkout-validation";
import { EMPLOYEE_KEY, employeeOf } from "../../../plugins/integration-venue-group/employee-discount";
import { createVenueGroupStore } from "../../../plugins/integration-venue-group/venue-group-state";
import { corePlugin } from "../../../screens/core/core-plugin";
import { venueGroupPlugin } from "../../../plugins/integration-venue-group";
import { venueGroupStore } from "../../../plugins/integration-venue-group/venue-group-services";

/** The core and the plugin with its venue contributions, as development starts (decision 0076). */
const inTheMode = await withLaterContributions([corePlugin, venueGroupPlugin]);
import { MemoryStorage } from "../../support/memory-storage";
import { loadDemoMenu } from "../../support/demo-menu";
import { createCartStore } from "../../../engine/cart";
import { activeOrderWatcher } from "../../../plugins/integration-venue-group/active-order";

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
    // Its slots hold a core block (the cart's blur), so the core comes first, as in the app.
    const registry = createRegistry(inTheMode);
    const names = registry.contextFields.map((f) => f.value.name);
    expect(names).toEqual([ACTIVE_ORDER.name, COMMON_ORDER.name, PRICE_ADJUSTMENTS.name, "orderAccepted", "loyaltyLoading", CHECKOUT_HOLD.name]);
    const field = (name: string) => registry.contextFields.find((f) => f.value.name === name)!.value;
    const seen: unknown[] = [];
    const unsubscribe = field(ACTIVE_ORDER.name).subscribe(() => seen.push(field(ACTIVE_ORDER.name).get()));
    venueGroupStore.actions.holdActiveOrder("order-9", { accepted: false, common: true });
    venueGroupStore.actions.setTips(milli(2000));
    expect(seen).toContain("order-9");
    expect(field(COMMON_ORDER.name).get()).toBe(true);
    const adjustments = field(PRICE_ADJUSTMENTS.name).get();
    expect(adjustments).toEqual({ namedDiscounts: [], tips: 2000 });
    expect(field(PRICE_ADJUSTMENTS.name).get()).toBe(adjustments);
    // The promotions reach the cart as one named discount, the loyalty row, labelled by the plugin's text.
    venueGroupStore.actions.setLoyaltyDiscounts([{ name: "A", discounts: [{ discountSum: "3.5" }] }, { name: "B", discounts: [{ discountSum: 1.25 }] }]);
    expect(field(PRICE_ADJUSTMENTS.name).get()).toEqual({ namedDiscounts: [{ id: "loyalty", label: "venue-group.loyalty_discount", amount: 4750 }], tips: 2000 });
    venueGroupStore.actions.setLoyaltyDiscounts([]);
    unsubscribe();
    venueGroupStore.actions.releaseActiveOrder();
    venueGroupStore.actions.setTips(milli(0));
  });
});

describe("the table's active order (ordering spec §4 'Order fetch', §7 active-order)", () => {
  const menu = { ...loadDemoMenu(), pluginFields: { al_futtaim_enabled: true }, id: 1903 };
  const setUp = (location: string | null = "7") => {
    const store = createVenueGroupStore(new MemoryStorage(), "venue");
    const cart = createCartStore({ context: menu });
    if (location) cart.actions.setOrderLocation(location, "Table");
    return { store, cart, watcher: activeOrderWatcher(store) };
  };
  const order = (status: string, customer_name = "Table# 7") => ({ uuid: "o-1", status, customer_name });

  it("an order placed in venue-group mode becomes the active one; elsewhere nothing is held", () => {
    const { store, watcher } = setUp();
    watcher.orderPlaced!({ placed: { uuid: "o-1" }, menu: { ...menu, pluginFields: {} } });
    expect(store.state.activeOrder).toBeNull();
    watcher.orderPlaced!({ placed: { uuid: "o-1" }, menu });
    expect(store.state).toMatchObject({ activeOrder: "o-1", orderAccepted: false });
  });

  it("accepted or preparing: held and accepted; fulfilled, canceled or rejected: released", async () => {
    const { store, cart, watcher } = setUp();
    await watcher.orderRead!({ order: order("pending"), menu, cart });
    expect(store.state.activeOrder).toBeNull();
    for (const status of ["accepted", "preparing"]) {
      await watcher.orderRead!({ order: order(status), menu, cart });
      expect(store.state).toMatchObject({ activeOrder: "o-1", orderAccepted: true });
    }
    for (const status of ["fulfilled", "canceled", "rejected"]) {
      store.actions.holdActiveOrder("o-1", { accepted: true, common: false });
      await watcher.orderRead!({ order: order(status), menu, cart });
      expect(store.state).toMatchObject({ activeOrder: null, orderAccepted: false });
    }
    // Another order ending leaves this table's active order alone.
    store.actions.holdActiveOrder("o-2", { accepted: false, common: false });
    await watcher.orderRead!({ order: order("fulfilled"), menu, cart });
    expect(store.state.activeOrder).toBe("o-2");
  });

  it("the order as read says whether the point of sale holds the table now: the held order follows it (spec §3 common_order)", async () => {
    const { store, cart, watcher } = setUp();
    watcher.orderPlaced!({ placed: { uuid: "o-1" }, menu });
    await watcher.orderRead!({ order: { ...order("pending"), common_order: true }, menu, cart });
    expect(store.state).toMatchObject({ activeOrder: "o-1", commonOrder: true, orderAccepted: false });
    // A read that does not say keeps what was known; accepted keeps it too.
    await watcher.orderRead!({ order: order("accepted"), menu, cart });
    expect(store.state).toMatchObject({ activeOrder: "o-1", commonOrder: true, orderAccepted: true });
    await watcher.orderRead!({ order: { ...order("accepted"), common_order: false }, menu, cart });
    expect(store.state).toMatchObject({ activeOrder: "o-1", commonOrder: false });
    // Someone else's pending order read at this table is not taken as the guest's.
    const other = setUp();
    await other.watcher.orderRead!({ order: { ...order("pending"), common_order: true }, menu, cart: other.cart });
    expect(other.store.state).toMatchObject({ activeOrder: null, commonOrder: false });
  });

  it("a table the point of sale holds with no order from a phone: the common order, but no active order to add to", async () => {
    const { store, cart, watcher } = setUp();
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async () => new Response(JSON.stringify({ order_id: "", common_order: true }), { status: 200 })) as typeof fetch;
    try {
      await watcher.locationScanned!({ orderLocation: "7", orderLocationType: "Table", menu, cart });
      expect(store.state).toMatchObject({ activeOrder: null, commonOrder: true });
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it("another table's order resets the cart and the location and holds nothing", async () => {
    const { store, cart, watcher } = setUp("7");
    store.actions.holdActiveOrder("o-9", { accepted: false, common: false });
    await watcher.orderRead!({ order: order("accepted", "Table# 12"), menu, cart });
    expect(store.state.activeOrder).toBeNull();
    expect(cart.state.orderLocation).toBeNull();
  });

  it("scanning a table asks the server for its open order; a 404 means none", async () => {
    const { store, cart, watcher } = setUp();
    const asked: string[] = [];
    const answers = [new Response(JSON.stringify({ order_id: "o-5", common_order: true }), { status: 200 }), new Response(JSON.stringify({ detail: "none" }), { status: 404 })];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      asked.push(String(url));
      return answers.shift()!;
    }) as typeof fetch;
    try {
      await watcher.locationScanned!({ orderLocation: "7", orderLocationType: "Table", menu, cart });
      expect(asked).toEqual(["/iiko/active-order/7/1903/"]);
      expect(store.state).toMatchObject({ activeOrder: "o-5", commonOrder: true });
      await watcher.locationScanned!({ orderLocation: "7", orderLocationType: "Table", menu, cart });
      expect(store.state.activeOrder).toBeNull();
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

describe("the mode's parts of the order screen are the plugin's (decision 0056)", () => {
  const registry = createRegistry(inTheMode);
  const typesIn = (slot: string) => (registry.slots.get(slot) ?? []).map((entry) => entry.value.type);

  it("the tracker's Edit/Checkout and the common-POS-order notice fill the order screen's slots", () => {
    expect(typesIn("order.tracker-actions")).toEqual(["venue-group.tracker-actions"]);
    expect(typesIn("order.notices")).toEqual(["venue-group.pos-order-busy"]);
  });

  it("while the point of sale holds the table, the home and the product screen say why nothing can be added", () => {
    expect(typesIn("home.order-type")).toEqual(["home.order-type", "venue-group.pos-order-busy"]);
    expect(typesIn("product.before-add")).toEqual(["venue-group.pos-order-busy"]);
  });

  it("/af-checkout/{id} is its route, a screen of the core's order blocks with the wallet's slot, only in the mode", async () => {
    const route = registry.routes.find((entry) => entry.value.path === "/af-checkout/$id");
    expect(route?.pluginId).toBe("integration-venue-group");
    const screen = registry.screens.get("af-checkout")?.value;
    const types = JSON.stringify(screen?.blocks);
    for (const type of ["order.live", "order.summary", "order.payment-options", "order.after-tips"]) expect(types).toContain(type);
    const menu = await loadDemoMenu();
    const guard = (inMode: boolean) =>
      route!.value.guard?.({ pathname: "/af-checkout/o-1", params: { id: "o-1" }, search: {} as never, preload: false, services: { menu: { ...menu, pluginFields: { al_futtaim_enabled: inMode } } } as never });
    expect(await guard(true)).toBeUndefined();
    expect(await guard(false)).toEqual({ redirect: "/order/o-1" });
  });

  it("without the plugin the core has no such route", () => {
    expect(createRegistry([corePlugin]).routes.some((entry) => entry.value.path === "/af-checkout/$id")).toBe(false);
  });
});

describe("the mode's checkout rules and employee id are the plugin's (decision 0056)", () => {
  const registry = createRegistry(inTheMode);
  const rules = registry.checkoutFieldRules.map((rule) => rule.value);

  it("spec §5: in the mode the name is hidden, and in Singapore the phone is optional; elsewhere nothing changes", () => {
    const menu = loadDemoMenu();
    const form = createCheckoutFormStore().state;
    expect(checkoutFieldChanges(rules, { menu: { ...menu, pluginFields: { al_futtaim_enabled: false } }, form })).toEqual({ nameHidden: false, phoneOptional: false, phoneFixed: false });
    expect(checkoutFieldChanges(rules, { menu: { ...menu, pluginFields: { al_futtaim_enabled: true }, menu_country: "AE" }, form })).toEqual({ nameHidden: true, phoneOptional: false, phoneFixed: false });
    expect(checkoutFieldChanges(rules, { menu: { ...menu, pluginFields: { al_futtaim_enabled: true }, menu_country: "SG" }, form })).toMatchObject({ phoneOptional: true });
    expect(checkoutFieldChanges(rules, { menu: { ...menu, pluginFields: { al_futtaim_enabled: false }, menu_country: "SG" }, form })).toMatchObject({ phoneOptional: false });
  });

  it("a verified employee is kept with the order: its phone fixes the guest's, its id goes in additional_data; cleared after the order", () => {
    const menu = { ...loadDemoMenu(), pluginFields: { al_futtaim_enabled: true } };
    const checkout = createCheckoutFormStore();
    const payload = () => Object.assign({}, ...registry.orderPayloadFields.map((f) => f.value.additionalData({ menu, cart: createCartStore(), checkout })));
    expect(payload()).not.toHaveProperty("employee_id");
    checkout.actions.setPluginData(EMPLOYEE_KEY, { employeeID: "E100", employeePhone: null });
    expect(checkoutFieldChanges(rules, { menu, form: checkout.state }).phoneFixed).toBe(false);
    expect(payload()).toMatchObject({ employee_id: "E100" });
    checkout.actions.setPluginData(EMPLOYEE_KEY, { employeeID: "E100", employeePhone: "+971500000001" });
    expect(checkoutFieldChanges(rules, { menu, form: checkout.state }).phoneFixed).toBe(true);
    checkout.actions.resetAfterOrder();
    expect(employeeOf(checkout.state)).toBeNull();
    checkout.actions.setPluginData(EMPLOYEE_KEY, { employeeID: 7 });
    expect(employeeOf(checkout.state)).toBeNull();
  });

  it("the core's validation: an optional phone may stay empty and is still checked when typed", () => {
    const shape = { orderType: "takeaway" as const, enableEmail: false, enablePhone: true, enableDatetime: false, addressTyped: false, hasTerms: false, country: "SG" };
    const fields = { customerName: "Layla", customerEmail: "", customerPhone: "", carNumber: "", deliveryDatetime: "", address: "", termsAccepted: false };
    expect(checkoutErrors(fields, shape, 0).customerPhone).toBe("phone_required");
    expect(checkoutErrors(fields, { ...shape, phoneOptional: true }, 0).customerPhone).toBeUndefined();
    expect(checkoutErrors({ ...fields, customerPhone: "12" }, { ...shape, phoneOptional: true }, 0).customerPhone).toBe("phone_invalid");
  });
});

describe("the home's order-type selector in the mode (menu spec /home, decision 0056)", () => {
  it("shows at a table with no active order, once: the core's own condition (the setting) or the plugin's", async () => {
    const { evaluateCondition } = await import("../../../engine/layout-core/evaluate-condition");
    const registry = createRegistry(inTheMode);
    const home = registry.screens.get("home")!.value;
    const core = JSON.stringify(home).includes('"settings.enable_display_order_type_home"');
    expect(core).toBe(true);
    const plugin = registry.slots.get("home.order-type")![0]!.value;
    const context = (inMode: boolean, type: string | null, setting: boolean, activeOrder: string | null = null) => ({
      settings: { al_futtaim_enabled: inMode, enable_display_order_type_home: setting },
      cart: { orderLocationType: type },
      activeOrder,
    });
    const holds = (c: ReturnType<typeof context>) => { const result = evaluateCondition(plugin.when!, c as never); return result.ok && result.visible; };
    expect(holds(context(true, "Table", false))).toBe(true);
    expect(holds(context(true, "Room", false))).toBe(false);
    expect(holds(context(false, "Table", false))).toBe(false);
    expect(holds(context(true, "Table", false, "order-1"))).toBe(false);
    // The setting on: the core's selector shows, the plugin's does not (never twice).
    expect(holds(context(true, "Table", true))).toBe(false);
  });
});
