import { definePaymentServerPlugin } from "../../engine/plugin-api/server";
import noonProvider from "./provider";

/** noon's server half: its status call and return (provider.ts); reached through the sandbox in test mode. */
export default definePaymentServerPlugin({ id: "payment-noon", provider: noonProvider });
