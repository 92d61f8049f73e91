/**
 * The headers every answer carries (docs/decisions/0035-security-headers.md), set by @fastify/helmet: the app's
 * Content-Security-Policy with the hashes of the built index.html's inline code, no framing, no MIME sniffing,
 * and a Referrer-Policy that keeps order uuids (they are in the app's URLs) on the venue's own origin.
 */
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import { appDocumentDirectives, readAppBuildSettings, SERVICE_WORKER_POLICY, type AppBuildSettings } from "./content-security-policy";
import { inlineSourcesOfFile, type InlineSources } from "./inline-sources";

export interface SecurityHeadersOptions {
  /** The built app the server serves (`dist/`): its index.html's inline blocks are hashed into the policy. */
  staticDir?: string | undefined;
  /** The environment holding the app's VITE_* build settings; the server's own by default. */
  env?: NodeJS.ProcessEnv;
}

/** The service worker script the built app registers (vite-plugin-pwa's generateSW). */
const SERVICE_WORKER_PATH = "/sw.js";

/** Registers the headers on every route; call it before the routes. A route may still set its own policy. */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions = {}): Promise<void> {
  const indexHtml = options.staticDir ? path.join(options.staticDir, "index.html") : undefined;
  const headers = await helmetHeaders(securityHeaderOptions(inlineSourcesOfFile(indexHtml), readAppBuildSettings(options.env ?? process.env)));
  // Set on the raw response, where @fastify/helmet sets them: a route's own `reply.header` still wins.
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  // Two answers that are no page of the app, whose policy would break them.
  app.addHook("onSend", (request, reply, payload, done) => {
    const url = request.url;
    if (url === SERVICE_WORKER_PATH || url.startsWith(`${SERVICE_WORKER_PATH}?`)) reply.header("content-security-policy", SERVICE_WORKER_POLICY);
    // Chromium shows a PDF in a page of its own making, with inline styles and a plugin: under the app's policy
    // (object-src 'none') the receipt opens blank. It is the server's own PDF; framing stays refused.
    else if (String(reply.getHeader("content-type") ?? "").startsWith("application/pdf")) reply.raw.removeHeader("content-security-policy");
    done(null, payload);
  });
}

/**
 * The headers @fastify/helmet sets for these options, worked out once: it answers one request of a private instance
 * and we keep what it set. Registered as it is, it would rebuild helmet (and parse the policy) on every request — a
 * fifth of a menu GET's CPU (docs/performance.md); the headers depend on the options only, never on the request.
 */
export async function helmetHeaders(helmetOptions: FastifyHelmetOptions): Promise<ReadonlyArray<readonly [string, string | string[]]>> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, helmetOptions);
  probe.get("/", (_request, reply) => {
    reply.send(Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]));
  });
  try {
    return (await probe.inject("/")).json<[string, string | string[]][]>();
  } finally {
    await probe.close();
  }
}

export function securityHeaderOptions(inline: InlineSources, build: AppBuildSettings): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: appDocumentDirectives(inline, build) },
    // No page of another origin may frame the app (clickjacking an order or a payment): frame-ancestors, and
    // X-Frame-Options for browsers that predate it.
    frameguard: { action: "deny" },
    // Order uuids are in the app's URLs (/order/{uuid}): no address leaves the origin. A referrer-restricted
    // Google Maps key needs the page's origin (never its path), so with Maps the origin goes along.
    referrerPolicy: { policy: build.googleMapsKey ? "strict-origin-when-cross-origin" : "same-origin" },
    // Payment pages are reached by navigation, never as pop-ups that talk back: nothing needs an opener.
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
  };
}
