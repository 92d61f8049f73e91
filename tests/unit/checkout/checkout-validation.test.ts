import { describe, expect, it } from "vitest";
import { checkoutErrors, firstCheckoutProblem, phoneE164, type CheckoutFields, type CheckoutShape } from "../../../engine/checkout/checkout-validation";

const NOW = Date.parse("2026-11-23T12:00:00+04:00");
const shape: CheckoutShape = { orderType: "takeaway", enableEmail: true, enablePhone: true, enableDatetime: true, addressTyped: true, hasTerms: true, country: "AE" };
const good: CheckoutFields = {
  customerName: "Layla",
  customerEmail: "layla@example.com",
  customerPhone: "050 123 4567",
  carNumber: "",
  deliveryDatetime: "2026-11-23T13:00:00+04:00",
  address: "",
  termsAccepted: true,
};

describe("the checkout form's rules (ordering spec section 5)", () => {
  it("a complete takeaway form has no problems", () => {
    expect(checkoutErrors(good, shape, NOW)).toEqual({});
  });
  it("names each field's first problem with the spec's message", () => {
    expect(checkoutErrors({ ...good, customerName: "", customerEmail: "", customerPhone: "", deliveryDatetime: "", termsAccepted: false }, shape, NOW)).toEqual({
      customerName: "name_required",
      customerEmail: "name_required",
      customerPhone: "phone_required",
      deliveryDatetime: "date_required",
      termsAccepted: "terms_required",
    });
    expect(checkoutErrors({ ...good, customerName: "Al", customerEmail: "layla@", customerPhone: "12345", deliveryDatetime: "2026-11-23T09:00:00+04:00" }, shape, NOW)).toEqual({
      customerName: "name_invalid",
      customerEmail: "email_invalid",
      customerPhone: "phone_invalid",
      deliveryDatetime: "date_invalid",
    });
  });
  it("asks a car number for drive-thru and a typed address for delivery without maps", () => {
    expect(checkoutErrors({ ...good, deliveryDatetime: "" }, { ...shape, orderType: "drive_thru" }, NOW)).toEqual({ carNumber: "car_number_invalid" });
    expect(checkoutErrors({ ...good, address: "ab" }, { ...shape, orderType: "delivery" }, NOW)).toEqual({ address: "address_invalid" });
  });
  it("checks the phone for the venue's country and sends it in E.164", () => {
    expect(checkoutErrors({ ...good, customerPhone: "050 123 4567" }, { ...shape, country: "GB" }, NOW).customerPhone).toBe("phone_invalid");
    expect(phoneE164("050 123 4567", "AE")).toBe("+971501234567");
  });
  it("at a table, name, email and phone may stay empty (the table names the order); what is typed is still checked", () => {
    const table: CheckoutShape = { ...shape, orderType: "dine_in", contactOptional: true };
    expect(checkoutErrors({ ...good, customerName: "", customerEmail: "", customerPhone: "" }, table, NOW)).toEqual({});
    expect(checkoutErrors({ ...good, customerName: "Al", customerEmail: "layla@", customerPhone: "12345" }, table, NOW)).toEqual({
      customerName: "name_invalid",
      customerEmail: "email_invalid",
      customerPhone: "phone_invalid",
    });
  });
  it("names the first unmet rule in the form's order, the one a disabled button says (issue 18)", () => {
    expect(firstCheckoutProblem({ termsAccepted: "terms_required", customerPhone: "phone_required" })).toEqual({ field: "customerPhone", key: "phone_required" });
    expect(firstCheckoutProblem({})).toBeUndefined();
  });
});

