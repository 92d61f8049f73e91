import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CALL_CONTRACTS } from "../../../schemas/calls";
import { fillPath, pathParameters, routePath } from "../../../schemas/calls/define-call";
import { setTipsCall } from "../../../schemas/calls/order-payments";
import { readOrderCall } from "../../../schemas/calls/order";
import { callApi } from "../../../engine/api/call";
import { API_PATHS } from "../../../scripts/vite/api-paths";
import { buildServer, CORE_API_PATH } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { importVenueFile } from "../../../server/venues/import-venue";
import { openTestDatabase } from "../../support/test-database";

/**
 * One contract per call (issue 19, schemas/calls/): the browser's fetcher, the server's route, the API document and
 * the API-path lists all follow the contract, so none of them can drift from it.
 */
const SAMPLE: Readonly<Record<string, string>> = { lang: "en", id: "3f0c0e9e-8c55-4b1e-9f7e-1c2a1f0d9b11" };
const samplePath = (path: string) => fillPath(path, Object.fromEntries(pathParameters(path).map((name) => [name, SAMPLE[name] ?? "x"])));

describe("call contracts", { timeout: 60_000 }, () => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, "server/venues/demo/venue.json");
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "demo", adminToken: "t" });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("fills and routes paths: parameters encoded for the browser, `:name` for the server", () => {
    expect(fillPath("/{lang}/api/order/{id}/", { lang: "en", id: "a/b c" })).toBe("/en/api/order/a%2Fb%20c/");
    expect(() => fillPath("/{lang}/api/order/", {})).toThrow(/\{lang\}/);
    expect(routePath("/{lang}/api/order/{id}/")).toBe("/:lang/api/order/:id/");
  });

  it("each contract's path is an API path for the service worker and the server, never the app's HTML", () => {
    for (const call of CALL_CONTRACTS) {
      const path = samplePath(call.path);
      expect(API_PATHS.some((pattern) => pattern.test(path)), `${call.method} ${call.path}`).toBe(true);
      expect(CORE_API_PATH.test(path), `${call.method} ${call.path}`).toBe(true);
    }
  });

  it("each contract is in the API document with its success, refusals and body", async () => {
    const document = (await app.inject({ method: "GET", url: "/openapi.json" })).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>> };
    for (const call of CALL_CONTRACTS) {
      const operation = document.paths[call.path]?.[call.method];
      expect(operation, `${call.method} ${call.path}`).toBeDefined();
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining([String(call.success.status), ...Object.keys(call.refusals)]));
      expect(operation!.requestBody !== undefined).toBe(call.request !== undefined);
    }
  });

  it("the server routes each contract and reads its body with the contract's schema: a body that does not read is a 400", async () => {
    for (const call of CALL_CONTRACTS) {
      const url = samplePath(call.path);
      const answer = await app.inject({ method: call.method.toUpperCase() as "GET", url, headers: { host: "demo.localhost" }, ...(call.request ? { payload: { unexpected: [1] } } : {}) });
      // Routed: the route's own answer, not the API's "No route …" 404.
      expect((answer.json() as { detail: string }).detail, `${call.method} ${call.path}`).not.toMatch(/^No route/);
      if (call.request) expect(answer.statusCode, `${call.method} ${call.path}: ${answer.body}`).toBe(400);
    }
  });

  it("the browser sends the contract's method and path, and takes only the contract's success status", async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ detail: "x" }), { status: 201, headers: { "Content-Type": "application/json" } })));
    vi.stubGlobal("fetch", fetch);
    const tips = await callApi(setTipsCall, { body: { order_uuid: SAMPLE["id"]!, tips_amount: "1.000" } });
    expect(fetch).toHaveBeenCalledWith("/iiko/tips/loyalty/promotions/", expect.objectContaining({ method: "POST", body: JSON.stringify({ order_uuid: SAMPLE["id"], tips_amount: "1.000" }) }));
    expect(tips).toMatchObject({ ok: false, error: { kind: "http", status: 201, expected: 200 } });
    await callApi(readOrderCall, { params: { lang: "ar", id: "a b" } });
    expect(fetch).toHaveBeenLastCalledWith("/ar/api/order/a%20b/", expect.objectContaining({ method: "GET" }));
  });
});
