import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import { createCheckoutFormStore, effectivePaymentType } from "../../../engine/checkout";
import { MemoryStorage } from "../../support/memory-storage";

describe("checkout form", () => {
  it("only name, email, phone and car number persist across visits", () => {
    const local = new MemoryStorage();
    const first = createCheckoutFormStore({ persistent: local, session: new MemoryStorage() });
    first.actions.editContact({ customerName: "Omar", customerEmail: "o@example.com", customerPhone: "+971501234567", carNumber: "A 12345" });
    first.actions.editOrderComments("ring twice");
    first.actions.choosePaymentType("machine");
    expect(Object.keys(JSON.parse(local.getItem("carta.customer")!))).toEqual(["version", "customerName", "customerEmail", "customerPhone", "carNumber"]);
    const nextVisit = createCheckoutFormStore({ persistent: local, session: new MemoryStorage() }).state;
    expect(nextVisit).toMatchObject({ customerName: "Omar", carNumber: "A 12345", orderComments: "", paymentType: null });
  });
  it("the rest of the form survives a reload in the tab, per venue", () => {
    const session = new MemoryStorage();
    const first = createCheckoutFormStore({ session, scope: "demo" });
    first.actions.editOrderComments("no onions");
    first.actions.setPluginData("my-plugin.code", { code: "E-7" });
    first.actions.awaitPayment("https://pay.example/abc");
    const reloaded = createCheckoutFormStore({ session, scope: "demo" }).state;
    expect(reloaded).toMatchObject({ orderComments: "no onions", pluginData: { "my-plugin.code": { code: "E-7" } }, paymentUrl: "https://pay.example/abc" });
    expect(createCheckoutFormStore({ session, scope: "other" }).state.orderComments).toBe("");
  });
  it("after an order everything but the contact details returns to defaults", () => {
    const store = createCheckoutFormStore();
    store.actions.editContact({ customerName: "Layla" });
    store.actions.editOrderComments("no onions");
    store.actions.awaitPayment("https://pay.example/abc");
    store.actions.setPluginData("my-plugin.code", "E-7");
    store.actions.resetAfterOrder();
    expect(store.state).toMatchObject({ customerName: "Layla", orderComments: "", paymentUrl: null, pluginData: {} });
  });
  it("a chosen payment type stays; otherwise the default follows the total (ordering spec section 4)", () => {
    const store = createCheckoutFormStore();
    expect(effectivePaymentType(store.state, milli(0), true)).toBe("cash");
    expect(effectivePaymentType(store.state, milli(25000), true)).toBe("card");
    expect(effectivePaymentType(store.state, milli(25000), false)).toBe("cash");
    store.actions.choosePaymentType("machine");
    expect(effectivePaymentType(store.state, milli(25000), true)).toBe("machine");
    expect(effectivePaymentType(store.state, milli(0), true)).toBe("cash");
  });
  it("a plugin keeps its own entries with the order (pluginData): set, replaced, removed, the others untouched", () => {
    const store = createCheckoutFormStore();
    store.actions.setPluginData("a.one", 1);
    store.actions.setPluginData("b.two", { x: 2 });
    store.actions.setPluginData("a.one", 3);
    expect(store.state.pluginData).toEqual({ "a.one": 3, "b.two": { x: 2 } });
    store.actions.setPluginData("a.one", undefined);
    expect(store.state.pluginData).toEqual({ "b.two": { x: 2 } });
  });
  it("upgrades version-1 contact details and repairs tampered ones", () => {
    const local = new MemoryStorage();
    local.setItem("carta.customer.v1", JSON.stringify({ customerName: "Omar", customerPhone: 971, savedAddresses: [] }));
    expect(createCheckoutFormStore({ persistent: local }).state).toMatchObject({ customerName: "Omar", customerPhone: "" });
    const session = new MemoryStorage();
    session.setItem("carta.checkout", JSON.stringify({ version: 1, paymentType: "barter", orderComments: "kept", pluginData: "tampered" }));
    expect(createCheckoutFormStore({ session }).state).toMatchObject({ paymentType: null, orderComments: "kept", pluginData: {} });
  });
});
