import { definePaymentServerPlugin } from "../../engine/plugin-api/server";
import xpresspayProvider from "./provider";

/** xpresspay's server half: its status call and return (provider.ts); reached through the sandbox in test mode. */
export default definePaymentServerPlugin({ id: "payment-xpresspay", provider: xpresspayProvider });
