import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildServer } from "../../../server/app";
import type { Database, Queryable } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { importVenueFile } from "../../../server/venues/import-venue";
import { localisedPayload } from "../../../server/venues/localised-payload";
import { VENUE_CHANGED_CHANNEL } from "../../../server/venues/venue-changes";
import { createVenueContexts, openVenueContexts } from "../../../server/venues/venue-context";
import { findVenue } from "../../../server/venues/venue-store";
import { createCartStore, newCartLine } from "../../../engine/cart";
import { buildOrderPayload } from "../../../engine/order/order-payload";
import { loadDemoMenu } from "../../support/demo-menu";

/** Monday 23 November 2026, noon in Dubai: the demo is open. */
const NOON = Date.parse("2026-11-23T12:00:00+04:00");
const COPY = { license: "copy", menuId: 78 } as const;
/** The venue the venue-context tests change by hand. */
const HANDMADE = { license: "handmade", menuId: 79 } as const;

/** The demo venue under another license and menu id, changed by `edit`: a venue the tests may import again. */
function writeCopyOfDemo(edit: (venue: Record<string, unknown>) => void = () => undefined, copy: { license: string; menuId: number } = COPY): string {
  const venue = JSON.parse(fs.readFileSync("server/venues/demo/venue.json", "utf8")) as Record<string, unknown>;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "carta-menu-cache-"));
  fs.symlinkSync(path.resolve("server/venues/demo/media"), path.join(folder, "media"));
  venue["license"] = copy.license;
  venue["id"] = copy.menuId;
  venue["custom_domains"] = [];
  edit(venue);
  const file = path.join(folder, "venue.json");
  fs.writeFileSync(file, JSON.stringify(venue));
  return file;
}

function setTabboulehPrice(price: number) {
  return (venue: Record<string, unknown>) => {
    const product = (venue["products"] as { id: number; price: number }[]).find((p) => p.id === 133)!;
    product.price = price;
  };
}

/** Two Tabboulehs, priced by the app's own rules from the demo menu as shipped (30.00 each), sent to `menuId`. */
function tabboulehOrder(menuId: number) {
  const menu = loadDemoMenu();
  const cart = createCartStore({ context: menu });
  cart.actions.addItem(newCartLine(menu.products.find((p) => p.id === 133)!, { groups: [], choice: {}, comboGroups: null, qty: 2 }));
  cart.actions.setOrderType("takeaway");
  return buildOrderPayload({
    menuId, currency: menu.currency, lines: cart.state.products, totals: cart.state.totals, orderType: "takeaway", couponId: null, paymentType: "cash",
    customer: { name: "Layla", email: "", phone: "" }, orderComments: "", deliveryDatetime: null,
    delivery: { formattedAddress: "", location: null, place: null, flatNo: "", buildingPremise: "", areaStreet: "", landmark: "" },
  });
}

const bodyText = (response: LightMyRequestResponse): string => {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(response.rawPayload).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(response.rawPayload).toString("utf8");
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString("utf8");
};

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
  const files = ["server/venues/demo/venue.json", "tests/fixtures/venues/arabic.json", writeCopyOfDemo(), writeCopyOfDemo(undefined, HANDMADE)];
  for (const file of files) await importVenueFile(db, file);
}, 90_000);
afterAll(async () => {
  await db.close();
});

describe("the menu answer made once as final bytes (decision 0036)", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildServer({ db, defaultLicense: "demo", now: () => NOON, live: false });
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it("answers with a strong ETag, no-cache and Vary, and a 304 to a matching If-None-Match", async () => {
    const first = await get("/en/api/menu/demo/", { "accept-encoding": "gzip" });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers["etag"]);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/); // strong: no W/ prefix
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers["vary"]).toBe("accept-encoding");
    const again = await get("/en/api/menu/demo/", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers["etag"]).toBe(etag);
    expect((await get("/en/api/menu/demo/", { "accept-encoding": "gzip", "if-none-match": `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get("/en/api/menu/demo/", { "accept-encoding": "gzip", "if-none-match": '"other"' })).statusCode).toBe(200);
    // Another encoding is another representation: its own tag.
    const plain = await get("/en/api/menu/demo/");
    expect(plain.headers["etag"]).not.toBe(etag);
    expect((await get("/en/api/menu/demo/", { "if-none-match": etag })).statusCode).toBe(200);
  });

  it("serves br, gzip and identity bodies holding exactly the JSON the payload serialises to, compressed once", async () => {
    for (const language of ["en", "ar"]) {
      const url = `/${language}/api/menu/demo/`;
      const expected = JSON.stringify(localisedPayload((await findVenue(db, "demo"))!, language));
      const identity = await get(url);
      expect(identity.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(bodyText(identity)).toBe(expected);
      const gzip = await get(url, { "accept-encoding": "gzip" });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(bodyText(gzip)).toBe(expected);
      expect(Number(gzip.headers["content-length"])).toBe(gzip.rawPayload.length);
      // Brotli at its best quality is made in the background; gzip is served until it is there.
      await vi.waitFor(async () => expect((await get(url, { "accept-encoding": "gzip, deflate, br" })).headers["content-encoding"]).toBe("br"), { timeout: 10_000, interval: 20 });
      expect(bodyText(await get(url, { "accept-encoding": "gzip, deflate, br" }))).toBe(expected);
      // @fastify/compress is not asked: deflate alone, or every coding refused, gets the JSON as it is.
      expect(bodyText(await get(url, { "accept-encoding": "deflate" }))).toBe(expected);
      expect(bodyText(await get(url, { "accept-encoding": "br;q=0, gzip;q=0" }))).toBe(expected);
    }
    expect((await get("/de/api/menu/demo/")).statusCode).toBe(404);
    expect((await get("/en/api/menu/nobody/")).statusCode).toBe(404);
  });

  it("answers the languages and the custom-domain calls the same way", async () => {
    const languages = await get("/en/api/menu_language/demo/", { "accept-encoding": "gzip, br" });
    expect(JSON.parse(bodyText(languages))).toEqual({
      default_language: "en",
      languages: [{ code: "en", name_local: "English" }, { code: "ar", name_local: "العربية" }, { code: "fr", name_local: "Français" }],
    });
    expect(languages.headers["etag"]).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await get("/en/api/menu_language/demo/", { "if-none-match": String(languages.headers["etag"]) })).statusCode).toBe(304);
    const domain = await get("/en/menus/custom-domain/arabi.localhost/");
    expect(domain.json()).toEqual({ license: "arabi" });
    expect((await get("/en/menus/custom-domain/arabi.localhost/", { "if-none-match": String(domain.headers["etag"]) })).statusCode).toBe(304);
    expect((await get("/en/menus/custom-domain/nobody.example/")).statusCode).toBe(404);
  });

  it("answers the new menu as soon as the venue is imported again, with a new ETag", async () => {
    const before = await get("/en/api/menu/copy/", { "accept-encoding": "gzip" });
    const beforeLanguages = await get("/en/api/menu_language/copy/");
    await importVenueFile(db, writeCopyOfDemo((venue) => {
      venue["name"] = "Olive & Ember, new menu";
      venue["languages"] = [{ code: "en", name_local: "English" }];
    }));
    const after = await get("/en/api/menu/copy/", { "accept-encoding": "gzip", "if-none-match": String(before.headers["etag"]) });
    expect(after.statusCode).toBe(200);
    expect(after.headers["etag"]).not.toBe(before.headers["etag"]);
    expect(JSON.parse(bodyText(after))).toMatchObject({ name: "Olive & Ember, new menu" });
    const afterLanguages = await get("/en/api/menu_language/copy/", { "if-none-match": String(beforeLanguages.headers["etag"]) });
    expect(afterLanguages.statusCode).toBe(200);
    expect(afterLanguages.json()).toEqual({ default_language: "en", languages: [{ code: "en", name_local: "English" }] });
    expect((await get("/ar/api/menu/copy/")).statusCode).toBe(404);
  });

  it("drops a venue when another process announces it on 'venue_changed'", async () => {
    const before = await get("/en/api/menu/copy/");
    // What `npm run venue -- import` does from another process, by hand: change the row, then NOTIFY.
    await db.query("update venues set payload = jsonb_set(payload, '{name}', '\"Renamed elsewhere\"') where license = $1", [COPY.license]);
    await db.notify(VENUE_CHANGED_CHANNEL, COPY.license);
    const after = await get("/en/api/menu/copy/", { "if-none-match": String(before.headers["etag"]) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ name: "Renamed elsewhere" });
  });

  it("prices an order placed after a re-import against the new menu, not the decoded copy it held", async () => {
    await importVenueFile(db, writeCopyOfDemo());
    const order = tabboulehOrder(COPY.menuId);
    // Under the copy's own host: the server takes an order only for the menu of the venue it answers for.
    const post = () => app.inject({ method: "POST", url: "/en/api/order/", payload: order, headers: { host: `${COPY.license}.localhost` } });
    const placed = await post();
    expect(placed.statusCode, placed.body).toBe(201);
    await importVenueFile(db, writeCopyOfDemo(setTabboulehPrice(35)));
    const refused = await post();
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { detail: string }).detail).toMatch(/Tabbouleh costs 35\.000, not 30\.000/);
    await importVenueFile(db, writeCopyOfDemo());
    expect((await post()).statusCode).toBe(201);
  });
});

describe("venue contexts: read once, decoded once, fresh within a second (decision 0036)", () => {
  const rename = (name: string) =>
    db.query("update venues set payload = jsonb_set(payload, '{name}', to_jsonb($1::text)) where license = $2", [name, HANDMADE.license]);

  it("reads a venue and decodes its menu once, and notices an unannounced change from a second on", async () => {
    let queries = 0;
    const counting: Queryable = { query: (sql, params) => (queries++, db.query(sql, params)) };
    let now = 0;
    const contexts = createVenueContexts(counting, { clock: () => now });
    const first = await contexts.get(HANDMADE.license);
    expect(first?.menu?.products.length).toBeGreaterThan(0);
    expect(first?.menu).toBe(first?.menu);
    expect(await contexts.get(HANDMADE.license)).toBe(first);
    expect(queries).toBe(1);
    await rename("Changed by hand");
    now += 999;
    expect(await contexts.get(HANDMADE.license)).toBe(first);
    expect(queries).toBe(1);
    // A second old: still served while the version is checked behind it, then the new version.
    now += 1;
    expect(await contexts.get(HANDMADE.license)).toBe(first);
    await vi.waitFor(async () => expect((await contexts.get(HANDMADE.license))?.venue.payload["name"]).toBe("Changed by hand"));
    const second = await contexts.get(HANDMADE.license);
    expect(second?.menu?.name).toBe("Changed by hand");
    // After a quiet spell the first read waits for the check: never the old menu then.
    await rename("Changed after a quiet spell");
    now += 3_000;
    const third = await contexts.get(HANDMADE.license);
    expect(third?.venue.payload["name"]).toBe("Changed after a quiet spell");
    // Unchanged: one version query, the same context.
    now += 3_000;
    const queriesBefore = queries;
    expect(await contexts.get(HANDMADE.license)).toBe(third);
    expect(queries).toBe(queriesBefore + 1);
    expect(await contexts.get("nobody")).toBeUndefined();
    expect(await contexts.byMenuId(HANDMADE.menuId)).toBe(third);
  });

  it("forgets a venue as soon as 'venue_changed' names it", async () => {
    const contexts = await openVenueContexts(db, { clock: () => 0 });
    try {
      const first = await contexts.get(HANDMADE.license);
      await rename("Announced");
      expect(await contexts.get(HANDMADE.license)).toBe(first);
      await db.notify(VENUE_CHANGED_CHANNEL, HANDMADE.license);
      await vi.waitFor(async () => expect((await contexts.get(HANDMADE.license))?.venue.payload["name"]).toBe("Announced"));
    } finally {
      await contexts.close();
    }
  });

  it("serves the cached venue to a caller that read the same version, and reads it again for another", async () => {
    const contexts = createVenueContexts(db, { clock: () => 0 });
    const first = (await contexts.get(HANDMADE.license))!;
    expect(await contexts.at(HANDMADE.license, first.version)).toBe(first);
    await rename("Edited again");
    const [row] = await db.query<{ version: string }>("select updated_at::text || ' ' || xmin::text as version from venues where license = $1", [HANDMADE.license]);
    const second = await contexts.at(HANDMADE.license, row!.version);
    expect(second).not.toBe(first);
    expect(second?.venue.payload["name"]).toBe("Edited again");
  });
});
