import { definePaymentServerPlugin } from "../../engine/plugin-api/server";
import magnatiProvider from "./provider";

/** magnati's server half: its status call and return (provider.ts); reached through the sandbox in test mode. */
export default definePaymentServerPlugin({ id: "payment-magnati", provider: magnatiProvider });
