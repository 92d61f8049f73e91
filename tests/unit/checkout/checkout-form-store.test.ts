import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import { createCheckoutFormStore, customerPhoneDisabled, effectivePaymentType } from "../../../engine/checkout";
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
    first.actions.applyEmployeeDiscount({ employeeID: "E-7", employeePhone: "+971500000001" });
    first.actions.awaitPayment("https://pay.example/abc");
    const reloaded = createCheckoutFormStore({ session, scope: "demo" }).state;
    expect(reloaded).toMatchObject({ orderComments: "no onions", employee: { employeeID: "E-7" }, paymentUrl: "https://pay.example/abc" });
    expect(createCheckoutFormStore({ session, scope: "other" }).state.orderComments).toBe("");
  });
  it("after an order everything but the contact details returns to defaults", () => {
    const store = createCheckoutFormStore();
    store.actions.editContact({ customerName: "Layla" });
    store.actions.editOrderComments("no onions");
    store.actions.awaitPayment("https://pay.example/abc");
    store.actions.resetAfterOrder();
    expect(store.state).toMatchObject({ customerName: "Layla", orderComments: "", paymentUrl: null, employee: null });
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
  it("an employee discount with the employee's phone disables the guest's phone field", () => {
    const store = createCheckoutFormStore();
    store.actions.applyEmployeeDiscount({ employeeID: "E-1", employeePhone: null });
    expect(customerPhoneDisabled(store.state)).toBe(false);
    store.actions.applyEmployeeDiscount({ employeeID: "E-1", employeePhone: "+971500000001" });
    expect(customerPhoneDisabled(store.state)).toBe(true);
    store.actions.removeEmployeeDiscount();
    expect(customerPhoneDisabled(store.state)).toBe(false);
  });
  it("upgrades version-1 contact details and repairs tampered ones", () => {
    const local = new MemoryStorage();
    local.setItem("carta.customer.v1", JSON.stringify({ customerName: "Omar", customerPhone: 971, savedAddresses: [] }));
    expect(createCheckoutFormStore({ persistent: local }).state).toMatchObject({ customerName: "Omar", customerPhone: "" });
    const session = new MemoryStorage();
    session.setItem("carta.checkout", JSON.stringify({ version: 1, paymentType: "barter", orderComments: "kept", employee: { employeeID: 5 } }));
    expect(createCheckoutFormStore({ session }).state).toMatchObject({ paymentType: null, orderComments: "kept", employee: null });
  });
});
