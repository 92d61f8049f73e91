import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestClient } from "../../support/guest-client";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { importVenueFile } from "../../../server/venues/import-venue";
import { recordPayment } from "../../../server/payments/payment-store";
import { createRegistry } from "../../../engine/plugin-api";
import { plugins } from "../../../screens/app/plugins";

const registry = createRegistry(plugins);

/** One return URL per provider, with the query each reads (ordering spec section 2); the reference is `ref-{id}`. */
const RETURNS: Record<string, Record<string, string>> = {
  paylink: { reference: "ref-paylink", checkout: "c1" },
  ngenius: { reference: "ref-ngenius" },
  xpresspay: { reference: "ref-xpresspay" },
  skipcash: { id: "ref-skipcash" },
  paytabs: { reference: "ref-paytabs" },
  thawani: { ref: "ref-thawani" },
  "2c2p": { reference: "ref-2c2p" },
  magnati: { reference: "ref-magnati" },
  stripe: { ref: "ref-stripe", session: "cs_1" },
  noon: { reference: "ref-noon", orderId: "N1" },
};

describe("payment status calls: each provider's browser half reaches its server half (doc 2 §7)", () => {
  let db: Database;
  let app: FastifyInstance;
  const guest = guestClient(() => app);

  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, "server/venues/demo/venue.json");
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "demo" });
    for (const id of Object.keys(RETURNS)) {
      await recordPayment(db, { license: "demo", provider: id, reference: `ref-${id}`, status: id === "paytabs" ? "DECLINED" : "PAID", orderId: "41", orderUuid: `uuid-${id}` });
    }
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it("covers every registered provider", () => {
    expect(Object.keys(RETURNS).sort()).toEqual([...registry.paymentProviders.keys()].sort());
  });

  for (const [id, query] of Object.entries(RETURNS)) {
    it(`${id}: the status the server recorded, for the call the return screen makes`, async () => {
      const call = (await registry.paymentProviders.get(id)!.value.readsReturn()).statusCall(query)!;
      const response = await guest.inject({ method: call.method, url: call.path, payload: call.body ?? {}, headers: { host: "demo.localhost" } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: id === "paytabs" ? "DECLINED" : "PAID", orderId: "41", orderUUID: `uuid-${id}` });
    });
  }

  it("404s a reference the server never recorded, and a host that is no venue", async () => {
    const unknown = await guest.inject({ method: "POST", url: "/en/stripe/status/", payload: { ref: "forged", session: "x" }, headers: { host: "demo.localhost" } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: "No stripe payment forged" });
    const noVenue = await guest.inject({ method: "POST", url: "/en/stripe/status/", payload: { ref: "ref-stripe", session: "x" }, headers: { host: "nobody.localhost" } });
    expect(noVenue.statusCode).toBe(404);
  });

  it("400s a body its schema refuses, naming the field", async () => {
    const response = await guest.inject({ method: "POST", url: "/en/stripe/status/", payload: { ref: "ref-stripe" }, headers: { host: "demo.localhost" } });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { detail: string }).detail).toContain("session");
  });

  it("a PAID status in the request body changes nothing: the status is the server's", async () => {
    const response = await guest.inject({ method: "POST", url: "/en/thawani/status/", payload: { ref: "unrecorded", status: "PAID" }, headers: { host: "demo.localhost" } });
    expect(response.statusCode).toBe(404);
  });
});
