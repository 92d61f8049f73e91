import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database";
import { migrate } from "../../server/db/migrations";
import { importVenueFile, VenueImportError } from "../../server/venues/import-venue";
import { openTestDatabase, secondConnection } from "../support/test-database";

const DEMO = "server/venues/demo/venue.json";

/** A copy of the demo venue's file (beside a link to its media) with these keys changed; its path. */
function demoCopy(changes: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carta-claims-"));
  fs.symlinkSync(path.resolve(path.dirname(DEMO), "media"), path.join(dir, "media"));
  const venue = { ...(JSON.parse(fs.readFileSync(DEMO, "utf8")) as Record<string, unknown>), ...changes };
  fs.writeFileSync(path.join(dir, "venue.json"), JSON.stringify(venue));
  return path.join(dir, "venue.json");
}

/** What an import may change: the venues, whose domains, and their media. */
const storeState = (db: Database) =>
  Promise.all([
    db.query("select license, menu_id, updated_at from venues order by license"),
    db.query("select domain, license from venue_domains order by domain"),
    db.query("select license, count(*)::int as media from venue_media group by license order by license"),
  ]);

// One file, run in order: on a real PostgreSQL server the tables are shared.
describe.sequential("venue import: a menu id or custom domain belongs to one venue (issue 17)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, DEMO);
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  it("refuses a copy under another license with the demo's menu id, naming the venue that holds it; nothing changes", async () => {
    const before = await storeState(db);
    const copy = demoCopy({ license: "copycat", custom_domains: [] });
    await expect(importVenueFile(db, copy)).rejects.toThrow(VenueImportError);
    await expect(importVenueFile(db, copy)).rejects.toThrow(`${copy}: menu id 1 is already venue "demo"'s`);
    expect(await storeState(db)).toEqual(before);
  });

  it("refuses a custom domain another venue holds, whatever its case, and leaves it with that venue", async () => {
    const before = await storeState(db);
    const copy = demoCopy({ license: "copycat", id: 4242, custom_domains: ["Olive-And-Ember.localhost"] });
    await expect(importVenueFile(db, copy)).rejects.toThrow(`${copy}: custom domain olive-and-ember.localhost is already venue "demo"'s`);
    expect(await storeState(db)).toEqual(before);
  });

  it("still replaces a venue imported again under its own license, its domains and media with it", async () => {
    await importVenueFile(db, DEMO);
    await importVenueFile(db, demoCopy({ custom_domains: ["menu.olive.example", "MENU.olive.example"] }));
    const [venues, domains] = await storeState(db);
    expect(venues.map((v) => v["license"])).toEqual(["demo"]);
    expect(domains).toEqual([{ domain: "menu.olive.example", license: "demo" }]);
    await importVenueFile(db, DEMO);
  });

  it("lets one of two imports claiming the same menu id at the same moment win, the other told which venue won", async () => {
    const other = await secondConnection(db);
    try {
      const files = [demoCopy({ license: "first", id: 5001, custom_domains: [] }), demoCopy({ license: "second", id: 5001, custom_domains: [] })];
      const results = await Promise.allSettled([importVenueFile(db, files[0]!), importVenueFile(other.db, files[1]!)]);
      const won = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
      const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : []));
      expect(won).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]).toBeInstanceOf(VenueImportError);
      expect(String(refused[0])).toContain(`menu id 5001 is already venue "${won[0]}"'s`);
      expect(await db.query("select license from venues where menu_id = 5001")).toEqual([{ license: won[0] }]);
    } finally {
      await other.close();
    }
  });

  it("does the same for two imports claiming one custom domain", async () => {
    const other = await secondConnection(db);
    try {
      const files = [demoCopy({ license: "north", id: 5002, custom_domains: ["shared.example"] }), demoCopy({ license: "south", id: 5003, custom_domains: ["shared.example"] })];
      const results = await Promise.allSettled([importVenueFile(db, files[0]!), importVenueFile(other.db, files[1]!)]);
      const won = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
      expect(won).toHaveLength(1);
      const refused = results.find((result) => result.status === "rejected");
      expect(String(refused?.reason)).toContain(`custom domain shared.example is already venue "${won[0]}"'s`);
      expect(await db.query("select license from venue_domains where domain = 'shared.example'")).toEqual([{ license: won[0] }]);
    } finally {
      await other.close();
    }
  });

  it("migration 20 keeps, of venues that shared a menu id (possible before it), the one its orders went to; orders stay", async () => {
    // A store as older versions could leave it: a copy under another license with the demo's menu id, imported
    // earlier than the demo's last import but without orders (the order call found the demo by the menu id).
    await db.query("drop index venues_one_per_menu_id");
    await db.query("delete from schema_migrations where id = 20");
    await db.query(
      "insert into venues (license, menu_id, license_status, default_language, payload, updated_at) values ('oldcopy', 1, 'ACTIVE', 'en', '{}'::jsonb, now() - interval '1 minute')",
    );
    await db.query("insert into venues (license, menu_id, license_status, default_language, payload, updated_at) values ('newcopy', 1, 'ACTIVE', 'en', '{}'::jsonb, now() + interval '1 minute')");
    await db.query("insert into orders (uuid, license, order_type, total, payload, answer) values ('kept-order', 'demo', 'takeaway', '1.000', '{}'::jsonb, '{}'::jsonb)");
    await migrate(db);
    expect(await db.query("select license from venues where menu_id = 1")).toEqual([{ license: "demo" }]);
    expect(await db.query("select license from orders where uuid = 'kept-order'")).toEqual([{ license: "demo" }]);
    await expect(db.query("insert into venues (license, menu_id, license_status, default_language, payload) values ('again', 1, 'ACTIVE', 'en', '{}'::jsonb)")).rejects.toThrow();
  });
});
