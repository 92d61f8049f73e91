import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { importVenueFile } from "../../../server/venues/import-venue";

describe("feedback forms: GET /{lang}/api/feedback/{formId}/ and POST /{lang}/api/submission/ (doc 2 §7)", () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase();
    for (const file of ["server/venues/demo/venue.json", "tests/fixtures/venues/arabic.json"]) await importVenueFile(db, file);
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "demo" });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const demo = { host: "demo.localhost" };

  it("serves a form of the host's venue with its fields", async () => {
    const response = await app.inject({ url: "/en/api/feedback/1/", headers: demo });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { id: number; name: string; form_data: { type: string; name: string; required: boolean }[] };
    expect(body.id).toBe(1);
    expect(body.name).toBe("How was your meal?");
    expect(body.form_data.map((f) => f.type)).toContain("starRating");
    expect(body.form_data.find((f) => f.name === "overall_rating")?.required).toBe(true);
  });

  it("serves the form in another language from the venue's translations", async () => {
    const body = (await app.inject({ url: "/ar/api/feedback/1/", headers: demo })).json() as { name: string; form_data: { label: string }[] };
    expect(body.name).toBe("كيف كانت وجبتك؟");
    expect(body.form_data[0]?.label).toBe("حدّثنا عن زيارتك");
  });

  it("404s an unknown form, a disabled form, a language the venue does not offer and an unknown host", async () => {
    expect((await app.inject({ url: "/en/api/feedback/99/", headers: demo })).statusCode).toBe(404);
    expect((await app.inject({ url: "/en/api/feedback/2/", headers: demo })).statusCode).toBe(404);
    expect((await app.inject({ url: "/de/api/feedback/1/", headers: demo })).statusCode).toBe(404);
    expect((await app.inject({ url: "/en/api/feedback/1/", headers: { host: "nobody.example" } })).statusCode).toBe(404);
  });

  it("stores a valid submission and answers 201 with a message in the language", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/ar/api/submission/",
      headers: demo,
      payload: { feedback_id: 1, submission: { overall_rating: 5, order_channel: "dine_in", enjoyed: ["food", "staff"], stray: "dropped" } },
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as { message: string }).message).toBe("شكراً لك! تم إرسال إجاباتك.");
    const rows = await db.query<{ license: string; form_id: number; language: string; submission: Record<string, unknown> }>(
      "select license, form_id, language, submission from form_submissions",
    );
    expect(rows).toEqual([
      { license: "demo", form_id: 1, language: "ar", submission: { overall_rating: 5, order_channel: "dine_in", enjoyed: ["food", "staff"] } },
    ]);
  });

  it("refuses a submission missing a required answer, or with a bad body, and stores nothing", async () => {
    const before = (await db.query("select id from form_submissions")).length;
    const missing = await app.inject({ method: "POST", url: "/en/api/submission/", headers: demo, payload: { feedback_id: 1, submission: { overall_rating: 4 } } });
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as { detail: string }).detail).toContain("order_channel");
    const bad = await app.inject({ method: "POST", url: "/en/api/submission/", headers: demo, payload: { feedback: 1 } });
    expect(bad.statusCode).toBe(400);
    const unknown = await app.inject({ method: "POST", url: "/en/api/submission/", headers: demo, payload: { feedback_id: 42, submission: {} } });
    expect(unknown.statusCode).toBe(404);
    expect((await db.query("select id from form_submissions")).length).toBe(before);
  });

  it("stores a submission sent twice with one Idempotency-Key once, and answers 201 both times", async () => {
    const before = (await db.query("select id from form_submissions")).length;
    const send = () =>
      app.inject({
        method: "POST",
        url: "/en/api/submission/",
        headers: { ...demo, "idempotency-key": "k-123" },
        payload: { feedback_id: 1, submission: { overall_rating: 3, order_channel: "dine_in" } },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    expect((await db.query("select id from form_submissions")).length).toBe(before + 1);
  });
});
