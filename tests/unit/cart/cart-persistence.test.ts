import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import { cartKey, createCartStore, LEGACY_CUSTOMER_KEY, SAVED_ADDRESSES_KEY, type KeyValueStorage, type NewCartLine } from "../../../engine/cart";
import { MemoryStorage } from "../../support/memory-storage";

const line: NewCartLine = {
  id: 101,
  category: 1,
  name: "Hummus",
  sku: "HUM-1",
  image: null,
  price: milli(25000),
  qty: 2,
  max_qty: null,
  special_instructions: "extra oil",
  variations: [{ name: "Size", values: [{ id: 71, name: "Large", selected: true }] }],
  combo_groups: [],
};
const context = { price_decimal_places: 3, enable_delivery: true, enable_takeaway: true };
const home = {
  uuid: "home",
  deliveryLocation: { lat: 25.2, lng: 55.27 },
  deliveryFormattedAddress: "Flat 1 - Downtown",
  deliveryFlatNo: "Flat 1",
  deliveryBuildingPremise: "",
  deliveryAreaStreet: "Downtown",
  deliveryLandmark: "",
};

describe("cart persistence", () => {
  it("the cart survives a reload in the same tab", () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const first = createCartStore({ context, storages: { persistent: local, session, scope: "demo" } });
    first.actions.addItem(line);
    first.actions.setOrderType("takeaway");
    first.actions.applyCoupon({ id: 3, discount_value_type: "percentage", discount_value: 10 });
    first.actions.setOrderLocation("12", "Table");
    const reloaded = createCartStore({ context, storages: { persistent: local, session, scope: "demo" } });
    expect(reloaded.state.products).toEqual(first.state.products);
    expect(reloaded.state.orderType).toBe("takeaway");
    expect(reloaded.state.orderLocation).toBe("12");
    expect(reloaded.state.discount).toBe(5000);
    expect(reloaded.state.total).toBe(first.state.total);
  });
  it("only the saved addresses outlive the tab", () => {
    const local = new MemoryStorage();
    const first = createCartStore({ context, storages: { persistent: local, session: new MemoryStorage() } });
    first.actions.addItem(line);
    first.actions.saveAddress(home);
    expect(JSON.parse(local.getItem(SAVED_ADDRESSES_KEY)!)).toEqual({ version: 2, savedAddresses: [home] });
    const nextVisit = createCartStore({ context, storages: { persistent: local, session: new MemoryStorage() } });
    expect(nextVisit.state.savedAddresses).toEqual([home]);
    expect(nextVisit.state.products).toEqual([]);
  });
  it("stores the cart as a versioned record, never its computed totals", () => {
    const session = new MemoryStorage();
    createCartStore({ context, storages: { session } }).actions.addItem(line);
    const saved = JSON.parse(session.getItem(cartKey())!) as Record<string, unknown>;
    expect(saved["version"]).toBe(2);
    expect(Object.keys(saved)).not.toContain("total");
    expect(Object.keys(saved)).not.toContain("savedAddresses");
  });
  it("keeps venues apart by scope", () => {
    const session = new MemoryStorage();
    createCartStore({ context, storages: { session, scope: "a" } }).actions.addItem(line);
    expect(createCartStore({ context, storages: { session, scope: "b" } }).state.products).toEqual([]);
  });
  it("repairs a tampered cart: bad lines dropped whole, bad fields back to their defaults", () => {
    const session = new MemoryStorage();
    const ok = { uuid: "x", id: 1, category: 1, name: "ok", price: 1000, qty: 1, variations: [], combo_groups: [] };
    session.setItem(
      cartKey(),
      JSON.stringify({
        version: 2,
        products: [
          ok,
          { uuid: 5 },
          { ...ok, uuid: "y", name: "fractional price", price: 1.5 },
          { ...ok, uuid: "z", name: "bad option", variations: [{ name: "Size", values: [{ id: 7, name: "L", selected: "yes" }] }] },
          { ...ok, uuid: "w", name: "zero quantity", qty: 0 },
          { ...ok, uuid: "v", name: "odd sku", sku: 5 },
          { uuid: "u", id: 1, category: 1, name: "options unknown", price: 1000, qty: 1 },
        ],
        coupon: { id: 1, discount_value_type: "percentage" },
        orderType: "teleport",
        deliveryFees: -5,
        deliveryFlatNo: "Flat 9",
        deliveryLocation: { lat: "north" },
      }),
    );
    const s = createCartStore({ context, storages: { session } }).state;
    expect(s.products.map((p) => p.name)).toEqual(["ok", "odd sku"]);
    expect(s.products[1]).toMatchObject({ sku: null, special_instructions: "" });
    expect(s.coupon).toBeNull();
    expect(s.orderType).toBe("delivery");
    expect(s.deliveryFees).toBe(0);
    expect(s.deliveryFlatNo).toBe("Flat 9");
    expect(s.deliveryLocation).toBeNull();
    expect(s.subTotal).toBe(2000);
  });
  it("drops a record of an unknown version or that is not JSON", () => {
    for (const text of [JSON.stringify({ version: 3, products: [] }), "{not json", "[]", "null"]) {
      const session = new MemoryStorage();
      session.setItem(cartKey(), text);
      expect(createCartStore({ context, storages: { session } }).state.products).toEqual([]);
    }
  });
  it("upgrades a version-1 cart and addresses, leaving the integration's and the form's fields behind", () => {
    const session = new MemoryStorage();
    const local = new MemoryStorage();
    session.setItem(
      "carta.cart.v1.demo",
      JSON.stringify({ products: [{ ...line, uuid: "old" }], orderType: "takeaway", afActiveOrder: "o-1", tipsAmount: "1.000", couponLoading: true }),
    );
    local.setItem(LEGACY_CUSTOMER_KEY, JSON.stringify({ customerName: "Omar", savedAddresses: [home, { uuid: 7 }] }));
    const store = createCartStore({ context, storages: { session, persistent: local, scope: "demo" } });
    expect(store.state.products.map((p) => p.uuid)).toEqual(["old"]);
    expect(store.state.orderType).toBe("takeaway");
    expect(store.state.savedAddresses).toEqual([home]);
    expect(store.state).not.toHaveProperty("afActiveOrder");
    expect(JSON.parse(session.getItem(cartKey("demo"))!)).not.toHaveProperty("afActiveOrder");
  });
  it("keeps working when the storage throws", () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => undefined,
    };
    const store = createCartStore({ context, storages: { persistent: broken, session: broken } });
    store.actions.addItem(line);
    expect(store.state.subTotal).toBe(50000);
  });
});
