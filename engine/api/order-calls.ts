import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import type { PaymentLinkAnswer } from "../../schemas/api/payment-link";
import { addToOrderCall, placeOrderCall, readOrderCall } from "../../schemas/calls/order";
import { payOrderCall, payShareCall, setTipsCall, splitOrderCall } from "../../schemas/calls/order-payments";
import type { OrderLinePayload, OrderPayload } from "../order/order-payload";
import type { ApiResult } from "./http";
import { callApi } from "./call";

/** Places an order (ordering spec §7, schemas/calls/order.ts): 201 with the order; the key makes a retry land once. */
export function postOrder(language: string, order: OrderPayload, idempotencyKey: string): Promise<ApiResult<PlacedOrderAnswer>> {
  return callApi(placeOrderCall, { params: { lang: language }, body: order, idempotencyKey });
}

/** Adds lines to an open order (merging a cart into the table's order). */
export function patchOrder(language: string, id: string, lineItems: readonly OrderLinePayload[], idempotencyKey: string): Promise<ApiResult<PlacedOrderAnswer>> {
  return callApi(addToOrderCall, { params: { lang: language, id }, body: { line_items: lineItems }, idempotencyKey });
}

/** The order as the server has it, read on 200. */
export function getOrder(language: string, id: string): Promise<ApiResult<PlacedOrderAnswer>> {
  return callApi(readOrderCall, { params: { lang: language, id } });
}

/** The guest's tip on an open order, 0 to remove it (schemas/calls/order-payments.ts); 200 with the order. */
export function postTips(orderUuid: string, tipsAmount: string): Promise<ApiResult<PlacedOrderAnswer>> {
  return callApi(setTipsCall, { body: { order_uuid: orderUuid, tips_amount: tipsAmount } });
}

/** Where to pay the order's balance (`payment_options: "full"`). */
export function postFullPayment(orderUuid: string): Promise<ApiResult<PaymentLinkAnswer>> {
  return callApi(payOrderCall, { body: { order_id: orderUuid, payment_options: "full" } });
}

/** Shares the balance among guests; 200 with the order as read. */
export function postSplit(orderUuid: string, splitAmounts: readonly string[]): Promise<ApiResult<PlacedOrderAnswer>> {
  return callApi(splitOrderCall, { body: { order_id: orderUuid, split_amounts: splitAmounts } });
}

/** Where to pay one guest's share. */
export function postSplitPayment(orderUuid: string, splitUuid: string): Promise<ApiResult<PaymentLinkAnswer>> {
  return callApi(payShareCall, { body: { order_id: orderUuid, split_payment_uuid: splitUuid } });
}
