import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importVenueFile } from "../../server/venues/import-venue";
import { expectEveryAnsweredOrderOnce, freshKeys, orderBurst } from "../fault/order-burst";
import { alwaysOpenDemoFile } from "../support/always-open-demo";
import { FAULT_ADMIN_TOKEN, startServerProcess, type ServerProcess } from "../fault/server-process";
import { openPgliteFolderFromTemplate } from "../support/test-database";

const ORDERS = 60;
const CLIENTS = 6;
/** The plug is pulled when this many orders have been answered: the rest of the burst is in flight or unsent. */
const KILL_AT = 20;

/** The demo venue's order count as the running server's staff call tells it. */
async function ordersOf(server: ServerProcess): Promise<number> {
  const response = await fetch(`${server.url}/admin/api/venues/`, { headers: { authorization: `Bearer ${FAULT_ADMIN_TOKEN}` } });
  const venues = (await response.json()) as { license: string; orders: number }[];
  return venues.find((venue) => venue.license === "demo")!.orders;
}

// The PGlite pass (npm test); the PostgreSQL pass (.ci/postgres-tests.sh) runs tests/db/fault-postgres.test.ts.
describe.skipIf(process.env["CARTA_TEST_DATABASE_URL"] !== undefined)("fault: kill -9 of the server in the middle of a burst of orders, on PGlite (issue 17)", () => {
  const servers: ServerProcess[] = [];
  const folders: string[] = [];
  afterAll(async () => {
    for (const server of servers) await server.killHard();
    // A store of some 40 MB a run: not left in the machine's temporary folder.
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("keeps every answered order, and retried keys create none twice", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "carta-fault-"));
    folders.push(dataDir);
    const store = await openPgliteFolderFromTemplate(dataDir);
    await importVenueFile(store, alwaysOpenDemoFile());
    await store.close();

    const first = await startServerProcess({ dataDir });
    servers.push(first);
    const keys = freshKeys(ORDERS);
    let killed: Promise<void> | undefined;
    const attempts = await orderBurst(() => first.url, keys, CLIENTS, (answered) => {
      if (answered === KILL_AT) killed = first.killHard();
    });
    await killed;
    expect(await first.exited).toBe("SIGKILL");
    const answered = attempts.filter((attempt) => attempt.uuid !== undefined).length;
    expect(answered).toBeGreaterThanOrEqual(KILL_AT);
    expect(answered).toBeLessThan(ORDERS);

    // The same folder, its lock left behind by the killed process: the new server takes it over.
    const second = await startServerProcess({ dataDir });
    servers.push(second);
    await expectEveryAnsweredOrderOnce(second.url, keys, attempts, () => ordersOf(second));
    await second.stop();
  }, 90_000);
});
