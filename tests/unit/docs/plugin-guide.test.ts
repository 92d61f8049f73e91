import fs from "node:fs";
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
import { openDatabase } from "../../../server/db/open-database";
import { recordPayment } from "../../../server/payments/payment-store";
import { importVenueFile } from "../../../server/venues/import-venue";
import { loadDemoMenu } from "../../support/demo-menu";

/** The code blocks of docs/plugins.md whose first line names a file under plugins/. */
function guideFiles(): { file: string; code: string }[] {
  const markdown = fs.readFileSync("docs/plugins.md", "utf8");
  return [...markdown.matchAll(/```ts\n\/\/ file: (plugins\/[^\n]+)\n([\s\S]*?)```/g)].map((m) => ({ file: m[1]!, code: m[2]! }));
}

const ID = "payment-examplepay";
const folder = path.join("plugins", ID);
const ids = [...PLUGIN_IDS, ID];

describe("docs/plugins.md: a throwaway payment provider with a server half, added by the plugin list alone", () => {
  let db: Database;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    if (fs.existsSync(folder)) throw new Error(`${folder} exists: the guide's example would overwrite a real plugin`);
    fs.mkdirSync(folder, { recursive: true });
    for (const { file, code } of guideFiles()) fs.writeFileSync(file, code);
    db = await openDatabase({ inMemory: true });
    await importVenueFile(db, "server/venues/demo/venue.json");
    // A stand-in for the built app, so the server also answers client routes with HTML.
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "carta-app-"));
    fs.writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>app</title>");
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "demo", pluginIds: ids, staticDir });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    // The provider's confirmation, as the server would record it; the browser can never write this.
    await recordPayment(db, { license: "demo", provider: "examplepay", reference: "000981", status: "PAID", orderId: "981", orderUuid: "u-981" });
  });
  afterAll(async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    vi.unstubAllGlobals();
    await app?.close();
    await db?.close();
  });

  it("the guide holds the plugin's two halves", () => {
    expect(guideFiles().map((f) => f.file)).toEqual([`${folder}/index.ts`, `${folder}/server.ts`]);
  });

  it("its return route loads, its status call reaches its server half, and the answer is the recorded status", async () => {
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
      createMemoryHistory({ initialEntries: ["/payment/examplepay?tx=000981&sig=abc"] }),
    );
    await router.load();
    const match = router.state.matches.at(-1)!;
    expect(match.routeId).toBe("/payment/$provider");
    const data = match.loaderData as PaymentReturnData;
    expect(data).toEqual({
      provider: "examplepay",
      reference: "000981",
      statusCall: { method: "POST", path: "/en/examplepay/status/", body: { reference: "000981", signature: "abc" } },
    });
    const status = await queryClient.fetchQuery(paymentStatusQuery(data.statusCall!));
    expect(status).toEqual({ status: "PAID", orderId: "981", orderUUID: "u-981" });
  });

  it("its server endpoint refuses a bad body and an unknown reference, and its prefix is an API path", async () => {
    const post = (payload: object) => app.inject({ method: "POST", url: "/en/examplepay/status/", payload, headers: { host: "demo.localhost" } });
    expect((await post({ reference: "000981", signature: "abc" })).json()).toMatchObject({ status: "PAID" });
    expect((await post({ reference: "000981" })).statusCode).toBe(400);
    expect((await post({ reference: "999", signature: "abc" })).statusCode).toBe(404);
    const miss = await app.inject({ method: "GET", url: "/en/examplepay/nothing/", headers: { host: "demo.localhost" } });
    expect(miss.statusCode).toBe(404);
    expect(miss.headers["content-type"]).toContain("application/json");
    const page = await app.inject({ method: "GET", url: "/payment/examplepay?tx=1", headers: { host: "demo.localhost" } });
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("both halves lint clean", async () => {
    const results = await new ESLint().lintFiles([path.join(folder, "index.ts"), path.join(folder, "server.ts")]);
    expect(results.flatMap((r) => r.messages.map((m) => `${path.basename(r.filePath)}:${m.line}: ${m.message}`))).toEqual([]);
  });

  it("registering it twice stops start-up with a clear message", async () => {
    const module = (await import(/* @vite-ignore */ path.resolve(folder, "index.ts"))) as PluginModule;
    expect(() => createRegistry([...selectPlugins([ID, ID], { [ID]: module })])).toThrow(`Plugin "${ID}" is registered twice`);
  });
});
