import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ESLint } from "eslint";
import { createMemoryHistory } from "@tanstack/react-router";
import { pluginModules } from "virtual:carta-plugins";
import { createRegistry, selectPlugins, type PluginModule } from "../../../engine/plugin-api";
import { PLUGIN_IDS } from "../../../plugins/plugin-list";
import { corePlugin } from "../../../screens/core/core-plugin";
import { createAppRouter } from "../../../screens/app/router";
import { createCartStore } from "../../../engine/cart";
import { createCheckoutFormStore } from "../../../engine/checkout";
import { queryClient } from "../../../engine/server-state/query-client";
import { paymentStatusQuery } from "../../../engine/server-state/calls";
import type { PaymentReturnData } from "../../../screens/payment-return/payment-return-route";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { guestClient } from "../../support/guest-client";
import { importVenueFile } from "../../../server/venues/import-venue";
import { loadDemoMenu } from "../../support/demo-menu";

/** The code blocks of docs/plugins.md whose first line names a file under plugins/. */
function guideFiles(): { file: string; code: string }[] {
  const markdown = fs.readFileSync("docs/plugins.md", "utf8");
  return [...markdown.matchAll(/```ts\n\/\/ file: (plugins\/[^\n]+)\n([\s\S]*?)```/g)].map((m) => ({ file: m[1]!, code: m[2]! }));
}

/**
 * A local fake of ExamplePay's API as the guide describes it: `POST /v1/payments` opens one, `GET /v1/payments/{id}`
 * reads it; the test captures a payment as the guest would on ExamplePay's page.
 */
async function startFakeExamplePay() {
  const payments = new Map<string, { id: string; url: string; state: string; merchant_reference: string; amount: string; return_url: string }>();
  const keys: string[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      keys.push(request.headers.authorization ?? "");
      const answer = (status: number, json: unknown) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json));
      if (request.method === "POST" && request.url === "/v1/payments") {
        const sent = JSON.parse(body) as { merchant_reference: string; amount: string; return_url: string };
        const id = `ep_${payments.size + 1}`;
        const payment = { id, url: `https://pay.examplepay.example/${id}`, state: "open", ...sent };
        payments.set(id, payment);
        return answer(201, payment);
      }
      const payment = payments.get(decodeURIComponent((request.url ?? "").replace("/v1/payments/", "")));
      return payment ? answer(200, payment) : answer(404, { error: "no such payment" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, payments, keys, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const CARD_ORDER = {
  menu: 1,
  customer_name: "Layla",
  order_type: "takeaway",
  payment_type: "card",
  sub_total: "30.000",
  total: "33.500",
  taxes: [
    { id: 1, name: "VAT", amount: "1.500" },
    { id: 2, name: "Municipality fee", amount: "2.000" },
  ],
  line_items: [{ product: 133, product_price: "30.000", quantity: 1 }],
};

const ID = "payment-examplepay";
const folder = path.join("plugins", ID);
const ids = [...PLUGIN_IDS, ID];

describe("docs/plugins.md: a throwaway payment provider with a server half, added by the plugin list alone", () => {
  let db: Database;
  let app: FastifyInstance;
  let base: string;
  let examplepay: Awaited<ReturnType<typeof startFakeExamplePay>>;
  const guest = guestClient(() => app);

  beforeAll(async () => {
    examplepay = await startFakeExamplePay();
    if (fs.existsSync(folder)) throw new Error(`${folder} exists: the guide's example would overwrite a real plugin`);
    fs.mkdirSync(folder, { recursive: true });
    for (const { file, code } of guideFiles()) fs.writeFileSync(file, code);
    db = await openTestDatabase();
    await importVenueFile(db, "server/venues/demo/venue.json");
    // A stand-in for the built app, so the server also answers client routes with HTML.
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "carta-app-"));
    fs.writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>app</title>");
    // The venue takes ExamplePay with its key, as its venue file's `payment_provider` and `plugins` would say.
    await db.query("update venues set payment_provider = 'examplepay', plugin_options = $1::jsonb where license = 'demo'", [JSON.stringify({ [ID]: { api_key: "ep_key_demo" } })]);
    app = await buildServer({ db, paymentSandbox: false, rateLimits: false, defaultLicense: "demo", pluginIds: ids, staticDir, now: () => Date.parse("2026-11-23T12:00:00+04:00"), paymentApiBases: { examplepay: examplepay.base } });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    vi.unstubAllGlobals();
    await app?.close();
    await db?.close();
    await examplepay?.close();
  });

  it("the guide holds the plugin's three files", () => {
    expect(guideFiles().map((f) => f.file)).toEqual([`${folder}/provider.ts`, `${folder}/index.ts`, `${folder}/server.ts`]);
  });

  it("a card order is paid through its gateway: the return route loads and its status call answers what ExamplePay says", async () => {
    // The guest places a card order and follows its payment address: the server opens the payment at ExamplePay.
    const placed = await guest.inject({ method: "POST", url: "/en/api/order/", payload: CARD_ORDER });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as { uuid: string; padded_order_id: string; payment_url: string };
    const hop = await guest.inject({ url: order.payment_url });
    expect(hop.statusCode, hop.body).toBe(303);
    const payment = [...examplepay.payments.values()].at(-1)!;
    expect(hop.headers.location).toBe(payment.url);
    expect(payment).toMatchObject({ amount: "33.500", return_url: `http://localhost:80/payment/examplepay?tx=${payment.merchant_reference}` });
    expect(examplepay.keys).toContain("Bearer ep_key_demo");
    const reference = payment.merchant_reference;


    const module = (await import(/* @vite-ignore */ path.resolve(folder, "index.ts"))) as PluginModule;
    const registry = createRegistry([corePlugin, ...selectPlugins(ids, { ...pluginModules, [ID]: module })]);
    expect(registry.paymentProviders.get("examplepay")?.pluginId).toBe(ID);

    // The browser's relative calls go to the running reference server, as they would on the page's origin.
    const realFetch = globalThis.fetch;
    vi.stubGlobal("fetch", (input: string, init?: RequestInit) => realFetch(new URL(input, base), init));

    const router = createAppRouter(
      registry,
      {
        services: { registry, cart: createCartStore(), checkout: createCheckoutFormStore(), config: {}, track: () => undefined },
        menuReady: () => Promise.resolve({ menu: loadDemoMenu(), language: "en" }),
      },
      createMemoryHistory({ initialEntries: [`/payment/examplepay?tx=${reference}`] }),
    );
    await router.load();
    const match = router.state.matches.at(-1)!;
    expect(match.routeId).toBe("/payment/$provider");
    const data = match.loaderData as PaymentReturnData;
    expect(data).toEqual({ provider: "examplepay", reference, statusCall: { method: "POST", path: "/en/examplepay/status/", body: { reference } } });
    // Not paid until ExamplePay says so: the return alone proves nothing.
    expect(await queryClient.fetchQuery({ ...paymentStatusQuery(data.statusCall!), staleTime: 0 })).toEqual({ status: "UNPAID", orderId: order.padded_order_id, orderUUID: order.uuid });
    payment.state = "captured";
    queryClient.clear();
    expect(await queryClient.fetchQuery(paymentStatusQuery(data.statusCall!))).toEqual({ status: "PAID", orderId: order.padded_order_id, orderUUID: order.uuid });
  });

  it("its server endpoint refuses a bad body and an unknown reference, and its prefix is an API path", async () => {
    const post = (payload: object) => app.inject({ method: "POST", url: "/en/examplepay/status/", payload, headers: { host: "demo.localhost" } });
    const reference = [...examplepay.payments.values()].at(-1)!.merchant_reference;
    expect((await post({ reference })).json()).toMatchObject({ status: "PAID" });
    expect((await post({ tx: reference })).statusCode).toBe(400);
    expect((await post({ reference: "999" })).statusCode).toBe(404);
    const miss = await app.inject({ method: "GET", url: "/en/examplepay/nothing/", headers: { host: "demo.localhost" } });
    expect(miss.statusCode).toBe(404);
    expect(miss.headers["content-type"]).toContain("application/json");
    const page = await app.inject({ method: "GET", url: "/payment/examplepay?tx=1", headers: { host: "demo.localhost" } });
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("both halves lint clean", async () => {
    const results = await new ESLint().lintFiles(["provider.ts", "index.ts", "server.ts"].map((file) => path.join(folder, file)));
    expect(results.flatMap((r) => r.messages.map((m) => `${path.basename(r.filePath)}:${m.line}: ${m.message}`))).toEqual([]);
  });

  it("registering it twice stops start-up with a clear message", async () => {
    const module = (await import(/* @vite-ignore */ path.resolve(folder, "index.ts"))) as PluginModule;
    expect(() => createRegistry([...selectPlugins([ID, ID], { [ID]: module })])).toThrow(`Plugin "${ID}" is registered twice`);
  });
});
