import { readConfig } from "../config";
import { DataDirBusyError, SERVER_ROLE } from "../db/data-dir-lock";
import { migratePlugins } from "../db/migrations";
import { PLUGIN_IDS } from "../../plugins/plugin-list";
import { loadServerPlugins } from "../plugins/load-server-plugins";
import { runPluginCommand, type CommandOutcome } from "../plugins/plugin-commands";
import { openStoreForCommand } from "./command-store";
import { staffCall, staffTokenFromEnv } from "./staff-client";

/**
 * A plugin's staff commands from a terminal (decision 0047): `tsx server/cli/plugin-command.ts PLUGIN_ID COMMAND
 * ARGS… [--venue LICENSE]`; package.json names one script per plugin (`npm run pos -- otp W1`). With a staff token
 * (CARTA_ADMIN_TOKEN or a venue's CARTA_STAFF_TOKEN) it goes through the running server's staff call, else
 * straight to the store. The venue: `--venue`, else CARTA_DEFAULT_VENUE (`demo`).
 */
async function main(argv: readonly string[]): Promise<number> {
  const [pluginId, name, ...rest] = argv;
  const [plugin] = pluginId ? await loadServerPlugins([pluginId]) : [];
  if (!plugin || !name || !plugin.commands?.some((command) => command.name === name)) {
    const usages = plugin?.commands?.map((command) => `  ${command.usage} [--venue LICENSE]`) ?? [];
    console.error(`Usage:\n${usages.join("\n") || `  (plugin "${pluginId ?? ""}" has no commands)`}\n\nWhile the server runs, set CARTA_ADMIN_TOKEN (or the venue's CARTA_STAFF_TOKEN) and CARTA_URL.`);
    return 2;
  }
  const venueAt = rest.indexOf("--venue");
  const venue = venueAt >= 0 ? rest[venueAt + 1] : undefined;
  const args = venueAt >= 0 ? [...rest.slice(0, venueAt), ...rest.slice(venueAt + 2)] : rest;
  const config = readConfig();
  const license = venue ?? config.defaultLicense;

  const token = staffTokenFromEnv();
  if (token) {
    const answer = await staffCall(token, `/admin/api/plugins/${encodeURIComponent(plugin.id)}/commands/${encodeURIComponent(name)}/`, {
      method: "POST",
      body: { args, ...(license ? { license } : {}) },
    });
    return print(answer.ok ? { ok: true, lines: (answer.body as { lines: string[] }).lines } : { ok: false, status: 400, detail: answer.message });
  }
  if (!license) return print({ ok: false, status: 400, detail: "Name the venue (--venue LICENSE)." });
  let store;
  try {
    store = await openStoreForCommand(config, `npm run ${name}`);
  } catch (error) {
    if (!(error instanceof DataDirBusyError) || error.holder.role !== SERVER_ROLE) throw error;
    console.error(`${error.message} Set CARTA_ADMIN_TOKEN (the server's) for this command, or stop it first.`);
    return 1;
  }
  try {
    // The plugins' own tables, as the server would create them at its start.
    await migratePlugins(store.db, await loadServerPlugins(PLUGIN_IDS));
    return print(await runPluginCommand({ db: store.db }, plugin, name, license, args));
  } finally {
    await store.close();
  }
}

function print(outcome: CommandOutcome): number {
  if (!outcome.ok) {
    console.error(outcome.detail);
    return 1;
  }
  for (const line of outcome.lines) console.log(line);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
