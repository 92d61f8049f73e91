/**
 * The one list of the app's plugins, by id (the folder under plugins/). The browser build, the reference server
 * (each plugin's `server.ts`), the dev server and the tests all read it: adding a plugin is a folder and a line
 * here (docs/plugins.md). The core screens are not listed: they always come first.
 */
const LISTED: readonly string[] = [
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

/**
 * The plugins dropped for this run: `CARTA_PLUGINS_EXCLUDE=integration-venue-group` (comma-separated ids) builds,
 * serves and tests the app without them, the proof that the core holds on its own (`.ci/without-plugin.sh`).
 */
export function excludedPluginIds(value: string | undefined): readonly string[] {
  return (value ?? "").split(",").map((id) => id.trim()).filter((id) => id !== "");
}

const env = (globalThis as { process?: { env: Readonly<Record<string, string | undefined>> } }).process?.env;
const excluded = excludedPluginIds(env?.["CARTA_PLUGINS_EXCLUDE"]);
for (const id of excluded) if (!LISTED.includes(id)) throw new Error(`CARTA_PLUGINS_EXCLUDE names "${id}", which plugins/plugin-list.ts does not list`);

/** The listed plugins, less those CARTA_PLUGINS_EXCLUDE drops. */
export const PLUGIN_IDS: readonly string[] = LISTED.filter((id) => !excluded.includes(id));
