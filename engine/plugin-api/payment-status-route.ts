import type * as Schema from "effect/Schema";
import { defineServerRoute, type PaymentProviderServer, type ServerPlugin, type ServerRequest, type ServerRoute } from "./server-plugin";

export interface PaymentStatusRouteOptions<Body> {
  /** The provider id of the browser half (`stripe`). */
  provider: string;
  /** The spec's status call path (ordering spec section 7): `/en/stripe/status/`. */
  url: string;
  body?: Schema.Codec<Body, unknown>;
  /** The payment reference this request asks about. */
  reference(request: ServerRequest<Body>): string;
  /** The provider's session id the request carries with it (stripe `session`, paylink `checkout`), if any. */
  session?(request: ServerRequest<Body>): string | undefined;
}

/**
 * A payment provider's status call, answered from the payments the server recorded after asking the provider:
 * 200 with `{ status, orderId, orderUUID }`, 404 for a reference this venue never issued (or a session that is
 * not the payment's: a forged return). The status is the server's alone; nothing the browser sends can make a
 * payment PAID.
 */
export function paymentStatusRoute<Body>(options: PaymentStatusRouteOptions<Body>): ServerRoute<never> {
  return defineServerRoute<Body>({
    method: "POST",
    url: options.url,
    ...(options.body ? { body: options.body } : {}),
    async handle(request, services) {
      const reference = options.reference(request);
      const payment = await services.payments.confirm(request.license, options.provider, reference, options.session?.(request));
      if (!payment) return { status: 404, body: { detail: `No ${options.provider} payment ${reference}` } };
      return { status: 200, body: { status: payment.status, orderId: payment.orderId, orderUUID: payment.orderUuid } };
    },
  });
}

/**
 * A payment provider's whole server half in one declaration: its status call (as `paymentStatusRoute`) and how
 * its return to `/payment/{provider}` reads. The reference server issues its payments and serves its sandbox.
 */
export function definePaymentServerPlugin<Body>(
  options: PaymentStatusRouteOptions<Body> & { id: string; returnQuery: PaymentProviderServer["returnQuery"] },
): ServerPlugin {
  return { id: options.id, routes: [paymentStatusRoute(options)], payment: { provider: options.provider, returnQuery: options.returnQuery } };
}
