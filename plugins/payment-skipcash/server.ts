import { definePaymentServerPlugin } from "../../engine/plugin-api/server";
import skipcashProvider from "./provider";

/** skipcash's server half: its status call and return (provider.ts); reached through the sandbox in test mode. */
export default definePaymentServerPlugin({ id: "payment-skipcash", provider: skipcashProvider });
