import { definePaymentServerPlugin } from "../../engine/plugin-api/server";
import paylinkProvider from "./provider";

/** paylink's server half: its status call and return (provider.ts); reached through the sandbox in test mode. */
export default definePaymentServerPlugin({ id: "payment-paylink", provider: paylinkProvider });
