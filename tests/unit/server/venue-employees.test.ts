import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { migrate } from "../../../server/db/migrations";
import { importVenueFile, VenueImportError } from "../../../server/venues/import-venue";
import { decodeWith } from "../../../schemas/decode";
import { employeeById, VenueGroupOptions } from "../../../plugins/integration-venue-group/server/options";
import { openTestDatabase } from "../../support/test-database";
import { PLUGIN_IDS } from "../../../plugins/plugin-list";

/** The plugin's checks and call run only with it in the list (not in the plugin-removed run, .ci/without-plugin.sh). */
const withPlugin = PLUGIN_IDS.includes("integration-venue-group");

/** The `tables` test venue with its plugin options replaced by `plugins` (or a top-level key added), in a temp file. */
function tablesVenueWith(change: (file: Record<string, unknown>) => void): string {
  const file = JSON.parse(fs.readFileSync("tests/fixtures/venues/tables.json", "utf8")) as Record<string, unknown>;
  change(file);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carta-employees-"));
  // Its images, beside it as beside the fixture.
  const media = typeof file["media"] === "string" ? file["media"] : "media";
  fs.symlinkSync(path.resolve("tests/fixtures/venues", media), path.join(dir, media));
  const target = path.join(dir, "tables.json");
  fs.writeFileSync(target, JSON.stringify(file));
  return target;
}

describe("the venue-group plugin's employees option (decision 0066)", () => {
  it("decodes employees, their phone optional, and finds one by its id without surrounding spaces", () => {
    const decoded = decodeWith(VenueGroupOptions, { employees: [{ employee_id: "E100", phone: "+971501234567" }, { employee_id: "E200", phone: "" }] });
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value.employees).toEqual([
      { employee_id: "E100", phone: "+971501234567" },
      { employee_id: "E200", phone: null },
    ]);
    expect(decoded.value.wallets).toEqual([]);
    expect(employeeById(decoded.value, " E100 ")?.phone).toBe("+971501234567");
    expect(employeeById(decoded.value, "E999")).toBeUndefined();
    expect(employeeById(decoded.value, "  ")).toBeUndefined();
    expect(employeeById(undefined, "E100")).toBeUndefined();
  });

  it("refuses an employee without an id", () => {
    expect(decodeWith(VenueGroupOptions, { employees: [{ employee_id: " " }] }).ok).toBe(false);
    expect(decodeWith(VenueGroupOptions, {}).ok).toBe(true);
  });
});

describe("employees in a venue file and in the store", () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase();
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "tables" });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it.skipIf(!withPlugin)("a venue file's plugin options list the employees the verification call answers", async () => {
    const file = tablesVenueWith((venue) => {
      venue["plugins"] = { "integration-venue-group": { employees: [{ employee_id: "K7", phone: " +971500000007 " }] } };
    });
    await importVenueFile(db, file);
    const known = await app.inject({ url: "/iiko/af/verify-employee-id/K7/", headers: { host: "tables.localhost" } });
    expect(known.statusCode, known.body).toBe(200);
    expect(known.json()).toEqual({ employee_id: "K7", employee_phone: "+971500000007" });
    expect((await app.inject({ url: "/iiko/af/verify-employee-id/E100/", headers: { host: "tables.localhost" } })).statusCode).toBe(404);
  });

  it("refuses a venue file that still lists employees at the top level, saying where they went", async () => {
    const file = tablesVenueWith((venue) => {
      venue["employees"] = [{ employee_id: "E100" }];
    });
    await expect(importVenueFile(db, file)).rejects.toThrow(VenueImportError);
    await expect(importVenueFile(db, file)).rejects.toThrow(/employees: moved to plugins\["integration-venue-group"\]\.employees/);
  });

  it.skipIf(!withPlugin)("refuses employees in the plugin options that the plugin's schema refuses", async () => {
    const file = tablesVenueWith((venue) => {
      venue["plugins"] = { "integration-venue-group": { employees: [{ phone: "+97150" }] } };
    });
    await expect(importVenueFile(db, file)).rejects.toThrow(/plugins\.integration-venue-group\.employees\[0\]\.employee_id/);
  });

  it("migration 25 moves a venue's employees column into its plugin options, keeping the plugin's other options", async () => {
    await importVenueFile(db, "tests/fixtures/venues/tables.json");
    await importVenueFile(db, "server/venues/demo/venue.json");
    // The store as it was before migration 25: employees in their own column, the plugin's wallets in its options.
    await db.query("alter table venues add column employees jsonb not null default '[]'::jsonb");
    await db.query(
      `update venues set employees = '[{"employee_id":"E300","phone":null}]'::jsonb,
              plugin_options = '{"integration-venue-group":{"wallets":[]},"payment-stripe":{"secret_key":"sk_test"}}'::jsonb
        where license = 'tables'`,
    );
    await db.query("delete from schema_migrations where id = 25");
    await migrate(db);
    const rows = await db.query<{ license: string; plugin_options: Record<string, unknown> }>("select license, plugin_options from venues order by license");
    expect(rows.find((row) => row.license === "tables")?.plugin_options).toEqual({
      "integration-venue-group": { wallets: [], employees: [{ employee_id: "E300", phone: null }] },
      "payment-stripe": { secret_key: "sk_test" },
    });
    // A venue without employees is left as it was.
    expect(rows.find((row) => row.license === "demo")?.plugin_options).toEqual({});
    const columns = await db.query("select 1 from information_schema.columns where table_name = 'venues' and column_name = 'employees'");
    expect(columns).toEqual([]);
  });
});
