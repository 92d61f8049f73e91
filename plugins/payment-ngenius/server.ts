import { definePaymentServerPlugin } from "../../engine/plugin-api/server";
import ngeniusProvider from "./provider";

/** ngenius's server half: its status call and return (provider.ts); reached through the sandbox in test mode. */
export default definePaymentServerPlugin({ id: "payment-ngenius", provider: ngeniusProvider });
