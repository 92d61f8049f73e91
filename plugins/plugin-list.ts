/**
 * The one list of the app's plugins, by id (the folder under plugins/). The browser build, the reference server
 * (each plugin's `server.ts`), the dev server and the tests all read it: adding a plugin is a folder and a line
 * here (docs/plugins.md). The core screens are not listed: they always come first.
 */
export const PLUGIN_IDS: readonly string[] = [
  "analytics-console",
  "integration-venue-group",
  "handoff-whatsapp",
  "map-google",
  "live-pusher",
  "payment-paylink",
  "payment-ngenius",
  "payment-xpresspay",
  "payment-skipcash",
  "payment-paytabs",
  "payment-thawani",
  "payment-2c2p",
  "payment-magnati",
  "payment-stripe",
  "payment-noon",
];
