/**
 * A way on after a payment that did not go through (issue 18): the return screen remembers, for the tab, what became
 * of the order's last payment, so the order screen can say so too; and both offer to pay again — a new payment of
 * the balance through the full-payment call (ordering spec §7 `POST /iiko/af/payments/`), whose `payment_url` the
 * browser follows. The server issues a new payment page for each try (the declined one is closed).
 */
import { useCallback, useState } from "react";
import type { PaymentOutcome } from "../../engine/rules/payment-outcome";

const KEY = "carta.lastPayment";

/** The last payment outcome the guest came back with, for one order. */
export interface LastPayment {
  orderUuid: string;
  outcome: PaymentOutcome;
  /** The provider's status as the server sent it ("DECLINED"). */
  status: string;
}

export function rememberLastPayment(last: LastPayment): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(last));
  } catch {
    // Storage may be blocked: the order screen then simply shows no notice.
  }
}

export function forgetLastPayment(orderUuid: string): void {
  try {
    if (readLastPayment(orderUuid)) window.sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}

/** The remembered outcome for this order, or undefined (another order's, none, or unreadable). */
export function readLastPayment(orderUuid: string): LastPayment | undefined {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(KEY) ?? "null") as Partial<LastPayment> | null;
    return value && value.orderUuid === orderUuid && typeof value.outcome === "string" && typeof value.status === "string" ? (value as LastPayment) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts a new payment of the order's balance and leaves for its page. `failed` says the call failed (logged by the
 * call, spec §8): the button comes back with a sentence under it. `changed` says the server refused because the
 * order is no longer paid in full this way (409: split among guests, nothing due, canceled): the order screen says
 * what is due now.
 */
export function usePayAgain(orderUuid: string | undefined) {
  const [state, setState] = useState<"idle" | "busy" | "failed" | "changed">("idle");
  const payAgain = useCallback(() => {
    if (!orderUuid) return;
    setState("busy");
    void import("../../engine/server-state/calls")
      .then(({ requestFullPayment }) => requestFullPayment(orderUuid))
      .then(
        ({ payment_url }) => window.location.assign(payment_url),
        (error: unknown) => setState(isConflict(error) ? "changed" : "failed"),
      );
  }, [orderUuid]);
  return { payAgain, state };
}

function isConflict(error: unknown): boolean {
  const failure = (error as { error?: { kind?: string; status?: number } }).error;
  return failure?.kind === "http" && failure.status === 409;
}
