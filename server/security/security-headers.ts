/**
 * The headers every answer carries (docs/decisions/0035-security-headers.md), set by @fastify/helmet: the app's
 * Content-Security-Policy with the hashes of the built index.html's inline code, no framing, no MIME sniffing,
 * and a Referrer-Policy that keeps order uuids (they are in the app's URLs) on the venue's own origin.
 */
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import { appDocumentDirectives, readAppBuildSettings, type AppBuildSettings } from "./content-security-policy";
import { inlineSourcesOfFile, type InlineSources } from "./inline-sources";

export interface SecurityHeadersOptions {
  /** The built app the server serves (`dist/`): its index.html's inline blocks are hashed into the policy. */
  staticDir?: string | undefined;
  /** The environment holding the app's VITE_* build settings; the server's own by default. */
  env?: NodeJS.ProcessEnv;
}

/** Registers the headers on every route; call it before the routes. A route may still set its own policy. */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions = {}): Promise<void> {
  const indexHtml = options.staticDir ? path.join(options.staticDir, "index.html") : undefined;
  await app.register(fastifyHelmet, securityHeaderOptions(inlineSourcesOfFile(indexHtml), readAppBuildSettings(options.env ?? process.env)));
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
