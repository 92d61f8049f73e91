/**
 * The calls after placement (ordering spec §2 "Tips card", "Payment options card", §7): the guest's tip, the balance
 * paid in full, shared among guests, and one share paid. Their paths are the spec's (`/iiko/…`), kept exactly: other
 * systems call them. Every venue with tips or online payment uses them, in the venue-group mode or not (decision 0050),
 * which is why these paths are the one place the core spells that prefix (the lint rule reads a contract's `path`
 * as the spec's wire name: scripts/eslint/venue-group-names.js).
 */
import * as Schema from "effect/Schema";
import { Amount, Text } from "../fields";
import { PaymentLinkAnswer } from "../api/payment-link";
import { PlacedOrderAnswer } from "../api/placed-order";
import { defineCall } from "./define-call";

/** The refusals of a call on a held order: 403 not held, 404 another venue's, 409 closed or being paid, 422 not here. */
const ON_A_HELD_ORDER = { 400: "error", 403: "error", 404: "error", 409: "error", 422: "error" } as const;

/** Sets (or, with 0, removes) the guest's tip; 200 with the order priced again. */
export const setTipsCall = defineCall({
  method: "post",
  path: "/iiko/tips/loyalty/promotions/",
  summary: "Sets the guest's tip on an open order (0 removes it); the order priced again",
  request: Schema.Struct({ order_uuid: Text, tips_amount: Amount }),
  success: { status: 200, answer: PlacedOrderAnswer },
  refusals: ON_A_HELD_ORDER,
});

/** Where to pay the order's whole balance (`payment_options: "full"`). */
export const payOrderCall = defineCall({
  method: "post",
  path: "/iiko/af/payments/",
  summary: "Pays an order's balance due online (payment_options 'full'): a payment with the venue's provider",
  request: Schema.Struct({ order_id: Text, payment_options: Schema.Literal("full") }),
  success: { status: 200, answer: PaymentLinkAnswer },
  refusals: ON_A_HELD_ORDER,
});

/** Shares the balance among 2 to 6 guests; 200 with the order as read. */
export const splitOrderCall = defineCall({
  method: "post",
  path: "/iiko/af/split-payments/create/",
  summary: "Shares an order's balance among 2 to 6 guests (the shares must add up to the balance due); the order as read",
  request: Schema.Struct({ order_id: Text, split_amounts: Schema.Array(Amount) }),
  success: { status: 200, answer: PlacedOrderAnswer },
  refusals: ON_A_HELD_ORDER,
});

/** Where to pay one guest's share. */
export const payShareCall = defineCall({
  method: "post",
  path: "/iiko/af/split-payments/",
  summary: "Pays one guest's share online: a payment of that share with the venue's provider",
  request: Schema.Struct({ order_id: Text, split_payment_uuid: Text }),
  success: { status: 200, answer: PaymentLinkAnswer },
  refusals: ON_A_HELD_ORDER,
});
