import { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import { PaymentLinkAnswer } from "../../schemas/api/payment-link";
import type { OrderLinePayload, OrderPayload } from "../order/order-payload";
import { requestJson, type ApiResult } from "./http";
import { schemaDecoder } from "./schema-decoder";

const decode = schemaDecoder(PlacedOrderAnswer);
const decodeLink = schemaDecoder(PaymentLinkAnswer);

/** POST /{lang}/api/order/ (ordering spec §7): 201 with the order; the key makes a retry land once. */
export function postOrder(language: string, order: OrderPayload, idempotencyKey: string): Promise<ApiResult<PlacedOrderAnswer>> {
  return requestJson(`/${encodeURIComponent(language)}/api/order/`, decode, { method: "POST", body: order, idempotencyKey, expect: 201 });
}

/** PATCH /{lang}/api/order/{uuid}/: adds lines to an open order (merging a cart into the table's order). */
export function patchOrder(language: string, id: string, lineItems: readonly OrderLinePayload[], idempotencyKey: string): Promise<ApiResult<PlacedOrderAnswer>> {
  return requestJson(`/${encodeURIComponent(language)}/api/order/${encodeURIComponent(id)}/`, decode, { method: "PATCH", body: { line_items: lineItems }, idempotencyKey });
}

/** GET /{lang}/api/order/{id}/ (ordering spec §7): the order as the server has it, read on 200. */
export function getOrder(language: string, id: string): Promise<ApiResult<PlacedOrderAnswer>> {
  return requestJson(`/${encodeURIComponent(language)}/api/order/${encodeURIComponent(id)}/`, decode, { expect: 200 });
}

/** POST /iiko/tips/loyalty/promotions/ (ordering spec §7): the guest's tip on an open order, 0 to remove it; 200 with the order. */
export function postTips(orderUuid: string, tipsAmount: string): Promise<ApiResult<PlacedOrderAnswer>> {
  return requestJson("/iiko/tips/loyalty/promotions/", decode, { method: "POST", body: { order_uuid: orderUuid, tips_amount: tipsAmount }, expect: 200 });
}

/** POST /iiko/af/payments/ with `payment_options: "full"` (ordering spec §7): where to pay the order's balance. */
export function postFullPayment(orderUuid: string): Promise<ApiResult<PaymentLinkAnswer>> {
  return requestJson("/iiko/af/payments/", decodeLink, { method: "POST", body: { order_id: orderUuid, payment_options: "full" } });
}

/** POST /iiko/af/split-payments/create/ (ordering spec §7): shares the balance among guests; 200 with the order as read. */
export function postSplit(orderUuid: string, splitAmounts: readonly string[]): Promise<ApiResult<PlacedOrderAnswer>> {
  return requestJson("/iiko/af/split-payments/create/", decode, { method: "POST", body: { order_id: orderUuid, split_amounts: splitAmounts }, expect: 200 });
}

/** POST /iiko/af/split-payments/ (ordering spec §7): where to pay one guest's share. */
export function postSplitPayment(orderUuid: string, splitUuid: string): Promise<ApiResult<PaymentLinkAnswer>> {
  return requestJson("/iiko/af/split-payments/", decodeLink, { method: "POST", body: { order_id: orderUuid, split_payment_uuid: splitUuid } });
}
