import { definePaymentServerPlugin } from "../../engine/plugin-api/server";
import twoC2pProvider from "./provider";

/** 2c2p's server half: its status call and return (provider.ts); reached through the sandbox in test mode. */
export default definePaymentServerPlugin({ id: "payment-2c2p", provider: twoC2pProvider });
