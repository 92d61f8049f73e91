/**
 * Stripe reached for real, through the official `stripe` package: a Checkout Session per payment, its status read
 * back from Stripe, and the `checkout.session.completed` webhook verified with the venue's signing secret.
 * Server-only (Node): imported by server.ts, never by the browser half.
 */
import Stripe from "stripe";
import * as Schema from "effect/Schema";
import { parseAmount } from "../../schemas/money";
import type { GatewayContext, PaymentGateway, PaymentOutcome } from "../../engine/plugin-api/payment-provider";

/** The venue file's `plugins: { "payment-stripe": { secret_key, webhook_secret } }`. */
export const StripeKeys = Schema.Struct({
  /** `sk_live_…` / `sk_test_…`: the venue's own Stripe account. */
  secret_key: Schema.String,
  /** `whsec_…`: the signing secret of the venue's webhook endpoint; without it webhooks are refused. */
  webhook_secret: Schema.optional(Schema.String),
});
export type StripeKeys = typeof StripeKeys.Type;

/** Stripe writes the session's id into the return URL itself (success_url's template variable). */
export const SESSION_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

/** How many decimals a currency's minor unit has (AED 2, KWD 3, JPY 0), from the runtime's ISO 4217 data. */
export function currencyDecimals(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount as the server stores it (`33.500`) in the currency's minor units (3350 fils), as Stripe wants it. */
export function minorUnits(amount: string, currency: string): number {
  const thousandths = parseAmount(amount);
  if (thousandths === undefined) throw new Error(`Not an amount: ${amount}`);
  return Math.round(thousandths / 10 ** (3 - Math.min(3, currencyDecimals(currency))));
}

/** What a Checkout Session says became of its payment. */
function outcomeOf(session: Stripe.Checkout.Session): PaymentOutcome {
  if (session.payment_status === "paid" || session.payment_status === "no_payment_required") return "paid";
  if (session.status === "expired") return "cancelled";
  return "pending";
}

/** Webhook events that settle a Checkout Session; any other event reports nothing. */
const SETTLING_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded", "checkout.session.async_payment_failed", "checkout.session.expired"]);

function stripeClient(keys: StripeKeys, { apiBase }: GatewayContext): Stripe {
  const api = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(keys.secret_key, {
    telemetry: false,
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(api ? { host: api.hostname, port: api.port || (api.protocol === "http:" ? 80 : 443), protocol: api.protocol === "http:" ? "http" : "https" } : {}),
  });
}

export function connectStripe(keys: StripeKeys, context: GatewayContext): PaymentGateway {
  const stripe = stripeClient(keys, context);
  return {
    async createPayment(payment) {
      const returnUrl = payment.returnUrl(SESSION_PLACEHOLDER);
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: payment.reference,
          metadata: { reference: payment.reference, order_uuid: payment.orderUuid, split_uuid: payment.splitUuid ?? "" },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: payment.currency.toLowerCase(),
                unit_amount: minorUnits(payment.amount, payment.currency),
                product_data: { name: `${payment.venueName} · Order #${payment.orderId}`.trim() },
              },
            },
          ],
          // Both come back to the app's return; its status call asks Stripe either way.
          success_url: returnUrl,
          cancel_url: returnUrl,
        },
        // A retried request for the same payment opens the same session, never a second one.
        { idempotencyKey: `carta-payment-${payment.reference}` },
      );
      if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
      return { redirectUrl: session.url, session: session.id };
    },
    async fetchOutcome({ session }) {
      return outcomeOf(await stripe.checkout.sessions.retrieve(session));
    },
    async verifyWebhook(rawBody, headers) {
      if (!keys.webhook_secret) throw new Error("This venue has no Stripe webhook secret");
      const signature = headers["stripe-signature"];
      if (typeof signature !== "string") throw new Error("No Stripe-Signature header");
      // Throws when the signature is not this venue's secret's, or too old (Stripe's 5-minute tolerance).
      const event = stripe.webhooks.constructEvent(rawBody, signature, keys.webhook_secret);
      if (!SETTLING_EVENTS.has(event.type)) return undefined;
      const session = event.data.object as Stripe.Checkout.Session;
      if (!session.client_reference_id) return undefined;
      const outcome = event.type === "checkout.session.async_payment_failed" ? "failed" : outcomeOf(session);
      return { reference: session.client_reference_id, session: session.id, outcome };
    },
  };
}
