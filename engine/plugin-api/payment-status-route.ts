import * as Schema from "effect/Schema";
import type { PaymentGatewayFactory, PaymentIds, PaymentProviderShape } from "./payment-provider";
import { defineServerRoute, type ServerPlugin, type ServerRoute } from "./server-plugin";

/**
 * A payment provider's status call (ordering spec §7), from its shape: the ids the call carries are confirmed by the
 * server, which asks the provider and records the outcome once. 200 with `{ status, orderId, orderUUID }`, 404 for a
 * reference this venue never issued (or a session that is not the payment's: a forged return). The status is the
 * server's alone; nothing the browser sends can make a payment PAID.
 */
export function paymentStatusRoute<Body>(shape: PaymentProviderShape<Body>): ServerRoute<never> {
  const idsOf = (params: Readonly<Record<string, string>>, body: Body): PaymentIds =>
    shape.statusBody ? shape.statusBody.read(body) : { reference: params["reference"] ?? "" };
  return defineServerRoute<Body>({
    method: "POST",
    url: shape.statusPath,
    ...(shape.statusBody ? { body: statusBodySchema<Body>(shape.statusBody.fields) } : {}),
    async handle(request, services) {
      const { reference, session } = idsOf(request.params, request.body);
      const payment = await services.payments.confirm(request.license, shape.id, reference, session);
      if (!payment) return { status: 404, body: { detail: `No ${shape.id} payment ${reference}` } };
      return { status: 200, body: { status: payment.status, orderId: payment.orderId, orderUUID: payment.orderUuid } };
    },
  });
}

/** A status body's schema: each of its fields a string. */
const statusBodySchema = <Body>(fields: readonly string[]): Schema.Codec<Body, unknown> =>
  Schema.Struct(Object.fromEntries(fields.map((field) => [field, Schema.String]))) as unknown as Schema.Codec<Body, unknown>;

export interface PaymentServerPluginOptions<Body> {
  /** The plugin's id (`payment-stripe`). */
  id: string;
  /** The provider's shape, shared with the browser half (`plugins/payment-<id>/provider.ts`). */
  provider: PaymentProviderShape<Body>;
  /** How the server reaches the provider with a venue's keys; without one, only the sandbox (test mode) serves it. */
  gateway?: PaymentGatewayFactory;
  /** Any further routes of the plugin. */
  routes?: readonly ServerRoute<never>[];
}

/**
 * A payment provider's whole server half in one declaration: its status call, its return (for the sandbox and the
 * return URL the provider is given), and its gateway.
 */
export function definePaymentServerPlugin<Body>(options: PaymentServerPluginOptions<Body>): ServerPlugin {
  const { provider } = options;
  return {
    id: options.id,
    routes: [paymentStatusRoute(provider), ...(options.routes ?? [])],
    payment: {
      provider: provider.id,
      returnQuery: ({ reference, session }) => provider.writeReturn({ reference, session }),
      ...(options.gateway ? { gateway: options.gateway } : {}),
    },
  };
}
