/**
 * A payment provider, said once (decision 0051). `plugins/payment-<id>/provider.ts` describes the provider's return
 * to the app and its status call (ordering spec §2, §7) with `definePaymentProvider`; the browser half turns it into
 * the return screen's contribution (`paymentProviderContribution`) and the server half into its status route
 * (`definePaymentServerPlugin`). The server contract below (`PaymentGateway`) is how the server reaches the provider:
 * it creates payments and asks what became of them; the browser never says.
 *
 * Browser-safe: types and plain functions only (the server contract is types).
 */
import type * as Schema from "effect/Schema";
import type { PaymentProvider, PaymentReturnReader, StatusCall } from "./plugin";

/** What identifies a payment on both sides: the server's reference and the provider's session id (when it has one). */
export interface PaymentIds {
  reference: string;
  session?: string | undefined;
}

type Query = Readonly<Record<string, string | undefined>>;

/**
 * A status call's body: how it carries the payment's ids, in the provider's names. Every field is a string; the
 * server builds the body's schema from `fields` (payment-status-route.ts), so the browser half, on every guest's
 * first screen, carries no schema (decision 0058).
 */
export interface StatusBody<Body> {
  fields: readonly (keyof Body & string)[];
  write(ids: PaymentIds): Readonly<Record<string, string>>;
  read(body: Body): PaymentIds;
}

export interface PaymentProviderShape<Body = never> {
  /** The provider id (`stripe`): the return is `/payment/{id}`. */
  id: string;
  /** The query parameters of its return, in its own names. */
  queryParams: readonly string[];
  /** The ids a return carries, or undefined when one it needs is missing (no status call is made then). */
  readReturn(query: Query): PaymentIds | undefined;
  /** The return's query for a payment the server issued (the sandbox's return, a provider's return URL). */
  writeReturn(ids: Required<PaymentIds>): Readonly<Record<string, string>>;
  /** The status call's path as the spec writes it; `:reference` when the reference is in the path. */
  statusPath: string;
  /** The status call's body; none when the reference is in the path. */
  statusBody?: StatusBody<Body>;
}

/** Declares a provider's shape; the default export of `plugins/payment-<id>/provider.ts`. */
export function definePaymentProvider<Body = never>(shape: PaymentProviderShape<Body>): PaymentProviderShape<Body> {
  return shape;
}

/** The provider's return route: `/payment/stripe`. */
export const returnPathOf = (shape: Pick<PaymentProviderShape<unknown>, "id">): string => `/payment/${shape.id}`;

/** The status call the return screen makes for a return's query, or undefined when the return lacks an id. */
export function statusCallOf<Body>(shape: PaymentProviderShape<Body>, query: Query): StatusCall | undefined {
  const ids = shape.readReturn(query);
  if (!ids) return undefined;
  const path = shape.statusPath.replace(":reference", encodeURIComponent(ids.reference));
  return shape.statusBody ? { method: "POST", path, body: shape.statusBody.write(ids) } : { method: "POST", path };
}

/** How the return screen reads a provider's return, from its shape. */
export function paymentReturnReader<Body>(shape: PaymentProviderShape<Body>): PaymentReturnReader {
  return {
    queryParams: shape.queryParams,
    statusCall: (query) => statusCallOf(shape, query),
    reference: (query) => shape.readReturn(query)?.reference ?? query[shape.queryParams[0] ?? ""],
  };
}

/**
 * The browser half's contribution for a provider: its return route now, and its shape (`provider.ts`) loaded with the
 * return screen, so no first screen carries the ten providers' descriptions. `id` is the shape's own: a mismatch
 * is refused when the shape loads.
 */
export function paymentProviderContribution(id: string, loadShape: () => Promise<{ default: PaymentProviderShape<never> }>): PaymentProvider {
  let reader: Promise<PaymentReturnReader> | undefined;
  return {
    id,
    returnPath: returnPathOf({ id }),
    readsReturn: () =>
      (reader ??= loadShape().then(
        ({ default: shape }) => {
          if (shape.id !== id) throw new Error(`The payment provider "${id}" loaded the shape of "${shape.id}"`);
          return paymentReturnReader(shape);
        },
        (error: unknown) => {
          // A download that failed is asked again next time (the return screen's retry), not remembered.
          reader = undefined;
          throw error;
        },
      )),
  };
}

// ---- The server contract: how the server reaches a provider. ----

/** What became of a payment, as the provider says. Only the server asks, and only the server records it. */
export type PaymentOutcome = "paid" | "failed" | "cancelled" | "pending";

/** A payment to open at the provider: the whole balance of an order or one guest's share. */
export interface PaymentToCreate {
  /** The server's reference (unique per provider): the provider keeps it with the payment. */
  reference: string;
  /** The order's number as guests see it (`0042`) and its uuid. */
  orderId: string;
  orderUuid: string;
  /** The share being paid, or null for the order's balance. */
  splitUuid: string | null;
  /** The amount as the server stores it (`33.500`), in `currency` (ISO 4217, `AED`). */
  amount: string;
  currency: string;
  /** The venue's name, for the provider's page. */
  venueName: string;
  /**
   * The app's return for this payment (absolute), the session written verbatim: a provider that names its session
   * only once created passes its own placeholder (Stripe's `{CHECKOUT_SESSION_ID}`).
   */
  returnUrl(session: string): string;
}

/** The provider's page for the payment, and its own id for it. */
export interface CreatedPayment {
  redirectUrl: string;
  session: string;
}

/** A webhook the provider signed: the payment it is about and what became of it. */
export interface WebhookOutcome {
  reference: string;
  session: string;
  outcome: PaymentOutcome;
}

/** A provider reached with one venue's keys. */
export interface PaymentGateway {
  createPayment(payment: PaymentToCreate): Promise<CreatedPayment>;
  fetchOutcome(payment: Required<PaymentIds>): Promise<PaymentOutcome>;
  /**
   * Where the provider has webhooks: the outcome a signed request reports, undefined for an event that reports none;
   * throws when the signature is not the venue's (the request is refused).
   */
  verifyWebhook?(rawBody: Buffer, headers: Readonly<Record<string, string | string[] | undefined>>): Promise<WebhookOutcome | undefined>;
}

/** What the server lends a gateway besides the venue's keys. */
export interface GatewayContext {
  /** The provider's API origin when the operator points it elsewhere (a local fake in tests); the real one otherwise. */
  apiBase?: string | undefined;
}

/**
 * How a provider plugin reaches its provider: the keys it needs per venue (the venue file's
 * `plugins: { "payment-stripe": { … } }`, decoded by `keys`), and a gateway made with them.
 */
export interface PaymentGatewayFactory<Keys = unknown> {
  keys: Schema.Codec<Keys, unknown>;
  connect(keys: Keys, context: GatewayContext): PaymentGateway;
  /** The provider's webhook path (`/en/stripe/webhook/`), served with the raw body when the gateway verifies webhooks. */
  webhookPath?: string;
}

/** Declares a gateway factory, keeping its keys' type and `connect` in step. */
export function definePaymentGateway<Keys>(factory: PaymentGatewayFactory<Keys>): PaymentGatewayFactory {
  return factory as unknown as PaymentGatewayFactory;
}
