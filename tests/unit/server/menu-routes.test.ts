import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, COMPRESS_ABOVE_BYTES } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { importVenueFile } from "../../../server/venues/import-venue";
import { TWO_TABBOULEH_AND_A_FATTOUSH } from "../../support/demo-orders";
import { namedByVenue, venueHeadTags } from "../../../server/routes/first-screen-hints";

/** The default theme's faces, preloaded as the build marks them (scripts/vite/default-face-preload.ts). */
const DEFAULT_FACE_PRELOADS =
  '\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-400-normal-C38fXH4l.woff2" data-carta-default-face>' +
  '\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-600-normal-LgqL8muc.woff2" data-carta-default-face>';
/** A built document long enough to be worth compressing, as the real one is. */
const INDEX_HTML =
  `<!doctype html><html lang="en" dir="ltr"><head><title>app</title>${DEFAULT_FACE_PRELOADS}\n    <script type="module" src="/assets/B0_UB5OD.js"></script></head>` +
  `<body><div id="root"><div class="boot-splash" role="status" aria-label="Loading"><svg></svg></div></div>${"<p>Loading the menu</p>".repeat(100)}</body></html>`;

/** The demo venue under another license and menu id, its text drawn in a face of its own, its Arabic overriding one text. */
function venueWithItsOwnFace(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carta-own-face-"));
  const demo = JSON.parse(fs.readFileSync("server/venues/demo/venue.json", "utf8")) as { theme_data: { fonts: { body: object } }; translations: { ar: object } };
  const venue = {
    ...demo,
    id: 9101,
    license: "ownface",
    custom_domains: [],
    theme_data: { ...demo.theme_data, fonts: { ...demo.theme_data.fonts, body: { family: "Lato", size: 16 } } },
    translations: { ...demo.translations, ar: { ...demo.translations.ar, ui_strings: { ui_str_add_to_cart: "أضف إلى السلة" } } },
  };
  fs.symlinkSync(path.resolve("server/venues/demo/media"), path.join(dir, "media"));
  fs.writeFileSync(path.join(dir, "venue.json"), JSON.stringify(venue));
  return path.join(dir, "venue.json");
}
const BUILT_CHUNK = Buffer.from(`export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word ${i}`))};\n`);

describe("menu-loading calls (menu spec section 7)", () => {
  let db: Database;
  let app: FastifyInstance;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "carta-dist-"));

  beforeAll(async () => {
    fs.writeFileSync(path.join(staticDir, "index.html"), INDEX_HTML);
    fs.mkdirSync(path.join(staticDir, ".vite"));
    fs.writeFileSync(path.join(staticDir, ".vite", "manifest.json"), JSON.stringify({ "screens/secret.tsx": { file: "assets/B0_UB5OD.js" } }));
    // A built chunk with the brotli and gzip copies the build writes beside it (vite.config.ts).
    fs.mkdirSync(path.join(staticDir, "assets"));
    fs.writeFileSync(path.join(staticDir, "assets", "B0_UB5OD.js"), BUILT_CHUNK);
    fs.writeFileSync(path.join(staticDir, "assets", "B0_UB5OD.js.br"), zlib.brotliCompressSync(BUILT_CHUNK));
    fs.writeFileSync(path.join(staticDir, "assets", "B0_UB5OD.js.gz"), zlib.gzipSync(BUILT_CHUNK, { level: 9 }));
    db = await openTestDatabase();
    for (const file of ["server/venues/demo/venue.json", "tests/fixtures/venues/inactive.json", "tests/fixtures/venues/arabic.json", venueWithItsOwnFace()]) {
      await importVenueFile(db, file);
    }
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, staticDir, defaultLicense: "demo" });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it("resolves a host name to a license, and 404s an unknown one", async () => {
    const demo = await app.inject("/en/menus/custom-domain/localhost/");
    expect(demo.statusCode).toBe(200);
    expect(demo.json()).toEqual({ license: "demo" });
    expect((await app.inject("/en/menus/custom-domain/arabi.localhost/")).json()).toEqual({ license: "arabi" });
    const unknown = await app.inject("/en/menus/custom-domain/nobody.example/");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty("detail");
  });

  it("lists a venue's languages with its default", async () => {
    const response = await app.inject("/en/api/menu_language/demo/");
    expect(response.statusCode).toBe(200);
    const body = response.json() as { default_language: string; languages: { code: string; name_local: string }[] };
    expect(body.default_language).toBe("en");
    expect(body.languages.map((l) => l.code)).toEqual(expect.arrayContaining(["en", "ar", "fr"]));
    expect((await app.inject("/en/api/menu_language/nobody/")).statusCode).toBe(404);
  });

  it("serves the menu per language with the stored license_status", async () => {
    const en = (await app.inject("/en/api/menu/demo/")).json() as Record<string, unknown>;
    const ar = (await app.inject("/ar/api/menu/demo/")).json() as Record<string, unknown>;
    expect(en["license"]).toBe("demo");
    expect(en["license_status"]).toBe("ACTIVE");
    expect(en["selected_language"]).toBe("en");
    expect(ar["selected_language"]).toBe("ar");
    expect(ar["name"]).not.toEqual(en["name"]);
    const enProducts = en["products"] as { id: number; name: string; price: unknown }[];
    const arProducts = ar["products"] as { id: number; name: string; price: unknown }[];
    expect(arProducts).toHaveLength(enProducts.length);
    expect(arProducts[0]!.price).toEqual(enProducts[0]!.price);
    expect(arProducts[0]!.name).not.toEqual(enProducts[0]!.name);
    // The venue's overridden texts, each language its own: one the default language alone overrides is left to the
    // app's own Arabic, not shown in English on an Arabic page.
    const strings = async (language: string) => ((await app.inject(`/${language}/api/menu/ownface/`)).json() as { ui_strings: Record<string, string> }).ui_strings;
    expect(await strings("en")).toMatchObject({ ui_str_add_to_cart: "Add To Cart", ui_str_out_of_stock: "Sold out today" });
    expect(await strings("ar")).toEqual({ ui_str_add_to_cart: "أضف إلى السلة" });
    const inactive = (await app.inject("/en/api/menu/closedshop/")).json() as Record<string, unknown>;
    expect(inactive["license_status"]).toBe("INACTIVE");
    expect((await app.inject("/de/api/menu/demo/")).statusCode).toBe(404);
  });

  it("compresses the menu for slow networks", async () => {
    const response = await app.inject({ url: "/en/api/menu/demo/", headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("serves the manifest, its icons and the loading image", async () => {
    const manifest = await app.inject("/en/menus/manifest/demo/");
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toContain("application/manifest+json");
    const body = manifest.json() as { name: string; icons: { src: string }[] };
    for (const icon of body.icons) {
      const response = await app.inject(icon.src);
      expect(response.statusCode, icon.src).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
    }
    const launch = await app.inject("/en/menus/demo/loading-image/launch.png");
    expect(launch.statusCode).toBe(200);
    expect(launch.rawPayload.subarray(1, 4).toString()).toBe("PNG");
  });

  it("answers client routes with the app and API misses with JSON", async () => {
    const client = await app.inject("/category/3");
    expect(client.statusCode).toBe(200);
    expect(client.headers["content-type"]).toContain("text/html");
    const apiMiss = await app.inject("/en/api/nothing/here/");
    expect(apiMiss.statusCode).toBe(404);
    expect(apiMiss.json()).toHaveProperty("detail");
  });

  it("names /home's largest picture in the document's Link header, at the venue's clock, for the host's venue only", async () => {
    const at = (iso: string) => buildServer({ db, paymentSandbox: true, rateLimits: false, staticDir, defaultLicense: "demo", live: false, now: () => Date.parse(iso) });
    const preload = (picture: string) => `<${picture}>; rel=preload; as=image; fetchpriority=high`;
    const noon = await at("2026-11-23T12:00:00+04:00");
    const breakfast = await at("2026-11-23T08:30:00+04:00");
    try {
      // The demo's largest card, its first full-width one (Mezze), under breakfast and the chef's specials in the
      // morning and under the chef's specials alone after (engine/rules/home-picture.ts, whose tests vary the hour).
      expect((await noon.inject({ url: "/home", headers: { host: "demo.localhost" } })).headers["link"]).toBe(preload("/media/demo/categories/mezze.webp"));
      expect((await breakfast.inject({ url: "/home?from=qr", headers: { host: "localhost" } })).headers["link"]).toBe(preload("/media/demo/categories/mezze.webp"));
      // Another venue's host gets its own picture; other screens, unknown hosts and API misses get none.
      const arabic = await noon.inject({ url: "/home", headers: { host: "arabi.localhost" } });
      expect(arabic.headers["link"] ?? "").not.toContain("/media/demo/");
      for (const [url, host] of [["/category/3", "demo.localhost"], ["/home", "nobody.localhost"], ["/homes", "demo.localhost"]] as const) {
        const answer = await noon.inject({ url, headers: { host } });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers["link"], `${url} on ${host}`).toBeUndefined();
      }
    } finally {
      await noon.close();
      await breakfast.close();
    }
  });

  it("names the host's venue and its language at the document's head, so the three boot calls start at once", async () => {
    const named = (license: string, language: string, title: string) =>
      `<!doctype html><html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}"><head><meta name="carta-license" content="${license}"><meta name="carta-language" content="${language}">` +
      `<link rel="icon" type="image/png" href="/en/menus/manifest/${license}/icons/icon-192.png"><title>${title}</title>`;
    for (const url of ["/", "/home", "/category/3?from=qr", "/t/jR"]) {
      const answer = await app.inject({ url, headers: { host: "demo.localhost:8080" } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers["content-type"], url).toContain("text/html");
      expect(answer.headers["cache-control"], url).toBe("no-cache");
      expect(answer.body, url).toContain(named("demo", "en", "Olive &amp; Ember"));
    }
    // A load balancer's check by HEAD finds the app, without its body.
    const head = await app.inject({ method: "HEAD", url: "/", headers: { host: "demo.localhost" } });
    expect([head.statusCode, head.headers["content-type"], head.body]).toEqual([200, "text/html; charset=utf-8", ""]);
    expect((await app.inject({ method: "POST", url: "/home", headers: { host: "demo.localhost" } })).statusCode).toBe(404);
    // The loopback host is the default venue's; another venue's host names its own, in its own default language.
    expect((await app.inject({ url: "/", headers: { host: "localhost" } })).body).toContain(named("demo", "en", "Olive &amp; Ember"));
    expect((await app.inject({ url: "/", headers: { host: "arabi.localhost" } })).body).toContain(named("arabi", "ar", "مطبخ الحارة"));
    // A host no venue answers at gets the document as built: its boot calls find out, as the spec says.
    for (const host of ["nobody.localhost", "demo.localhost.evil.com"]) {
      const answer = await app.inject({ url: "/", headers: { host } });
      expect(answer.statusCode, host).toBe(200);
      expect(answer.body, host).toBe(INDEX_HTML);
    }
  });

  it("keeps the default face's preloads for a venue drawn in it, and drops them for a venue naming its own", async () => {
    // The demo names Inter, the Arabic venue names no body face: both draw in the default one.
    for (const host of ["demo.localhost", "arabi.localhost", "nobody.localhost"]) {
      expect((await app.inject({ url: "/home", headers: { host } })).body, host).toContain(DEFAULT_FACE_PRELOADS);
    }
    const own = (await app.inject({ url: "/home", headers: { host: "ownface.localhost" } })).body;
    expect(own).toContain('<meta name="carta-license" content="ownface">');
    expect(own).not.toContain("data-carta-default-face");
    // Only the preloads went: the document around them is the build's.
    expect(own).toContain('<title>Olive &amp; Ember</title>\n    <script type="module" src="/assets/B0_UB5OD.js"></script></head>');
  });

  it("sends each document compressed as it was made, with an ETag a reload can answer with", async () => {
    const first = await app.inject({ url: "/category/3", headers: { host: "demo.localhost", "accept-encoding": "gzip" } });
    expect([first.headers["content-encoding"], first.headers["vary"], first.headers["content-type"]]).toEqual(["gzip", "accept-encoding", "text/html; charset=utf-8"]);
    expect(zlib.gunzipSync(first.rawPayload).toString("utf8")).toContain('<meta name="carta-license" content="demo">');
    // The same document for every client route of the host: a reload of any holds the version.
    const again = await app.inject({ url: "/home", headers: { host: "demo.localhost", "accept-encoding": "gzip", "if-none-match": String(first.headers["etag"]) } });
    expect(again.statusCode).toBe(304);
    // Another venue's document is another version.
    const other = await app.inject({ url: "/", headers: { host: "arabi.localhost", "accept-encoding": "gzip", "if-none-match": String(first.headers["etag"]) } });
    expect(other.statusCode).toBe(200);
  });

  it("answers a venue's host with its document in its language, titled and with a splash naming it", async () => {
    const demo = (await app.inject({ url: "/category/3", headers: { host: "demo.localhost" } })).body;
    expect(demo).toContain('<html lang="en" dir="ltr"><head>');
    expect(demo).toContain("<title>Olive &amp; Ember</title>");
    expect(demo).toContain('<div class="boot-splash" role="status" aria-label="Loading"><p class="boot-name">Olive &amp; Ember</p><svg></svg></div>');
    const arabi = (await app.inject({ url: "/", headers: { host: "arabi.localhost" } })).body;
    expect(arabi).toContain('<html lang="ar" dir="rtl"><head>');
    expect(arabi).toContain("<title>مطبخ الحارة</title>");
    expect(arabi).toContain('<div class="boot-splash" role="status" aria-label="جارٍ التحميل"><p class="boot-name">مطبخ الحارة</p><svg></svg></div>');
    // A host no venue answers at keeps the build's words.
    expect((await app.inject({ url: "/", headers: { host: "nobody.localhost" } })).body).toContain('<html lang="en" dir="ltr"><head><title>app</title>');
  });

  it("names the venue in the app's own index.html, its strings escaped as text", () => {
    const built = fs.readFileSync("index.html", "utf8");
    const named = namedByVenue(built, { name: '</title><script>alert(1)</script> & "Co"', language: "he" });
    // Each of the three places the build's document has was found and rewritten.
    expect(named).toContain('<html lang="he" dir="rtl">');
    expect(named).toContain("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;</title>");
    expect(named).toContain('role="status" aria-label="טוען"><p class="boot-name">&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;</p><svg ');
    expect(named).not.toContain("<script>alert");
    // Nothing else changed: taking the three out again gives the build's file.
    const unnamed = named
      .replace('<html lang="he" dir="rtl">', '<html lang="en" dir="ltr">')
      .replace(/<title>[^<]*<\/title>/, "<title>Menu</title>")
      .replace(/aria-label="טוען"><p class="boot-name">[^<]*<\/p>/, 'aria-label="Loading">');
    expect(unnamed).toBe(built);
    // A name's `$` patterns are its own characters, not the document's text.
    const dollars = namedByVenue(built, { name: "Chez $' $& $1", language: "fr" });
    expect(dollars).toContain("<title>Chez $&#39; $&amp; $1</title>");
    expect(dollars.match(/<\/html>/g)).toHaveLength(1);
    // A language Carta has no texts for reads the status in English; a nameless venue keeps the build's title.
    const plain = namedByVenue(built, { name: " ", language: "xx" });
    expect(plain).toContain('<html lang="xx" dir="ltr">');
    expect(plain).toContain("<title>Menu</title>");
    expect(plain).toContain('aria-label="Loading"><svg ');
  });

  it("escapes a venue file's strings in the tags that name it", () => {
    expect(venueHeadTags('x"><script>alert(1)</script>', "en' onload='")).toBe(
      '<meta name="carta-license" content="x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"><meta name="carta-language" content="en&#39; onload=&#39;">' +
        '<link rel="icon" type="image/png" href="/en/menus/manifest/x%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E/icons/icon-192.png">',
    );
  });

  it("keeps the build's own notes (.vite/manifest.json) to itself", async () => {
    const manifest = await app.inject("/.vite/manifest.json");
    expect(manifest.body).not.toContain("screens/secret.tsx");
    expect(manifest.headers["content-type"]).not.toContain("application/json");
  });

  it("sends the build's own brotli or gzip copy of a file as it is, by Accept-Encoding, and never the copy as a file", async () => {
    const file = (name: string) => fs.readFileSync(path.join(staticDir, "assets", name));
    for (const [accept, encoding, body] of [
      ["gzip, deflate, br, zstd", "br", file("B0_UB5OD.js.br")],
      ["gzip", "gzip", file("B0_UB5OD.js.gz")],
      ["identity", undefined, BUILT_CHUNK],
    ] as const) {
      const answer = await app.inject({ url: "/assets/B0_UB5OD.js", headers: { "accept-encoding": accept } });
      expect(answer.statusCode, accept).toBe(200);
      expect(answer.headers["content-encoding"], accept).toBe(encoding);
      expect(answer.headers["content-type"]).toContain("javascript");
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      // The very bytes the build wrote: nothing was compressed again for this request.
      expect(answer.rawPayload.equals(body), accept).toBe(true);
    }
    const copy = await app.inject("/assets/B0_UB5OD.js.br");
    expect(copy.headers["content-type"]).toContain("text/html");
  });

  it("compresses a large dynamic answer and leaves a small one as it is (it fits the first round trip anyway)", async () => {
    const accept = { "accept-encoding": "gzip, br" };
    const openapi = await app.inject({ url: "/openapi.json", headers: accept });
    expect(openapi.rawPayload.length).toBeGreaterThan(0);
    expect(openapi.headers["content-encoding"]).toMatch(/^(br|gzip)$/);
    // A placed order's answer with a long comment: over a kilobyte, well under the threshold.
    const atNoon = await buildServer({ db, paymentSandbox: true, rateLimits: false, staticDir, defaultLicense: "demo", live: false, now: () => Date.parse("2026-11-23T12:00:00+04:00") });
    const placed = await atNoon.inject({ method: "POST", url: "/en/api/order/", payload: { ...TWO_TABBOULEH_AND_A_FATTOUSH, order_comments: "Please ring the bell twice; the lift is out of order. ".repeat(4) }, headers: { ...accept, "idempotency-key": "compression-1" } });
    expect(placed.statusCode).toBe(201);
    expect(placed.rawPayload.length).toBeGreaterThan(1024);
    expect(placed.rawPayload.length).toBeLessThan(COMPRESS_ABOVE_BYTES);
    expect(placed.headers["content-encoding"]).toBeUndefined();
    expect(placed.json()).toMatchObject({ total: "98.600" });
    await atNoon.close();
  });
});
