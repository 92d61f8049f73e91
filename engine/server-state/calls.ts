/**
 * Every backend call of the ordering screens as server-state options: a stable key, the function that makes the
 * call, and the name its state has in the layout context (`requests.<name>`). Blocks and route loaders share
 * these, so a loader's prefetch and a block's read are one request.
 */
import type { StatusCall } from "../plugin-api";
import { describeApiError, type ApiResult } from "../api/http";
import { postPaymentStatus } from "../api/post-payment-status";
import { getFeedbackForm } from "../api/get-feedback-form";
import { postSubmission } from "../api/post-submission";
import { getCoupon } from "../api/get-coupon";
import { getDeliveryZones } from "../api/get-delivery-zones";
import { getOrder, postFullPayment, postOrder, postSplit, postSplitPayment, postTips } from "../api/order-calls";
import type { OrderPayload } from "../order/order-payload";
import { normalizeCouponCode } from "../rules/coupon";
import type { SubmittedAnswer } from "../rules/form-validation";
import { isRetryable, newIdempotencyKey, retryIdempotentWrite, valueOrThrow } from "./query-client";

const COUPON_TIMEOUT_MS = 8_000;

/** Failures of these calls are logged only (ordering spec section 8); the screens show their calm defaults. */
async function logged<T>(what: string, call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) console.warn(`[carta] ${what}: ${describeApiError(result.error)}`);
  return valueOrThrow(result);
}

/** A payment provider's status (ordering spec section 7): a read, though sent as POST, so cached and retried. */
export function paymentStatusQuery(call: StatusCall) {
  return {
    queryKey: ["paymentStatus", call.path, call.body ?? {}] as const,
    queryFn: () => logged("payment status", postPaymentStatus(call)),
    meta: { request: "paymentStatus" },
  };
}

/** GET /{lang}/api/feedback/{id}/: a form's name and fields in a language. */
export function feedbackFormQuery(language: string, formId: number | string) {
  return {
    queryKey: ["feedbackForm", language, String(formId)] as const,
    queryFn: () => logged(`feedback form ${formId}`, getFeedbackForm(language, formId)),
    meta: { request: "feedbackForm" },
  };
}

/** POST /{lang}/api/submission/, once per key: a retry after a lost answer is stored once by the server. */
export function submissionMutation(language: string, formId: number | string) {
  const idempotencyKey = newIdempotencyKey();
  return {
    mutationKey: ["submission", language, String(formId)] as const,
    mutationFn: (submission: Readonly<Record<string, SubmittedAnswer>>) =>
      logged(`form ${formId} submission`, postSubmission(language, formId, submission, idempotencyKey)),
    retry: retryIdempotentWrite,
    meta: { request: "submission" },
  };
}

/**
 * GET /en/api/coupon/{menuId}/{CODE}/: a read, cached per code for the visit (a second apply of the same code asks
 * nothing). An unknown, expired or disabled code answers 404, which is not retried.
 */
export function couponQuery(menuId: number | string, code: string) {
  const normalized = normalizeCouponCode(code);
  return {
    queryKey: ["coupon", String(menuId), normalized] as const,
    // A guest waits on this one: no answer in 8 s counts as a failure (tried once more), never a spinner forever.
    queryFn: () => logged(`coupon ${normalized}`, getCoupon(menuId, normalized, AbortSignal.timeout(COUPON_TIMEOUT_MS))),
    retry: (failures: number, error: unknown) => failures < 1 && isRetryable(error),
    staleTime: 60_000,
    meta: { request: "coupon" },
  };
}

/** GET /en/api/delivery_zones/{menuId}/: the zones the delivery map draws; without them it still works, undrawn. */
export function deliveryZonesQuery(menuId: number | string) {
  return {
    queryKey: ["deliveryZones", String(menuId)] as const,
    queryFn: () => logged("delivery zones", getDeliveryZones(menuId)),
    staleTime: 10 * 60_000,
    meta: { request: "deliveryZones" },
  };
}

/**
 * POST /{lang}/api/order/, once per checkout: the key is made when the form opens, so a double tap, a retry after
 * a lost answer or a second submit of the same form all land as one order (the server keeps the first answer).
 * The failure is kept whole (not only logged): the checkout shows the spec's texts for it.
 */
export function placeOrderMutation(language: string, idempotencyKey: string = newIdempotencyKey()) {
  return {
    mutationKey: ["placeOrder", language] as const,
    mutationFn: async (order: OrderPayload) => valueOrThrow(await postOrder(language, order, idempotencyKey)),
    retry: retryIdempotentWrite,
    meta: { request: "placeOrder" },
  };
}

/** GET /{lang}/api/order/{id}/: the order screen's order. */
export function orderQuery(language: string, id: string) {
  return {
    queryKey: ["order", id] as const,
    queryFn: () => logged(`order ${id}`, getOrder(language, id)),
    meta: { request: "order" },
  };
}

/**
 * The tips call for one order: resolves to the order the server priced again; a failure is logged only (ordering
 * spec section 8, "Tips and loyalty failure") and rejects.
 */
export function sendTips(orderUuid: string, tipsAmount: string) {
  return logged(`tips for order ${orderUuid}`, postTips(orderUuid, tipsAmount));
}

/** The full-payment call: resolves to the payment page's address; a failure is logged only and rejects (section 8). */
export function requestFullPayment(orderUuid: string) {
  return logged(`payment for order ${orderUuid}`, postFullPayment(orderUuid));
}

/** Sharing the balance among guests: resolves to the order with its shares; a failure is logged only (section 8). */
export function requestSplit(orderUuid: string, splitAmounts: readonly string[]) {
  return logged(`split of order ${orderUuid}`, postSplit(orderUuid, splitAmounts));
}

/** Paying one guest's share: resolves to the payment page's address; a failure is logged only (section 8). */
export function requestSplitPayment(orderUuid: string, splitUuid: string) {
  return logged(`payment of a share of order ${orderUuid}`, postSplitPayment(orderUuid, splitUuid));
}
