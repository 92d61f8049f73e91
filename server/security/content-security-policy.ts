/**
 * The app document's Content-Security-Policy (docs/decisions/0035-security-headers.md): only the app's own code
 * runs — its files, and its inline blocks by hash — and the page talks to its own origin, plus the few other
 * hosts the build was made to use (a font service, hosted Pusher, Google Maps).
 */
import { sha256Source, type InlineSources } from "./inline-sources";
import { LIBRARY_STYLE_BLOCKS } from "./library-styles";

/** The build-time settings of the app (the VITE_* variables it was built with) that reach other hosts. */
export interface AppBuildSettings {
  /** VITE_GOOGLE_MAPS_KEY was set: the delivery map loads Google Maps. */
  googleMapsKey: boolean;
  /** VITE_PUSHER_CLUSTER: live updates from hosted Pusher (unless a host is also given). */
  pusherCluster: string | undefined;
  /** VITE_PUSHER_HOST / VITE_PUSHER_PORT: another Pusher-protocol server than the page's own host and port. */
  pusherHost: string | undefined;
  pusherPort: string | undefined;
  /** VITE_FONT_SERVICE_URL: the web font service; unset is Google Fonts, empty is none. */
  fontService: string | undefined;
}

/**
 * Reads the app's build settings from the environment the server runs in: run the server with the same VITE_*
 * variables the app was built with, or the policy blocks what they turned on.
 */
export function readAppBuildSettings(env: NodeJS.ProcessEnv): AppBuildSettings {
  return {
    googleMapsKey: !!env["VITE_GOOGLE_MAPS_KEY"],
    pusherCluster: env["VITE_PUSHER_CLUSTER"] || undefined,
    pusherHost: env["VITE_PUSHER_HOST"] || undefined,
    pusherPort: env["VITE_PUSHER_PORT"] || undefined,
    fontService: env["VITE_FONT_SERVICE_URL"],
  };
}

export type Directives = Record<string, string[]>;

/** Google Fonts' CSS API and the host its font files come from: the app's default font service. */
const GOOGLE_FONTS = { css: "https://fonts.googleapis.com", files: "https://fonts.gstatic.com" };

/** The hosts the Maps JavaScript API loads from and talks to (Google's CSP guide for the API). */
const GOOGLE_MAPS = {
  script: ["https://*.googleapis.com", "https://*.gstatic.com", "*.google.com", "https://*.ggpht.com", "*.googleusercontent.com", "blob:"],
  connect: ["https://*.googleapis.com", "*.google.com", "https://*.gstatic.com", "data:", "blob:"],
  frame: ["*.google.com"],
};

/** A host name or IP a CSP source may name; anything else from the environment is ignored, never pasted in. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/i;
const PORT = /^\d{1,5}$/;

/** The directives of the app's HTML (and, harmlessly, of every other answer that does not set its own). */
export function appDocumentDirectives(inline: InlineSources, build: AppBuildSettings): Directives {
  const fonts = fontSources(build.fontService);
  const maps = build.googleMapsKey;
  return {
    "default-src": ["'self'"],
    // Inline event handlers (the stylesheet preloads' onload) match a hash only with 'unsafe-hashes'.
    "script-src": [
      "'self'",
      ...inline.scripts,
      ...(inline.handlers.length > 0 ? ["'unsafe-hashes'", ...inline.handlers] : []),
      // Google's guide asks for eval for some of the Maps API's features.
      ...(maps ? [...GOOGLE_MAPS.script, "'unsafe-eval'"] : []),
    ],
    // The Maps API inserts style blocks of its own: with it, a hash list would block them ('unsafe-inline' is
    // ignored beside a hash), so the style blocks are then allowed wholesale.
    "style-src": ["'self'", ...(maps ? ["'unsafe-inline'"] : [...inline.styles, ...LIBRARY_STYLE_BLOCKS.map(sha256Source)]), ...fonts.css],
    // Venue HTML keeps its style="" attributes (rich-text editors write alignment and colours there), which the
    // sanitiser lets through and which cannot run script. React's style props go through the CSSOM, ungoverned.
    "style-src-attr": ["'unsafe-inline'"],
    // Venue images and videos are the venue's own media (same origin) or https addresses the venue file names.
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "media-src": ["'self'", "blob:", "https:"],
    "font-src": ["'self'", "data:", ...fonts.files],
    // 'self' covers the page's own ws:/wss: (the built-in Pusher-protocol server on the app's port).
    "connect-src": ["'self'", ...liveUpdateSources(build), ...(maps ? GOOGLE_MAPS.connect : [])],
    "worker-src": ["'self'", ...(maps ? ["blob:"] : [])],
    "frame-src": ["'self'", ...(maps ? GOOGLE_MAPS.frame : [])],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    // Checkout leaves for a payment page by navigation (location.assign), which form-action does not govern.
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

function fontSources(fontService: string | undefined): { css: string[]; files: string[] } {
  if (fontService === undefined) return { css: [GOOGLE_FONTS.css], files: [GOOGLE_FONTS.files] };
  const origin = httpsOrigin(fontService);
  // A service of one's own serves its stylesheet and its font files from one origin, as far as we can know.
  return origin ? { css: [origin], files: [origin] } : { css: [], files: [] };
}

/** Where pusher-js connects when it is not the page's own host and port (plugins/live-pusher/pusher-connection.ts). */
function liveUpdateSources({ pusherCluster, pusherHost, pusherPort }: AppBuildSettings): string[] {
  const port = pusherPort && PORT.test(pusherPort) ? pusherPort : undefined;
  if (pusherHost) {
    if (!HOST.test(pusherHost)) return [];
    // Without a port pusher-js uses the page's own, which a policy written once cannot know.
    return [`ws://${pusherHost}:${port ?? "*"}`, `wss://${pusherHost}:${port ?? "*"}`];
  }
  if (pusherCluster) {
    if (!/^[a-z0-9-]+$/i.test(pusherCluster)) return [];
    // Hosted Pusher: the socket, and the HTTP fallback transports pusher-js may try.
    return [`wss://ws-${pusherCluster}.pusher.com`, `https://sockjs-${pusherCluster}.pusher.com`];
  }
  // The page's own host name on another port (CARTA_LIVE_PORT).
  return port ? [`ws://*:${port}`, `wss://*:${port}`] : [];
}

function httpsOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The policy as a header value. */
export function serialisePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/**
 * Venue media (and the manifest icons and launch image): nothing loads or runs, even when an SVG is opened as a
 * page of its own. `sandbox` also gives the document an opaque origin, so it could not reach the venue's if it did.
 */
export const MEDIA_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The service worker's own policy (it governs the worker's fetches, not the page's). The worker fetches on the
 * page's behalf what the page's policy already let it ask for — its media and the font service's files among
 * them — so any https address may be fetched; scripts remain its own origin's (Workbox's runtime).
 */
export const SERVICE_WORKER_POLICY = "default-src 'self'; connect-src 'self' https:";
