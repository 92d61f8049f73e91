import { readConfig } from "../config";
import { lockHolder } from "../db/data-dir-lock";
import { openDatabase } from "../db/open-database";
import { importVenueFile, VenueImportError } from "../venues/import-venue";
import { listVenues } from "../venues/venue-store";

const USAGE = `Usage:
  npm run venue -- import FILE.json   add or replace the venue of FILE (docs/venue-file.md)
  npm run venue -- list               list the venues in the store`;

/** `npm run venue -- …`: manage the venues of the store the server uses (same configuration). */
async function main(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== "import" && command !== "list") {
    console.error(USAGE);
    return 2;
  }
  const config = readConfig();
  if (!config.databaseUrl) {
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
