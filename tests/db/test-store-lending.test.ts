import { describe, expect, it } from "vitest";
import { migratePlugins } from "../../server/db/migrations";
import { importVenueFile } from "../../server/venues/import-venue";
import { openTestDatabase } from "../support/test-database";

const DEMO = "server/venues/demo/venue.json";
/** A plugin of this test's own, with one table: what a plugin's migrations leave in a store. */
const PLUGIN = { id: "lending-test", migrations: [{ id: "lending-test/1", sql: "create table lending_test_rows (note text)" }] };
const SUBMISSION = "insert into form_submissions (license, form_id, language, submission) values ('demo', 1, 'en', '{}') returning id::int";

/**
 * What `openTestDatabase` gives a test file is as empty as a fresh migrated store, whatever the file before it left
 * (decision 0084: in-memory PGlite stores are emptied on close and lent again; on PostgreSQL each is made afresh).
 */
describe("a test store holds nothing a closed one left", () => {
  it("no rows, no plugin tables or their record, no settings, no listeners; identities start again", async () => {
    const first = await openTestDatabase();
    await importVenueFile(first, DEMO);
    await migratePlugins(first, [PLUGIN]);
    await first.query("insert into lending_test_rows (note) values ('left behind')");
    await first.query(SUBMISSION);
    expect(await first.query(SUBMISSION)).toEqual([{ id: 2 }]);
    await first.query("set time zone 'Asia/Tokyo'");
    const heard: string[] = [];
    await first.listen("lending_test", (payload) => heard.push(`first: ${payload}`));
    await first.close();

    const second = await openTestDatabase();
    try {
      expect(await second.query("select license from venues")).toEqual([]);
      expect(await second.query("select tablename from pg_tables where tablename = 'lending_test_rows'")).toEqual([]);
      expect(await second.query("select id from plugin_migrations")).toEqual([]);
      expect((await second.query<{ zone: string }>("select current_setting('TimeZone') as zone"))[0]!.zone).not.toBe("Asia/Tokyo");
      expect(await second.query(SUBMISSION)).toEqual([{ id: 1 }]);
      // The plugin's migration runs again, as on a fresh store, and only this file's listener hears.
      await migratePlugins(second, [PLUGIN]);
      expect(await second.query("select note from lending_test_rows")).toEqual([]);
      await second.listen("lending_test", (payload) => heard.push(`second: ${payload}`));
      await second.notify("lending_test", "hello");
      await expect.poll(() => heard).toEqual(["second: hello"]);
    } finally {
      await second.close();
    }
  });
});
