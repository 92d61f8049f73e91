import { describe, expect, it } from "vitest";
import { isFailedPayment, paymentOutcome } from "../../../engine/rules/payment-outcome";

describe("what became of a payment, in the guest's words (ordering spec §2, §4; issue 18)", () => {
  it("PENDING until the server answers; PAID is the success value", () => {
    expect(paymentOutcome(undefined, true)).toBe("pending");
    expect(paymentOutcome("PENDING", true)).toBe("pending");
    expect(paymentOutcome("PAID", true)).toBe("paid");
  });
  it("every other status is a payment that did not go through, named when the providers' spellings say how", () => {
    expect(paymentOutcome("DECLINED", true)).toBe("declined");
    expect(paymentOutcome("failed", true)).toBe("declined");
    expect(paymentOutcome("CANCELED", true)).toBe("canceled");
    expect(paymentOutcome("CANCELLED", true)).toBe("canceled");
    expect(paymentOutcome("UNPAID", true)).toBe("failed");
    expect(paymentOutcome("SOMETHING_NEW", true)).toBe("failed");
  });
  it("a status call that failed is unconfirmed, whatever the status reads; all but paid and pending may be tried again", () => {
    expect(paymentOutcome("PENDING", false)).toBe("unconfirmed");
    expect(["declined", "canceled", "failed", "unconfirmed"].every((o) => isFailedPayment(o as never))).toBe(true);
    expect(isFailedPayment("paid")).toBe(false);
    expect(isFailedPayment("pending")).toBe(false);
  });
});
