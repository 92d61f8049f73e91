import { definePaymentGateway, definePaymentServerPlugin } from "../../engine/plugin-api/server";
import stripeProvider from "./provider";
import { connectStripe, StripeKeys } from "./stripe-gateway";

/**
 * Stripe's server half: its status call and return (provider.ts), and Stripe reached for real with the venue's keys
 * (venue file `plugins: { "payment-stripe": { secret_key, webhook_secret } }`): Checkout Sessions, and the
 * `checkout.session.completed` webhook at POST /en/stripe/webhook/.
 */
export default definePaymentServerPlugin({
  id: "payment-stripe",
  provider: stripeProvider,
  gateway: definePaymentGateway({ keys: StripeKeys, connect: connectStripe, webhookPath: "/en/stripe/webhook/" }),
});
