import type { FastifyInstance } from "fastify";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestClient } from "../../support/guest-client";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { importVenueFile } from "../../../server/venues/import-venue";
import { createCartStore, newCartLine } from "../../../engine/cart";
import { buildOrderPayload } from "../../../engine/order/order-payload";
import { loadDemoMenu } from "../../support/demo-menu";

type Doc = { openapi: string; components: { schemas: Record<string, object> }; paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: object }> }; responses: Record<string, { content: Record<string, { schema: object }> }> }>> };

describe("GET /openapi.json: OpenAPI 3.1 for every call, true to the server's real answers", () => {
  let db: Database;
  let app: FastifyInstance;
  const guest = guestClient(() => app);
  let doc: Doc;
  const ajv = new Ajv2020({ strict: false, allErrors: true });

  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, "server/venues/demo/venue.json");
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "demo", now: () => Date.parse("2026-11-23T12:00:00+04:00"), adminToken: "t" });
    doc = (await guest.inject({ url: "/openapi.json" })).json() as Doc;
    // The operations refer to the document's components, as OpenAPI readers resolve them.
    ajv.addSchema({ $id: "openapi", components: doc.components }, "openapi");
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** A schema whose `#/components/…` references resolve against the document's components. */
  const withComponents = (schema: object) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as object;

  const check = (path: string, method: string, status: number, body: unknown) => {
    const schema = doc.paths[path]?.[method]?.responses[String(status)]?.content["application/json"]?.schema;
    expect(schema, `${method} ${path} ${status}`).toBeDefined();
    const validate = ajv.compile(withComponents(schema!));
    expect(validate(body), `${method} ${path} ${status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  };

  it("is OpenAPI 3.1 and names every call the app makes", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/en/menus/custom-domain/{domain}/", "/en/api/menu_language/{license}/", "/{lang}/api/menu/{license}/", "/en/api/coupon/{menuId}/{code}/", "/{lang}/api/order/", "/{lang}/api/order/{id}/"]),
    );
    expect(Object.keys(doc.paths["/{lang}/api/order/{id}/"]!)).toEqual(["get", "patch"]);
  });

  it("describes every field's wire form, not just its name", () => {
    const request = doc.paths["/{lang}/api/order/"]!["post"]!.requestBody!.content["application/json"]!.schema as { properties: Record<string, object> };
    const undescribed = Object.entries(request.properties).filter(([, schema]) => Object.keys(schema).length === 0).map(([name]) => name);
    expect(undescribed).toEqual([]);
    const menuData = doc.components.schemas["MenuData"] as { properties: Record<string, object> };
    expect(Object.entries(menuData.properties).filter(([, schema]) => Object.keys(schema).length === 0).map(([name]) => name)).toEqual([]);
    // What the server refuses, the document refuses too: a total that is not a number, a quantity of 0.
    const validate = ajv.compile(withComponents(request));
    const line = { product: 133, product_price: "30.000", quantity: 1 };
    expect(validate({ menu: 1, order_type: "takeaway", sub_total: "30.000", total: "30.000", payment_type: "cash", line_items: [line] }), ajv.errorsText(validate.errors)).toBe(true);
    expect(validate({ menu: 1, order_type: "takeaway", sub_total: "30.000", total: true, payment_type: "cash", line_items: [line] })).toBe(false);
    expect(validate({ menu: 1, order_type: "takeaway", sub_total: "30.000", total: "30.000", payment_type: "cash", line_items: [{ ...line, quantity: 0 }] })).toBe(false);
  });

  it("names the limits' refusals: 413 and 415 for a body, 429 with Retry-After for a limited call", async () => {
    const responses = (path: string, method: string) => Object.keys(doc.paths[path]![method]!.responses);
    expect(responses("/{lang}/api/order/", "post")).toEqual(expect.arrayContaining(["413", "415", "429"]));
    expect(responses("/{lang}/api/order/{id}/", "get")).toEqual(expect.arrayContaining(["403", "429"]));
    expect(responses("/{lang}/api/menu/{license}/", "get")).not.toContain("429");
    const limited = doc.paths["/en/api/coupon/{menuId}/{code}/"]!["get"]!.responses["429"] as unknown as { headers: Record<string, unknown> };
    expect(Object.keys(limited.headers)).toEqual(["Retry-After"]);
    check("/{lang}/api/order/", "post", 415, (await guest.inject({ method: "POST", url: "/en/api/order/", headers: { "content-type": "text/plain" }, payload: "x" })).json());
    check("/{lang}/api/order/", "post", 413, (await guest.inject({ method: "POST", url: "/en/api/order/", headers: { "content-type": "application/json" }, payload: `"${"x".repeat(300 * 1024)}"` })).json());
  });

  it("describes the boot calls' answers", async () => {
    check("/en/menus/custom-domain/{domain}/", "get", 200, (await guest.inject({ url: "/en/menus/custom-domain/demo.localhost/" })).json());
    check("/en/api/menu_language/{license}/", "get", 200, (await guest.inject({ url: "/en/api/menu_language/demo/" })).json());
    check("/{lang}/api/menu/{license}/", "get", 200, (await guest.inject({ url: "/en/api/menu/demo/" })).json());
    check("/en/api/menu_language/{license}/", "get", 404, (await guest.inject({ url: "/en/api/menu_language/nobody/" })).json());
  });

  it("describes a coupon, an order sent, the order placed and read back, and a refusal", async () => {
    check("/en/api/coupon/{menuId}/{code}/", "get", 200, (await guest.inject({ url: "/en/api/coupon/1/FEAST20/" })).json());
    const menu = loadDemoMenu();
    const cart = createCartStore({ context: menu });
    cart.actions.addItem(newCartLine(menu.products.find((p) => p.id === 133)!, { groups: [], choice: {}, comboGroups: null, qty: 2 }));
    cart.actions.setOrderType("takeaway");
    const order = buildOrderPayload({
      menuId: menu.id, currency: menu.currency, lines: cart.state.products, totals: cart.state.totals, orderType: "takeaway", couponId: null, paymentType: "cash",
      customer: { name: "Layla", email: "", phone: "" }, orderComments: "", deliveryDatetime: null,
      delivery: { formattedAddress: "", location: null, place: null, flatNo: "", buildingPremise: "", areaStreet: "", landmark: "" },
    });
    const request = doc.paths["/{lang}/api/order/"]!["post"]!.requestBody!.content["application/json"]!.schema;
    expect(ajv.validate(withComponents(request), order), ajv.errorsText()).toBe(true);
    const placed = await guest.inject({ method: "POST", url: "/en/api/order/", payload: order });
    check("/{lang}/api/order/", "post", 201, placed.json());
    check("/{lang}/api/order/{id}/", "get", 200, (await guest.inject({ url: `/en/api/order/${(placed.json() as { uuid: string }).uuid}/` })).json());
    check("/{lang}/api/order/", "post", 409, (await guest.inject({ method: "POST", url: "/en/api/order/", payload: { ...order, total: "1.000" } })).json());

    // The staff calls, and the calls after the order, are described too.
    const uuid = (placed.json() as { uuid: string }).uuid;
    const staff = { authorization: "Bearer t" };
    check("/admin/api/orders/{uuid}/status/", "post", 200, (await guest.inject({ method: "POST", url: `/admin/api/orders/${uuid}/status/`, headers: staff, payload: { status: "accepted" } })).json());
    check("/admin/api/orders/", "get", 200, (await guest.inject({ url: "/admin/api/orders/", headers: staff })).json());
    check("/admin/api/venues/", "get", 200, (await guest.inject({ url: "/admin/api/venues/", headers: staff })).json());
    check("/admin/api/venues/", "get", 401, (await guest.inject({ url: "/admin/api/venues/" })).json());
    // Another guest's order: refused without the placing guest's secret.
    check("/{lang}/orders/{uuid}/print/order.pdf", "get", 403, (await app.inject({ url: `/en/orders/${uuid}/print/order.pdf` })).json());
    check("/admin/api/orders/{uuid}/status/", "post", 401, (await guest.inject({ method: "POST", url: `/admin/api/orders/${uuid}/status/`, payload: { status: "accepted" } })).json());
    // Sharing the balance and paying a share (the demo pays online).
    const split = await guest.inject({ method: "POST", url: "/iiko/af/split-payments/create/", payload: { order_id: uuid, split_amounts: ["30.000", "35.000"] } });
    expect(split.statusCode, split.body).toBe(200);
    check("/iiko/af/split-payments/create/", "post", 200, split.json());
    check("/iiko/af/split-payments/create/", "post", 422, (await guest.inject({ method: "POST", url: "/iiko/af/split-payments/create/", payload: { order_id: uuid, split_amounts: ["1.000", "1.000"] } })).json());
    const share = (split.json() as { split_payments: { uuid: string }[] }).split_payments[0]!.uuid;
    check("/iiko/af/split-payments/", "post", 200, (await guest.inject({ method: "POST", url: "/iiko/af/split-payments/", payload: { order_id: uuid, split_payment_uuid: share } })).json());
    check("/iiko/active-order/{orderLocation}/{menuId}/", "get", 404, (await guest.inject({ url: "/iiko/active-order/1/1/" })).json());
    for (const path of ["/{lang}/orders/{uuid}/print/order.pdf", "/sandbox/pay/{provider}/{reference}", "/admin/api/orders/{uuid}/lines/{position}/delete/", "/apps/{appId}/events"]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });
});
