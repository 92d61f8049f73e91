import fs from "node:fs";
import { decodeMenuData } from "../../schemas/menu";
import { readConfig } from "../config";
import { checkVenueFile } from "../venues/check-venue-file";
import { lockHolder } from "../db/data-dir-lock";
import { openDatabase } from "../db/open-database";
import { importVenueFile, VenueImportError } from "../venues/import-venue";
import { listVenues } from "../venues/venue-store";

const USAGE = `Usage:
  npm run venue -- import FILE.json   add or replace the venue of FILE (docs/venue-file.md)
  npm run venue -- list               list the venues in the store
  npm run venue -- check FILE.json    what the app would repair or drop in FILE, and whether import accepts it`;

/** `npm run venue -- …`: manage the venues of the store the server uses (same configuration). */
async function main(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === "check") return rest.length === 0 ? usage() : checkFiles(rest);
  if (command !== "import" && command !== "list") return usage();
  const config = readConfig();
  if (!config.databaseUrl) {
    // A first import into a data folder that does not exist yet creates it.
    fs.mkdirSync(config.dataDir, { recursive: true });
    const holder = lockHolder(config.dataDir);
    if (holder !== undefined) {
      console.error(`A Carta server (pid ${holder}) is using ${config.dataDir}: stop it first, then run this again.`);
      return 1;
    }
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === "list") {
      for (const venue of await listVenues(db)) console.log(`${venue.license}\t${venue.licenseStatus}\t${venue.name}`);
      return 0;
    }
    if (rest.length === 0) {
      console.error(USAGE);
      return 2;
    }
    for (const file of rest) {
      const license = await importVenueFile(db, file);
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
    await db.close();
  }
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
