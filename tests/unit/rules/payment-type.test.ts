import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import { availablePaymentTypes, defaultPaymentType, PAYMENT_TYPE_LABELS, showPaymentChoice } from "../../../engine/rules/payment-type";

describe("payment type default (doc 2 §4)", () => {
  it("total > 0, online payment on, nothing chosen: card", () => {
    expect(defaultPaymentType(milli(1000), true, null)).toBe("card");
  });
  it("total > 0, online payment off, nothing chosen: cash", () => {
    expect(defaultPaymentType(milli(1000), false, null)).toBe("cash");
  });
  it("total 0: cash, whatever was chosen", () => {
    expect(defaultPaymentType(milli(0), true, "card")).toBe("cash");
  });
  it("keeps a choice when the total is above 0", () => {
    expect(defaultPaymentType(milli(1000), true, "machine")).toBe("machine");
  });
  it("offers each type only when its switch is on", () => {
    expect(availablePaymentTypes({ enable_cash: true, payment_enabled: true })).toEqual(["cash", "card"]);
    expect(availablePaymentTypes({ enable_card_machine: true })).toEqual(["machine"]);
    expect(PAYMENT_TYPE_LABELS.machine).toBe("Card Machine");
  });
  it("the payment choice shows only with a total and no minimum-order error", () => {
    expect(showPaymentChoice(milli(1), false)).toBe(true);
    expect(showPaymentChoice(milli(0), false)).toBe(false);
    expect(showPaymentChoice(milli(1), true)).toBe(false);
  });
});
