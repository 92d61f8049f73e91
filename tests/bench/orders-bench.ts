/**
 * `npm run bench` (e): order placement over HTTP on loopback — 50 clients at once, each POSTing a priced demo order
 * with its own Idempotency-Key, for a fixed number of orders. Prints orders per second and the latency p50/p99,
 * on the embedded PGlite store, and on PostgreSQL too when `DATABASE_URL` is set.
 */
import { buildServer } from "../../server/app";
import { openDatabase } from "../../server/db/open-database";
import { importVenueFile } from "../../server/venues/import-venue";
import { createCartStore, newCartLine } from "../../engine/cart";
import { buildOrderPayload } from "../../engine/order/order-payload";
import { loadDemoMenu } from "../support/demo-menu";
import { ms, stats } from "./support";

const CLIENTS = 50;
const ORDERS = 1_000;

function demoOrder() {
  const menu = loadDemoMenu();
  const cart = createCartStore({ context: menu });
  for (const id of [133, 126, 144]) cart.actions.addItem(newCartLine(menu.products.find((p) => p.id === id)!, { groups: [], choice: {}, comboGroups: null, qty: 1 }));
  cart.actions.setOrderType("takeaway");
  return buildOrderPayload({
    menuId: menu.id, currency: menu.currency, lines: cart.state.products, totals: cart.state.totals, orderType: "takeaway", couponId: null, paymentType: "cash",
    customer: { name: "Bench", email: "", phone: "" }, orderComments: "", deliveryDatetime: null,
    delivery: { formattedAddress: "", location: null, place: null, flatNo: "", buildingPremise: "", areaStreet: "", landmark: "" },
  });
}

async function run(label: string, databaseUrl: string | undefined): Promise<string> {
  const db = await openDatabase(databaseUrl ? { databaseUrl } : { inMemory: true });
  try {
    await importVenueFile(db, "server/venues/demo/venue.json");
    // Noon in Dubai on a Monday: the demo is open whenever the bench runs.
    const app = await buildServer({ db, defaultLicense: "demo", now: () => Date.parse("2026-11-23T12:00:00+04:00") });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const body = JSON.stringify(demoOrder());
    const latencies: number[] = [];
    let next = 0;
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < ORDERS) {
          const n = next++;
          const t = performance.now();
          const response = await fetch(`http://127.0.0.1:${port}/en/api/order/`, {
            method: "POST",
            headers: { "content-type": "application/json", "idempotency-key": `bench-${label}-${n}-${started}` },
            body,
          });
          await response.arrayBuffer();
          if (response.status !== 201) failed++;
          latencies.push(performance.now() - t);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await app.close();
    const s = stats(latencies);
    return `order POST on ${label}, ${CLIENTS} concurrent clients, ${ORDERS} orders: ${(ORDERS / seconds).toFixed(0)} orders/s, latency p50 ${ms(s.median)}, p99 ${ms(percentile(latencies, 0.99))}${failed ? ` (${failed} not 201)` : ""}`;
  } finally {
    await db.close();
  }
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

export async function runOrdersBench(): Promise<string[]> {
  const lines = [await run("PGlite", undefined)];
  const url = process.env["DATABASE_URL"];
  lines.push(url ? await run("PostgreSQL", url) : "order POST on PostgreSQL: n/a (set DATABASE_URL to measure it)");
  return lines;
}
