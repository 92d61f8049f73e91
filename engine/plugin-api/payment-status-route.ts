import type * as Schema from "effect/Schema";
import { defineServerRoute, type ServerRequest, type ServerRoute } from "./server-plugin";

export interface PaymentStatusRouteOptions<Body> {
  /** The provider id of the browser half (`stripe`). */
  provider: string;
  /** The spec's status call path (ordering spec section 7): `/en/stripe/status/`. */
  url: string;
  body?: Schema.Codec<Body, unknown>;
  /** The payment reference this request asks about. */
  reference(request: ServerRequest<Body>): string;
}

/**
 * A payment provider's status call, answered from the payments the server recorded: 200 with
 * `{ status, orderId, orderUUID }`, 404 for a reference it never saw. The status is the server's alone;
 * nothing the browser sends can make a payment PAID.
 */
export function paymentStatusRoute<Body>(options: PaymentStatusRouteOptions<Body>): ServerRoute<never> {
  return defineServerRoute<Body>({
    method: "POST",
    url: options.url,
    ...(options.body ? { body: options.body } : {}),
    async handle(request, services) {
      const reference = options.reference(request);
      const payment = await services.payments.find(request.license, options.provider, reference);
      if (!payment) return { status: 404, body: { detail: `No ${options.provider} payment ${reference}` } };
      return { status: 200, body: { status: payment.status, orderId: payment.orderId, orderUUID: payment.orderUuid } };
    },
  });
}
