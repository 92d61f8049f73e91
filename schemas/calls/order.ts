/**
 * The order's own calls (ordering spec §7): placing it, reading it, and adding lines to it. The body schemas are the
 * order payload's (schemas/api/order.ts); the answer is the order as read (schemas/api/placed-order.ts).
 */
import { OrderEditRequest, OrderRequest } from "../api/order";
import { OrderRefusal } from "../api/order-refusal";
import { PlacedOrderAnswer } from "../api/placed-order";
import { defineCall } from "./define-call";

/** POST /{lang}/api/order/: 201 with the order; a refusal says why per line or field (`reasons`). */
export const placeOrderCall = defineCall({
  method: "post",
  path: "/{lang}/api/order/",
  summary: "Places an order, priced again by the server; once per Idempotency-Key",
  request: OrderRequest,
  success: { status: 201, answer: PlacedOrderAnswer },
  refusals: { 400: "error", 409: OrderRefusal, 422: OrderRefusal },
  idempotent: true,
});

/** GET /{lang}/api/order/{id}/: the order as the server has it, whole for the guest who holds it. */
export const readOrderCall = defineCall({
  method: "get",
  path: "/{lang}/api/order/{id}/",
  summary: "An order as placed (whole for the guest who holds it)",
  request: undefined,
  success: { status: 200, answer: PlacedOrderAnswer },
  refusals: { 403: "error", 404: "error" },
});

/** PATCH /{lang}/api/order/{id}/: adds lines to an open order (a second guest merging a cart into the table's order). */
export const addToOrderCall = defineCall({
  method: "patch",
  path: "/{lang}/api/order/{id}/",
  summary: "Adds lines to an open order (a second guest merging), priced by the server; once per Idempotency-Key",
  request: OrderEditRequest,
  success: { status: 200, answer: PlacedOrderAnswer },
  refusals: { 400: "error", 403: "error", 404: "error", 409: OrderRefusal, 422: OrderRefusal },
  idempotent: true,
});
