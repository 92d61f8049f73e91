import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../../server/app";
import { readTrustProxy } from "../../../server/config";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { appDocumentDirectives, readAppBuildSettings, serialisePolicy } from "../../../server/security/content-security-policy";
import { inlineSourcesOf } from "../../../server/security/inline-sources";
import { registerSecurityHeaders, securityHeaderOptions } from "../../../server/security/security-headers";
import { importVenueFile } from "../../../server/venues/import-venue";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const BOOT_SCRIPT = "\n  window.boot = 1 && 2;\n";
const BOOT_STYLE = "body{margin:0}";
const PRELOAD_HANDLER = "this.onload=null;this.rel='stylesheet'";
/** An index.html shaped like the built one: an inline boot script and style, a module script, a stylesheet preload. */
const INDEX_HTML = `<!doctype html><html><head><style>${BOOT_STYLE}</style><script>${BOOT_SCRIPT}</script>
<script type="module" crossorigin src="/assets/index.js"></script>
<!-- <script>not code</script> -->
<link rel="preload" as="style" href="/assets/a.css" onload="this.onload=null;this.rel=&#39;stylesheet&#39;"><noscript><link rel="stylesheet" href="/assets/a.css"></noscript>
</head><body><div id="root"></div></body></html>`;

/** The directives of a policy header, by name. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe("inline code of the built index.html, by hash (docs/decisions/0035)", () => {
  it("hashes inline scripts, style blocks and event handlers as the browser reads them; skips src scripts and comments", () => {
    const sources = inlineSourcesOf(INDEX_HTML);
    expect(sources.scripts).toEqual([hash(BOOT_SCRIPT)]);
    expect(sources.styles).toEqual([hash(BOOT_STYLE)]);
    // The attribute's character references are decoded before hashing, as the browser does.
    expect(sources.handlers).toEqual([hash(PRELOAD_HANDLER)]);
  });

  it("the same handler on many links is listed once", () => {
    const twice = `<link onload="a()"><link onload="a()"><img onerror='b()'>`;
    expect(inlineSourcesOf(twice).handlers).toEqual([hash("a()"), hash("b()")]);
  });
});

describe("the app's policy for the build settings it was made with", () => {
  const none = { scripts: [], styles: [], handlers: [] };

  it("by default: its own origin, Google Fonts, no eval and no inline code beyond what is hashed", () => {
    const policy = appDocumentDirectives(none, readAppBuildSettings({}));
    expect(policy["script-src"]).toEqual(["'self'"]);
    expect(policy["style-src"]).toContain("https://fonts.googleapis.com");
    expect(policy["font-src"]).toContain("https://fonts.gstatic.com");
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(serialisePolicy(policy)).not.toMatch(/unsafe-eval/);
    // Inline scripts and style blocks by hash only; style="" attributes of venue rich text are let through.
    expect([...policy["script-src"]!, ...policy["style-src"]!]).not.toContain("'unsafe-inline'");
    expect(policy["style-src-attr"]).toEqual(["'unsafe-inline'"]);
    expect(securityHeaderOptions(none, readAppBuildSettings({})).referrerPolicy).toEqual({ policy: "same-origin" });
  });

  it("with a Google Maps key: the Maps API's hosts, and the page's origin in the referrer for a restricted key", () => {
    const build = readAppBuildSettings({ VITE_GOOGLE_MAPS_KEY: "key" });
    const policy = appDocumentDirectives(none, build);
    expect(policy["script-src"]).toContain("https://*.googleapis.com");
    expect(policy["connect-src"]).toContain("https://*.googleapis.com");
    expect(securityHeaderOptions(none, build).referrerPolicy).toEqual({ policy: "strict-origin-when-cross-origin" });
  });

  it("live updates from hosted Pusher, another Pusher-protocol host, or another port of the page's host", () => {
    expect(appDocumentDirectives(none, readAppBuildSettings({ VITE_PUSHER_CLUSTER: "eu" }))["connect-src"]).toEqual(["'self'", "wss://ws-eu.pusher.com", "https://sockjs-eu.pusher.com"]);
    expect(appDocumentDirectives(none, readAppBuildSettings({ VITE_PUSHER_HOST: "live.example.com", VITE_PUSHER_PORT: "6001" }))["connect-src"]).toEqual(["'self'", "ws://live.example.com:6001", "wss://live.example.com:6001"]);
    expect(appDocumentDirectives(none, readAppBuildSettings({ VITE_PUSHER_PORT: "6001" }))["connect-src"]).toEqual(["'self'", "ws://*:6001", "wss://*:6001"]);
    // A value that is not a host name is never pasted into the header.
    expect(appDocumentDirectives(none, readAppBuildSettings({ VITE_PUSHER_HOST: "x; script-src *" }))["connect-src"]).toEqual(["'self'"]);
  });

  it("another font service by its origin; an empty one turns web fonts off", () => {
    const bunny = appDocumentDirectives(none, readAppBuildSettings({ VITE_FONT_SERVICE_URL: "https://fonts.bunny.net/css" }));
    expect(bunny["style-src"]).toContain("https://fonts.bunny.net");
    expect(bunny["font-src"]).toEqual(["'self'", "data:", "https://fonts.bunny.net"]);
    expect(appDocumentDirectives(none, readAppBuildSettings({ VITE_FONT_SERVICE_URL: "" }))["font-src"]).toEqual(["'self'", "data:"]);
  });
});

describe("answers that are no page of the app", () => {
  it("the receipt PDF has no page policy (Chromium's viewer needs a plugin and inline styles), the service worker its own", async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { env: {} });
    app.get("/en/orders/:uuid/print/order.pdf", async (_request, reply) => reply.type("application/pdf").send(Buffer.from("%PDF-1.4")));
    app.get("/sw.js", async (_request, reply) => reply.type("application/javascript").send("importScripts('/workbox.js')"));
    app.get("/en/api/menu/x/", async () => ({ ok: true }));
    try {
      const pdf = await app.inject("/en/orders/u-1/print/order.pdf");
      expect(pdf.headers["content-security-policy"]).toBeUndefined();
      expect(pdf.headers["x-frame-options"]).toBe("DENY");
      expect(pdf.headers["x-content-type-options"]).toBe("nosniff");
      expect((await app.inject("/sw.js?v=2")).headers["content-security-policy"]).toBe("default-src 'self'; connect-src 'self' https:");
      expect((await app.inject("/en/api/menu/x/")).headers["content-security-policy"]).toContain("object-src 'none'");
    } finally {
      await app.close();
    }
  });
});

describe("CARTA_TRUST_PROXY", () => {
  it("unset is no proxy, true or 1 any, a list the proxies' addresses; a hop count is refused", () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy("")).toBe(false);
    expect(readTrustProxy("false")).toBe(false);
    expect(readTrustProxy("true")).toBe(true);
    expect(readTrustProxy("1")).toBe(true);
    expect(readTrustProxy("10.0.0.1, 192.168.0.0/16")).toEqual(["10.0.0.1", "192.168.0.0/16"]);
    expect(() => readTrustProxy("2")).toThrow(/hop count/);
  });
});

describe("security headers on every answer (issue 17)", () => {
  let db: Database;
  let app: FastifyInstance;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "carta-dist-"));

  beforeAll(async () => {
    fs.writeFileSync(path.join(staticDir, "index.html"), INDEX_HTML);
    db = await openTestDatabase();
    for (const file of ["server/venues/demo/venue.json", "tests/fixtures/venues/arabic.json", "tests/fixtures/venues/stripehouse.json"]) await importVenueFile(db, file);
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, staticDir, defaultLicense: "demo" });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it("the app's HTML: a policy naming its inline code by hash, no framing, no sniffing, no referrer off the origin", async () => {
    for (const url of ["/", "/home", "/order/3f1c7e0a-0000-4000-8000-000000000000"]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      const policy = directives(response.headers["content-security-policy"]);
      expect(policy["default-src"]).toEqual(["'self'"]);
      expect(policy["script-src"]).toEqual(["'self'", hash(BOOT_SCRIPT), "'unsafe-hashes'", hash(PRELOAD_HANDLER)]);
      expect(policy["style-src"]).toContain(hash(BOOT_STYLE));
      expect(policy["object-src"]).toEqual(["'none'"]);
      expect(policy["base-uri"]).toEqual(["'self'"]);
      expect(policy["form-action"]).toEqual(["'self'"]);
      expect(policy["frame-ancestors"]).toEqual(["'none'"]);
      expect([...policy["script-src"]!, ...policy["style-src"]!, ...policy["default-src"]!].filter((source) => source.startsWith("'unsafe-") && source !== "'unsafe-hashes'")).toEqual([]);
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("same-origin");
      expect(response.headers["x-powered-by"]).toBeUndefined();
    }
  });

  it("an API answer carries them too", async () => {
    for (const url of ["/en/api/menu/demo/", "/en/api/nothing/here/"]) {
      const response = await app.inject(url);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["referrer-policy"]).toBe("same-origin");
      expect(response.headers["x-powered-by"]).toBeUndefined();
    }
  });

  it("an SVG of the venue's media opens as an image that can run nothing", async () => {
    // The demo's pictures are WebP (decision 0096); this fixture venue's logo is an SVG.
    const response = await app.inject({ url: "/media/stripehouse/logo.svg", headers: { host: "stripehouse.localhost:3000" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("the default venue's media answers on the loopback names and its custom domain", async () => {
    for (const host of ["demo.localhost:3000", "localhost", "127.0.0.1:3000", "olive-and-ember.localhost"]) {
      const response = await app.inject({ url: "/media/demo/logo.webp", headers: { host } });
      expect(response.statusCode, host).toBe(200);
      expect(response.headers["content-type"], host).toBe("image/webp");
    }
  });

  it("a venue's media, icons, manifest and launch image are 404 under another venue's host and under no venue's", async () => {
    const urls = ["/media/demo/logo.webp", "/en/menus/manifest/demo/icons/icon-192.png", "/en/menus/demo/loading-image/launch.png", "/en/menus/manifest/demo/"];
    for (const url of urls) {
      expect((await app.inject({ url, headers: { host: "demo.localhost" } })).statusCode, url).toBe(200);
      for (const host of ["arabi.localhost", "nobody.example", "nobody.localhost"]) {
        const response = await app.inject({ url, headers: { host } });
        expect(response.statusCode, `${url} at ${host}`).toBe(404);
        expect(response.json()).toHaveProperty("detail");
      }
    }
  });

  it("a stored file of a type an import never stores is not served", async () => {
    await db.query("insert into venue_media (license, path, content_type, body) values ('demo', 'page.html', 'text/html', $1)", [Buffer.from("<script>alert(1)</script>")]);
    expect((await app.inject({ url: "/media/demo/page.html", headers: { host: "demo.localhost" } })).statusCode).toBe(404);
  });

  it("X-Forwarded-Host is not believed without CARTA_TRUST_PROXY: a client cannot pick the venue", async () => {
    const forged = { host: "arabi.localhost", "x-forwarded-host": "demo.localhost" };
    expect((await app.inject({ url: "/media/demo/logo.webp", headers: forged })).statusCode).toBe(404);
    const proxied = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "demo", live: false, trustProxy: ["127.0.0.1"] });
    try {
      // app.inject comes from 127.0.0.1: the named proxy.
      expect((await proxied.inject({ url: "/media/demo/logo.webp", headers: forged })).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("the sandbox payment page's policy names exactly its own style block", async () => {
    // A card order at a venue without provider keys: its payment page is the sandbox's (tests/browser/support/staff.ts).
    const host = "stripehouse.localhost";
    const placed = await app.inject({
      method: "POST",
      url: "/en/api/order/",
      headers: { host },
      payload: { menu: 1911, customer_name: "Omar", order_type: "takeaway", payment_type: "card", sub_total: "18.000", total: "18.000", line_items: [{ product: 11, product_name: "Hummus", product_price: "18.000", quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const paymentUrl = (placed.json() as { payment_url: string }).payment_url;
    expect(paymentUrl).toMatch(/^\/sandbox\/pay\//);
    const response = await app.inject({ url: paymentUrl, headers: { host } });
    expect(response.statusCode, response.body).toBe(200);
    const policy = directives(response.headers["content-security-policy"]);
    expect(policy["default-src"]).toEqual(["'none'"]);
    expect(policy["style-src"]).toEqual(inlineSourcesOf(response.body).styles);
    expect(policy["form-action"]).toEqual(["'self'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(inlineSourcesOf(response.body).scripts).toEqual([]);
  });
});
