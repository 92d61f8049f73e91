import fs from "node:fs";
import { decodeMenuData } from "../../schemas/menu";
import { readConfig } from "../config";
import { checkVenueFile } from "../venues/check-venue-file";
import { DataDirBusyError, SERVER_ROLE } from "../db/data-dir-lock";
import { importVenueFile, VenueImportError } from "../venues/import-venue";
import { listVenues, type VenueSummary } from "../venues/venue-store";
import { openStoreForCommand } from "./command-store";
import { staffCall, staffTokenFromEnv } from "./staff-client";

const USAGE = `Usage:
  npm run venue -- import FILE.json   add or replace the venue of FILE (docs/venue-file.md)
  npm run venue -- list               list the venues in the store
  npm run venue -- check FILE.json    what the app would repair or drop in FILE, and whether import accepts it

With PGlite (no DATABASE_URL) the server holds the store: import with it stopped; list works while it runs given
its CARTA_ADMIN_TOKEN or a venue's CARTA_STAFF_TOKEN (and CARTA_URL, default http://localhost:$PORT).
With DATABASE_URL both work while servers run.`;

const EMPTY_LIST = "No venues yet: import one with npm run venue -- import FILE";

/** `npm run venue -- …`: manage the venues of the store the server uses (same configuration). */
async function main(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === "check") return rest.length === 0 ? usage() : checkFiles(rest);
  if ((command !== "import" && command !== "list") || (command === "import" && rest.length === 0)) return usage();
  const config = readConfig();
  let store;
  try {
    store = await openStoreForCommand(config, `npm run venue -- ${command}`);
  } catch (error) {
    if (!(error instanceof DataDirBusyError) || error.holder.role !== SERVER_ROLE) throw error;
    // PGlite's folder is the running server's: a list goes through it, an import waits for it to stop.
    if (command === "list") return listThroughServer(error);
    console.error(`${error.message} Stop it, then run this again (with DATABASE_URL, imports work while servers run).`);
    return 1;
  }
  try {
    if (command === "list") return printVenues(await listVenues(store.db));
    for (const file of rest) {
      const license = await importVenueFile(store.db, file);
      console.log(`Imported ${file} as venue "${license}".`);
    }
    return 0;
  } catch (error) {
    if (error instanceof VenueImportError) {
      console.error(`Refused: ${error.message}`);
      console.error("Nothing was changed in the database.");
      return 1;
    }
    throw error;
  } finally {
    await store.close();
  }
}

async function listThroughServer(busy: DataDirBusyError): Promise<number> {
  const token = staffTokenFromEnv();
  if (!token) {
    console.error(`${busy.message} Set CARTA_ADMIN_TOKEN (the server's) or a venue's CARTA_STAFF_TOKEN to list through it, or stop it.`);
    return 1;
  }
  const answer = await staffCall(token, "/admin/api/venues/");
  if (!answer.ok) {
    console.error(answer.message);
    return 1;
  }
  return printVenues(answer.body as VenueSummary[]);
}

function printVenues(venues: readonly VenueSummary[]): number {
  if (venues.length === 0) {
    console.log(EMPTY_LIST);
    return 0;
  }
  console.log(["license", "menu id", "status", "languages", "orders", "custom domains", "name"].join("\t"));
  for (const v of venues) {
    console.log([v.license, v.menu_id, v.license_status, v.languages.join(" "), v.orders, v.custom_domains.join(" ") || "-", v.name].join("\t"));
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

function usage(): number {
  console.error(USAGE);
  return 2;
}

/**
 * Reads each file as the app reads the menu (schemas/menu: settings that fall back, items that are dropped) and
 * as the importer does (schemas/venue-file: stricter), printing every line. 0 when every file imports cleanly.
 */
function checkFiles(files: readonly string[]): number {
  let code = 0;
  for (const file of files) {
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch (error) {
      console.error(`${file}: cannot be read as JSON (${error instanceof Error ? error.message : String(error)})`);
      code = 1;
      continue;
    }
    const menu = decodeMenuData(raw);
    if (!menu.ok) {
      console.log(`${file}: unusable, guests would see the error screen`);
      for (const problem of menu.problems) console.log(`  ${problem.text}`);
      code = 1;
      continue;
    }
    console.log(`${file}: the menu shows${menu.repairs.length === 0 ? ", nothing to repair" : `, with ${menu.repairs.length} repair(s)`}`);
    for (const repair of menu.repairs) console.log(`  ${repair.text}`);
    const importable = checkVenueFile(raw);
    if (!importable.ok) {
      console.log(`  import would refuse it: ${importable.problems[0]}`);
      code = 1;
    } else if (menu.repairs.length > 0) code = 1;
  }
  return code;
}
