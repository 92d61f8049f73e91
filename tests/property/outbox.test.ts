import type { FastifyInstance } from "fastify";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../server/app";
import type { Database } from "../../server/db/database";
import { openTestDatabase } from "../support/test-database";
import { importVenueFile } from "../../server/venues/import-venue";
import { createOutbox, memoryOutboxStorage, type Outbox, type OutboxStorage } from "../../engine/outbox/outbox";
import type { ApiResult } from "../../engine/api/http";
import type { OrderPayload } from "../../engine/order/order-payload";
import { TWO_TABBOULEH_AND_A_FATTOUSH } from "../support/demo-orders";

/**
 * The outbox over the real server (decision 0055): whatever the order of offline submits, reconnects, retries from
 * two tabs, reloads, cancels and answers lost on the way back, the store holds at most one order per key; and once
 * the network holds, every entry not cancelled is placed exactly once.
 */

/** What became of one send on the way: never left, reached the server but its answer was lost, or answered. */
type Wire = "offline" | "lost" | "ok";

type Action =
  | { kind: "submit" }
  | { kind: "flush"; tab: 0 | 1; wire: Wire }
  | { kind: "flushAll"; tab: 0 | 1; wire: Wire }
  | { kind: "reload"; tab: 0 | 1 }
  | { kind: "cancel"; tab: 0 | 1; pick: number };

const wire = fc.constantFrom<Wire>("offline", "lost", "ok");
const tab = fc.constantFrom<0 | 1>(0, 1);
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.constant<Action>({ kind: "submit" }),
  fc.record({ kind: fc.constant("flush" as const), tab, wire }),
  fc.record({ kind: fc.constant("flushAll" as const), tab, wire }),
  fc.record({ kind: fc.constant("reload" as const), tab }),
  fc.record({ kind: fc.constant("cancel" as const), tab, pick: fc.nat(9) }),
);

describe("the order outbox, over the real server", () => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, "server/venues/demo/venue.json");
    app = await buildServer({ db, defaultLicense: "demo", paymentSandbox: true, rateLimits: false, live: false, now: () => Date.parse("2026-11-23T12:00:00+04:00") });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** Orders the store holds per key (idempotency_key) among `keys`. */
  async function ordersPerKey(keys: readonly string[]): Promise<Map<string, number>> {
    const rows = await db.query<{ key: string; n: number }>("select idempotency_key as key, count(*)::int as n from orders where idempotency_key like 'outbox-property-%' group by idempotency_key");
    return new Map(rows.filter((row) => keys.includes(row.key)).map((row) => [row.key, Number(row.n)]));
  }

  it("at most one order per key, whatever the interleaving; exactly one for each entry not cancelled once the network holds", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
        run++;
        const storage: OutboxStorage = memoryOutboxStorage();
        let wireNow: Wire = "ok";
        let online = true;
        let cookie: string | undefined;
        const send = async (entry: { key: string; order: OrderPayload }): Promise<ApiResult<{ uuid: string }>> => {
          if (wireNow === "offline") return { ok: false, error: { kind: "network", message: "offline" } };
          const answer = await app.inject({ method: "POST", url: "/en/api/order/", payload: entry.order, headers: { "idempotency-key": entry.key, ...(cookie ? { cookie } : {}) } });
          if (wireNow === "lost") return { ok: false, error: { kind: "network", message: "the answer was lost" } };
          const setCookie = answer.headers["set-cookie"];
          if (typeof setCookie === "string") cookie = setCookie.split(";")[0];
          return answer.statusCode === 201 ? { ok: true, value: answer.json() as { uuid: string } } : { ok: false, error: { kind: "http", status: answer.statusCode, body: answer.json() } };
        };
        const openTab = (): Outbox<{ uuid: string }> => createOutbox({ storage, send, online: () => online, placedIdOf: (placed) => placed.uuid });
        const tabs = [openTab(), openTab()];
        const keys: string[] = [];
        const cancelled = new Set<string>();

        for (const step of actions) {
          if (step.kind === "submit") {
            const key = `outbox-property-${run}-${keys.length}-${Date.now()}`;
            keys.push(key);
            const order = { ...TWO_TABBOULEH_AND_A_FATTOUSH, customer_name: `Guest ${keys.length}` } as unknown as OrderPayload;
            await tabs[0]!.keep({ key, license: "demo", language: "en", order, lines: [], total: "98.600", keptAt: keys.length }, false);
          } else if (step.kind === "flush" || step.kind === "flushAll") {
            wireNow = step.wire;
            online = step.wire !== "offline";
            const outbox = tabs[step.tab]!;
            if (step.kind === "flushAll") await outbox.flushAll("demo");
            else if (keys.length > 0) await outbox.flush(keys[keys.length - 1]!);
          } else if (step.kind === "reload") {
            tabs[step.tab] = openTab();
          } else if (keys.length > 0) {
            const key = keys[step.pick % keys.length]!;
            if (await tabs[step.tab]!.cancel(key)) cancelled.add(key);
          }
          for (const [key, n] of await ordersPerKey(keys)) expect(n, key).toBeLessThanOrEqual(1);
        }

        // The network holds again: everything still waiting goes.
        wireNow = "ok";
        online = true;
        await tabs[1]!.flushAll("demo");
        const counts = await ordersPerKey(keys);
        for (const key of keys) {
          // A cancelled entry had certainly never reached the server (cancel refuses one that may have).
          expect(counts.get(key) ?? 0, key).toBe(cancelled.has(key) ? 0 : 1);
        }
      }),
      { numRuns: 60 },
    );
  });
});
