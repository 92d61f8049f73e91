import { definePaymentServerPlugin } from "../../engine/plugin-api/server";
import paytabsProvider from "./provider";

/** paytabs's server half: its status call and return (provider.ts); reached through the sandbox in test mode. */
export default definePaymentServerPlugin({ id: "payment-paytabs", provider: paytabsProvider });
