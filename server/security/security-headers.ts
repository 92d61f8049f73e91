/**
 * The headers every answer carries (docs/decisions/0035-security-headers.md), set by @fastify/helmet: the app's
 * Content-Security-Policy with the hashes of the built index.html's inline code, no framing, no MIME sniffing,
 * and a Referrer-Policy that keeps order uuids (they are in the app's URLs) on the venue's own origin.
 */
import path from "node:path";
import type { FastifyInstance } from "fastify";
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
  await app.register(fastifyHelmet, securityHeaderOptions(inlineSourcesOfFile(indexHtml), readAppBuildSettings(options.env ?? process.env)));
  // Two answers that are no page of the app, whose policy would break them (helmet set it on the raw response).
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.split("?")[0] === SERVICE_WORKER_PATH) reply.header("content-security-policy", SERVICE_WORKER_POLICY);
    // Chromium shows a PDF in a page of its own making, with inline styles and a plugin: under the app's policy
    // (object-src 'none') the receipt opens blank. It is the server's own PDF; framing stays refused.
    else if (String(reply.getHeader("content-type") ?? "").startsWith("application/pdf")) reply.raw.removeHeader("content-security-policy");
    return payload;
  });
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
