import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { acquireDataDirLock, SERVER_ROLE } from "../../../server/db/data-dir-lock";
import { openDatabase } from "../../../server/db/open-database";
import { openPgliteFolderFromTemplate } from "../../support/test-database";

const run = promisify(execFile);
const DEMO = "server/venues/demo/venue.json";
const TOKEN = "operator-token-for-the-cli-test-0123";

/**
 * `npm run {venue|order} -- …` on this data folder: its exit code and what it printed. The npm scripts' `tsx FILE`
 * is `node --import tsx FILE` in a child process it starts; run that one directly, as the fault tests run the server.
 */
async function command(cli: "venue" | "order", args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  // Only what the commands read: no token or database of the surrounding environment leaks in.
  const base = { PATH: process.env["PATH"] ?? "", HOME: process.env["HOME"] ?? "", CARTA_DATA_DIR: dataDir };
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", `server/cli/${cli}.ts`, ...args], { env: { ...base, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "carta-cli-"));

const copies: string[] = [];

/** A copy of the demo venue's file under another license, keeping its menu id 1 and its custom domain. */
function demoCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carta-cli-venue-"));
  copies.push(dir);
  fs.symlinkSync(path.resolve(path.dirname(DEMO), "media"), path.join(dir, "media"));
  fs.writeFileSync(path.join(dir, "venue.json"), JSON.stringify({ ...(JSON.parse(fs.readFileSync(DEMO, "utf8")) as object), license: "copycat" }));
  return path.join(dir, "venue.json");
}

describe.sequential("npm run venue / npm run order on PGlite's folder, with and without a server (issue 17)", () => {
  // The folder starts as a copy of the migrated empty store, as a server's first start leaves it: creating the
  // cluster in the first command would cost it three times a command's time.
  beforeAll(async () => {
    await (await openPgliteFolderFromTemplate(dataDir)).close();
  }, 60_000);
  afterAll(() => {
    for (const folder of [dataDir, ...copies]) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("says an empty store has no venues", async () => {
    expect(await command("venue", ["list"])).toMatchObject({ code: 0, stdout: "No venues yet: import one with npm run venue -- import FILE\n" });
  }, 60_000);

  // One command a test: each starts Node, tsx and PGlite (8–11 s on a quiet machine of this kind, three times that
  // on a slow one), so no test needs most of its minute.
  it("imports a venue", async () => {
    expect(await command("venue", ["import", DEMO])).toMatchObject({ code: 0, stdout: `Imported ${DEMO} as venue "demo".\n` });
  }, 60_000);

  it("refuses a copy holding the menu id of a venue it has, naming that venue", async () => {
    const copy = demoCopy();
    const refused = await command("venue", ["import", copy]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`Refused: ${copy}: menu id 1 is already venue "demo"'s\nNothing was changed in the database.\n`);
    // Each command gave the folder back.
    expect(fs.existsSync(path.join(dataDir, "server.pid"))).toBe(false);
  }, 60_000);

  describe("while a server holds the folder", () => {
    let release: () => void;
    let db: Database;
    let app: FastifyInstance;
    let url: string;

    beforeAll(async () => {
      // This test process is the server: it holds the lock and the store, and serves the staff calls.
      release = await acquireDataDirLock(dataDir, SERVER_ROLE);
      db = await openDatabase({ dataDir });
      app = await buildServer({ db, defaultLicense: "demo", live: false, adminToken: TOKEN });
      await app.listen({ port: 0, host: "127.0.0.1" });
      url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    }, 60_000);
    afterAll(async () => {
      await app.close();
      await db.close();
      release();
    });

    it("refuses an import, naming the server, and leaves the store alone", async () => {
      const refused = await command("venue", ["import", DEMO]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`A Carta server (pid ${process.pid}) is using ${dataDir}. Stop it, then run this again`);
    }, 60_000);

    it("lists the venues through the server's staff call given its token, and says what to set without one", async () => {
      const listed = await command("venue", ["list"], { CARTA_ADMIN_TOKEN: TOKEN, CARTA_URL: url });
      expect(listed.code, listed.stderr).toBe(0);
      // The refused copy left nothing behind.
      expect(listed.stdout.split("\n")).toEqual([
        "license\tmenu id\tstatus\tlanguages\torders\tcustom domains\tname",
        "demo\t1\tACTIVE\ten ar fr\t0\tolive-and-ember.localhost\tOlive & Ember",
        "",
      ]);
      const untold = await command("venue", ["list"]);
      expect(untold.code).toBe(1);
      expect(untold.stderr).toContain("Set CARTA_ADMIN_TOKEN (the server's) or a venue's CARTA_STAFF_TOKEN to list through it, or stop it.");
    }, 60_000);

    it("says there are no orders yet", async () => {
      expect(await command("order", ["list"], { CARTA_ADMIN_TOKEN: TOKEN, CARTA_URL: url })).toMatchObject({ code: 0, stdout: "No orders yet\n" });
    }, 60_000);
  });
});
