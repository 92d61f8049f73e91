import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { importVenueFile } from "../../../server/venues/import-venue";
import { pointInPolygon } from "../../../server/venues/delivery-zones";
import { createCartStore, newCartLine } from "../../../engine/cart";
import { buildOrderPayload } from "../../../engine/order/order-payload";
import { milli } from "../../../schemas/money";
import { loadDemoMenu } from "../../support/demo-menu";

/** The demo as a venue with one delivery zone, a square around its outlet (25.0805, 55.1403), for AED 10.00. */
function zonedVenueFile(): string {
  const venue = JSON.parse(fs.readFileSync("server/venues/demo/venue.json", "utf8")) as Record<string, unknown>;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "carta-zones-"));
  fs.cpSync("server/venues/demo/media", path.join(folder, "media"), { recursive: true });
  venue["license"] = "zones";
  venue["id"] = 77;
  venue["enable_address_google_maps"] = true;
  venue["delivery_zones"] = [{ name: "Marina", fee: "10.00", polygon: [[25.06, 55.12], [25.10, 55.12], [25.10, 55.16], [25.06, 55.16]] }];
  const file = path.join(folder, "venue.json");
  fs.writeFileSync(file, JSON.stringify(venue));
  return file;
}

function deliveryOrder(point: { lat: number; lng: number } | null, fee: number) {
  const menu = loadDemoMenu();
  const cart = createCartStore({ context: menu });
  cart.actions.addItem(newCartLine(menu.products.find((p) => p.id === 126)!, { groups: [], choice: {}, comboGroups: null, qty: 1 }));
  cart.actions.confirmDelivery({ deliveryFees: milli(fee), deliveryLocation: point, deliveryPlace: null, deliveryFlatNo: "4", deliveryBuildingPremise: "Tower", deliveryAreaStreet: "Marina Walk", deliveryLandmark: "", deliveryFormattedAddress: "4 - Tower - Marina Walk" });
  return buildOrderPayload({
    menuId: 77, currency: menu.currency, lines: cart.state.products, totals: cart.state.totals, orderType: "delivery", couponId: null, paymentType: "cash",
    customer: { name: "Layla", email: "", phone: "" }, orderComments: "", deliveryDatetime: null,
    delivery: { formattedAddress: "4 - Tower - Marina Walk", location: point, place: null, flatNo: "4", buildingPremise: "Tower", areaStreet: "Marina Walk", landmark: "" },
  });
}

describe("delivery zones: GET /en/api/delivery_zone/{lat},{lng}/{menuId}/ and the fee of a delivery order", () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, zonedVenueFile());
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "zones", now: () => Date.parse("2026-11-23T12:00:00+04:00") });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it("finds a point inside a polygon, and not one outside", () => {
    const square = [[0, 0], [0, 2], [2, 2], [2, 0]] as const;
    expect(pointInPolygon(1, 1, square)).toBe(true);
    expect(pointInPolygon(3, 1, square)).toBe(false);
  });

  it("answers the zone's fee inside, 404 outside and for an unknown menu", async () => {
    const inside = await app.inject({ url: "/en/api/delivery_zone/25.0805,55.1403/77/" });
    expect(inside.statusCode).toBe(200);
    expect(inside.json()).toEqual({ delivery_amount: "10.000", zone: "Marina" });
    expect((await app.inject({ url: "/en/api/delivery_zone/25.2,55.27/77/" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/en/api/delivery_zone/25.08,55.14/999/" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/en/api/delivery_zone/north,south/77/" })).statusCode).toBe(400);
  });

  it("lists the venue's zones for the map: name, fee and outline; 404 for another venue's or an unknown menu", async () => {
    const zones = await app.inject({ url: "/en/api/delivery_zones/77/" });
    expect(zones.statusCode).toBe(200);
    expect(zones.json()).toEqual({ zones: [{ name: "Marina", delivery_amount: "10.000", polygon: [[25.06, 55.12], [25.1, 55.12], [25.1, 55.16], [25.06, 55.16]] }] });
    expect((await app.inject({ url: "/en/api/delivery_zones/999/" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/en/api/delivery_zones/77/", headers: { host: "nowhere.example" } })).statusCode).toBe(404);
  });

  it("charges a delivery its zone's fee: the right fee is placed, a waived one refused, outside and unlocated refused", async () => {
    const post = (payload: unknown) => app.inject({ method: "POST", url: "/en/api/order/", payload: payload as object });
    const placed = await post(deliveryOrder({ lat: 25.0805, lng: 55.1403 }, 10000));
    expect(placed.statusCode, placed.body).toBe(201);
    const free = await post(deliveryOrder({ lat: 25.0805, lng: 55.1403 }, 0));
    expect(free.statusCode).toBe(409);
    expect((free.json() as { detail: string }).detail).toMatch(/^delivery_fees is 10\.000, not 0\.000/);
    expect((await post(deliveryOrder({ lat: 25.2, lng: 55.27 }, 10000))).json()).toEqual({ detail: "The address is outside the delivery area.", reasons: [{ code: "outside_delivery_area", field: "address_coordinates" }] });
    expect((await post(deliveryOrder(null, 10000))).json()).toEqual({ detail: "A delivery needs its location.", reasons: [{ code: "location_needed", field: "address_coordinates" }] });
  });
});
