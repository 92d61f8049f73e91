import type { CartaPlugin } from "../../engine/plugin-api";
import { analyticsConsolePlugin } from "../../plugins/analytics-console";
import { payment2c2pPlugin } from "../../plugins/payment-2c2p";
import { paymentMagnatiPlugin } from "../../plugins/payment-magnati";
import { paymentNgeniusPlugin } from "../../plugins/payment-ngenius";
import { paymentNoonPlugin } from "../../plugins/payment-noon";
import { paymentPaylinkPlugin } from "../../plugins/payment-paylink";
import { paymentPaytabsPlugin } from "../../plugins/payment-paytabs";
import { paymentSkipcashPlugin } from "../../plugins/payment-skipcash";
import { paymentStripePlugin } from "../../plugins/payment-stripe";
import { paymentThawaniPlugin } from "../../plugins/payment-thawani";
import { paymentXpresspayPlugin } from "../../plugins/payment-xpresspay";
import { corePlugin } from "../core/core-plugin";

/**
 * Every plugin of the app, the core first. Adding a plugin is one import and one entry here
 * (docs/plugins.md); a duplicate id or a clash with another contribution stops start-up.
 */
export const plugins: readonly CartaPlugin[] = [
  corePlugin,
  analyticsConsolePlugin,
  paymentPaylinkPlugin,
  paymentNgeniusPlugin,
  paymentXpresspayPlugin,
  paymentSkipcashPlugin,
  paymentPaytabsPlugin,
  paymentThawaniPlugin,
  payment2c2pPlugin,
  paymentMagnatiPlugin,
  paymentStripePlugin,
  paymentNoonPlugin,
];
