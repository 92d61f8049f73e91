import { definePaymentServerPlugin } from "../../engine/plugin-api/server";
import thawaniProvider from "./provider";

/** thawani's server half: its status call and return (provider.ts); reached through the sandbox in test mode. */
export default definePaymentServerPlugin({ id: "payment-thawani", provider: thawaniProvider });
