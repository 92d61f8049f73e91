import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import {
  createCartStore,
  PERSISTENT_KEY,
  readSessionFields,
  sessionKey,
  type KeyValueStorage,
  type NewCartLine,
} from "../../../engine/cart";

class MemoryStorage implements KeyValueStorage {
  readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

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

describe("cart persistence", () => {
  it("the cart survives a reload in the same tab", () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const first = createCartStore({ context, storages: { persistent: local, session, scope: "demo" } });
    first.actions.addItem(line);
    first.actions.setOrderType("takeaway");
    first.actions.setCoupon({ id: 3, discount_value_type: "percentage", discount_value: 10 });
    const reloaded = createCartStore({ context, storages: { persistent: local, session, scope: "demo" } });
    expect(reloaded.state.products).toEqual(first.state.products);
    expect(reloaded.state.orderType).toBe("takeaway");
    expect(reloaded.state.discount).toBe(5000);
    expect(reloaded.state.total).toBe(first.state.total);
  });
  it("only name, email, phone, car number and saved addresses persist across visits", () => {
    const local = new MemoryStorage();
    const first = createCartStore({ context, storages: { persistent: local, session: new MemoryStorage() } });
    first.actions.addItem(line);
    first.actions.setCustomer({ customerName: "Omar", customerEmail: "o@example.com", customerPhone: "+97150", carNumber: "A 12345" });
    first.actions.update({ orderComments: "ring twice" });
    expect(Object.keys(JSON.parse(local.getItem(PERSISTENT_KEY)!))).toEqual([
      "customerName",
      "customerEmail",
      "customerPhone",
      "carNumber",
      "savedAddresses",
    ]);
    const nextVisit = createCartStore({ context, storages: { persistent: local, session: new MemoryStorage() } });
    expect(nextVisit.state.customerName).toBe("Omar");
    expect(nextVisit.state.carNumber).toBe("A 12345");
    expect(nextVisit.state.products).toEqual([]);
    expect(nextVisit.state.orderComments).toBe("");
  });
  it("never stores loading flags or computed totals in the tab's storage", () => {
    const session = new MemoryStorage();
    const store = createCartStore({ context, storages: { session } });
    store.actions.setCouponLoading(true);
    store.actions.addItem(line);
    const saved = JSON.parse(session.getItem(sessionKey())!) as Record<string, unknown>;
    expect(saved).not.toHaveProperty("couponLoading");
    expect(saved).not.toHaveProperty("total");
    expect(saved).not.toHaveProperty("customerName");
    expect(createCartStore({ context, storages: { session } }).state.couponLoading).toBe(false);
  });
  it("keeps venues apart by scope", () => {
    const session = new MemoryStorage();
    createCartStore({ context, storages: { session, scope: "a" } }).actions.addItem(line);
    expect(createCartStore({ context, storages: { session, scope: "b" } }).state.products).toEqual([]);
  });
  it("ignores damaged or foreign stored values", () => {
    const session = new MemoryStorage();
    const local = new MemoryStorage();
    session.setItem(
      sessionKey(),
      JSON.stringify({
        products: [{ uuid: "x", id: 1, category: 1, name: "ok", price: 1000, qty: 1 }, { uuid: 5 }, { uuid: "y", id: 1, category: 1, name: "bad", price: 1.5, qty: 1 }],
        orderType: "teleport",
        deliveryFees: -5,
        paymentType: "barter",
        tipsAmount: 12,
        orderComments: "kept",
      }),
    );
    local.setItem(PERSISTENT_KEY, "{not json");
    const s = createCartStore({ context, storages: { session, persistent: local } }).state;
    expect(s.products.map((p) => p.name)).toEqual(["ok"]);
    expect(s.orderType).toBe("delivery");
    expect(s.deliveryFees).toBe(0);
    expect(s.paymentType).toBe("cash");
    expect(s.tipsAmount).toBe("0.000");
    expect(s.orderComments).toBe("kept");
    expect(s.customerName).toBe("");
    expect(readSessionFields(null, sessionKey())).toEqual({});
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
