import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database";
import { migrate, MIGRATION_IDS } from "../../server/db/migrations";
import { openDatabase } from "../../server/db/open-database";
import { importVenueFile, VenueImportError } from "../../server/venues/import-venue";
import { resolveLicenseForHost } from "../../server/venues/resolve-host";
import { findMedia, findVenue, listVenues } from "../../server/venues/venue-store";
import { openPgliteFolderFromTemplate, openTestDatabase } from "../support/test-database";

const DEMO = "server/venues/demo/venue.json";
const ARABIC = "tests/fixtures/venues/arabic.json";

/** A temporary folder whose media/ is the demo venue's, for edited copies of its file. */
function copyOfDemoFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carta-venue-"));
  fs.symlinkSync(path.resolve(path.dirname(DEMO), "media"), path.join(dir, "media"));
  return dir;
}

// One file, run in order: on a real PostgreSQL server the tables are shared.
describe.sequential("venue store", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it("migrates twice without harm", async () => {
    await migrate(db);
    const rows = await db.query<{ id: number }>("select id from schema_migrations order by id");
    // Each step once (1 venues, 2 form_submissions, …), however many steps have been appended, gaps in ids included.
    expect(rows.map((r) => r.id)).toEqual(MIGRATION_IDS);
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it("imports the demo venue with its domains and media", async () => {
    expect(await importVenueFile(db, DEMO)).toBe("demo");
    const venue = await findVenue(db, "demo");
    expect(venue?.licenseStatus).toBe("ACTIVE");
    expect(venue?.defaultLanguage).toBe("en");
    expect(Object.keys(venue?.translations ?? {})).toContain("ar");
    const cover = venue?.payload["cover_image"];
    expect(typeof cover).toBe("string");
    expect(String(cover)).toMatch(/^\/media\/demo\//);
    const media = await findMedia(db, "demo", String(cover).replace("/media/demo/", ""));
    expect(media?.body.byteLength).toBeGreaterThan(100);
    expect(await findMedia(db, "demo", "icons/apple-touch-icon.png")).toBeDefined();
  });

  it("replaces a venue on a second import instead of duplicating it", async () => {
    await importVenueFile(db, DEMO);
    await importVenueFile(db, ARABIC);
    const venues = await listVenues(db);
    expect(venues.map((v) => v.license)).toEqual(["arabi", "demo"]);
  });

  it("refuses a broken file with the path of its first problem and changes nothing", async () => {
    const before = await db.query("select license, payload from venues order by license");
    const dir = copyOfDemoFolder();
    const demo = JSON.parse(fs.readFileSync(DEMO, "utf8")) as { products: Record<string, unknown>[] };
    demo.products[3]!["price"] = "twelve";
    const broken = path.join(dir, "venue.json");
    fs.writeFileSync(broken, JSON.stringify(demo));
    await expect(importVenueFile(db, broken)).rejects.toThrow(VenueImportError);
    await expect(importVenueFile(db, broken)).rejects.toThrow(/products\[3\]\.price/);
    expect(await db.query("select license, payload from venues order by license")).toEqual(before);
  });

  it("refuses a file whose image is missing, and changes nothing", async () => {
    const dir = copyOfDemoFolder();
    const demo = JSON.parse(fs.readFileSync(DEMO, "utf8")) as Record<string, unknown>;
    demo["license"] = "ghost";
    demo["cover_image"] = "media/nowhere.svg";
    fs.writeFileSync(path.join(dir, "venue.json"), JSON.stringify(demo));
    await expect(importVenueFile(db, path.join(dir, "venue.json"))).rejects.toThrow(/cover_image: media\/nowhere\.svg does not exist/);
    expect(await findVenue(db, "ghost")).toBeUndefined();
  });

  it("resolves hosts to venues", async () => {
    expect(await resolveLicenseForHost(db, "localhost", "demo")).toBe("demo");
    expect(await resolveLicenseForHost(db, "127.0.0.1:3000", "demo")).toBe("demo");
    expect(await resolveLicenseForHost(db, "arabi.localhost", "demo")).toBe("arabi");
    expect(await resolveLicenseForHost(db, "Arabi.LocalHost.", "demo")).toBe("arabi");
    expect(await resolveLicenseForHost(db, "nobody.localhost", "demo")).toBeUndefined();
    expect(await resolveLicenseForHost(db, "example.com", "demo")).toBeUndefined();
    expect(await resolveLicenseForHost(db, "localhost", undefined)).toBeUndefined();
  });
});

describe("embedded store", () => {
  it("keeps its venues across a restart", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "carta-data-"));
    // Made from the migrated template rather than by initdb; the restart below is the server's own opening.
    const first = await openPgliteFolderFromTemplate(dataDir);
    await importVenueFile(first, ARABIC);
    await first.close();
    const second = await openDatabase({ dataDir });
    expect((await findVenue(second, "arabi"))?.defaultLanguage).toBe("ar");
    await second.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    // A store on disk opened again: seconds on a quiet machine, over 20 s at load 17 when it was also made by initdb.
  }, 60_000);
});
