import fs from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { Database } from "./db/database";
import { registerCustomDomainRoute } from "./routes/custom-domain";
import { firstScreenAnswers } from "./routes/first-screen-hints";
import { sendPrecompressed } from "./routes/precompressed-answer";
import { registerMenuLanguageRoute } from "./routes/menu-language";
import { registerMenuRoute } from "./routes/menu";
import { registerVenueAssetRoutes } from "./routes/venue-assets";
import { registerFeedbackRoute } from "./routes/feedback";
import { registerSubmissionRoute } from "./routes/submission";
import { registerCouponRoute } from "./routes/coupon";
import { registerOrderEditRoute, registerOrderReadRoute, registerOrderRoute } from "./routes/order";
import { pluginOperations, registerOpenApiRoute } from "./openapi";
import { migratePlugins } from "./db/migrations";
import { registerPluginCommands } from "./plugins/plugin-commands";
import { orderPricingOf, orderReadFieldsOf, orderRefusalOf } from "./plugins/plugin-services";
import { payloadFieldsOf } from "./plugins/payload-fields";
import { registerDeliveryZoneRoute } from "./routes/delivery-zone";
import { registerDeliveryZonesRoute } from "./routes/delivery-zones";
import { frameworkError, installErrorShape, notFound } from "./routes/errors";
import { installInputLimits, MAX_BODY_BYTES } from "./limits/input-limits";
import { DEFAULT_RATE_LIMITS, installRateLimits, type RateLimits } from "./limits/rate-limits";
import { installLoadShedding, type LoadShedding } from "./limits/load-shedding";
import { PLUGIN_IDS } from "../plugins/plugin-list";
import { loadServerPlugins } from "./plugins/load-server-plugins";
import { registerServerPlugins } from "./plugins/register-server-plugins";
import type { ServerContext } from "./server-context";
import { readLiveConfig, startLiveUpdates, type LiveConfig } from "./live/live-updates";
import { registerStaffRoutes } from "./routes/staff";
import { sha256, type StaffTokens } from "./routes/staff-tokens";
import { registerSandboxRoutes } from "./routes/sandbox";
import { registerReceiptRoute } from "./routes/receipt";
import { registerTableSessionRoutes } from "./table-session/table-session-routes";
import { registerOrderPaymentRoute } from "./routes/order-payment";
import { registerTipsRoute } from "./routes/tips";
import { createOnlinePayments } from "./payments/online-payments";
import { registerPaymentRoutes } from "./payments/payment-routes";
import { registerSecurityHeaders } from "./security/security-headers";
import type { TrustProxy } from "./config";
import { openVenueContexts } from "./venues/venue-context";

export interface ServerOptions {
  db: Database;
  /** The built app (`dist/`); without it only the API is served. */
  staticDir?: string | undefined;
  defaultLicense?: string | undefined;
  logger?: boolean;
  /** The plugins whose server halves to serve; plugins/plugin-list.ts by default. */
  pluginIds?: readonly string[];
  /** Where plugin folders are; the repository's plugins/ by default. */
  pluginsDir?: string;
  /** The server's clock (coupon expiry); tests fix it. */
  now?: () => number;
  /** Live order updates; the built-in Pusher-protocol server with a fresh secret by default, false for none. */
  live?: LiveConfig | false;
  /** The staff calls' bearer token (CARTA_ADMIN_TOKEN); without one there are no staff calls. */
  adminToken?: string | undefined;
  /** Requests per minute per client and host for each kind of call (server/limits/rate-limits.ts); false for none. */
  rateLimits?: RateLimits | false;
  /** The built-in payment sandbox stands in for providers without keys (CARTA_PAYMENT_SANDBOX); off by default. */
  paymentSandbox?: boolean;
  /** Payment providers' API origins by provider id (`{ stripe: "http://127.0.0.1:12111" }`): a local fake in tests. */
  paymentApiBases?: Readonly<Record<string, string>>;
  /** Answer 503 while the event loop is stalled (server/limits/load-shedding.ts); off unless given. */
  loadShedding?: LoadShedding | false;
  /** Which proxies' X-Forwarded-* headers to believe (CARTA_TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** The staff tokens as configured (server/config.ts): the operator's and the venues'; `adminToken` adds nothing then. */
  staffTokens?: StaffTokens | undefined;
}

/**
 * Paths that belong to the core API or to venue assets: a miss there is a JSON 404, never the app's HTML. The
 * plugins' server halves add their own prefixes (`/en/stripe/`) at start-up.
 */
export const CORE_API_PATH = /^\/(?:[a-z]{2}(?:-[a-z]+)?\/(?:api|menus|orders)\/|media\/|iiko\/|admin\/|apps\/|sandbox\/|pay\/)/i;

/** The reference backend: every call the app makes, and the built app itself on the same origin. */
/** Dynamic answers smaller than this go uncompressed (see the registration below). */
export const COMPRESS_ABOVE_BYTES = 10_000;

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: MAX_BODY_BYTES,
    // The router's own refusals (an undecodable address, an over-long parameter) answer `{ detail }` too.
    frameworkErrors: frameworkError,
  });
  const ctx: ServerContext = {
    db: options.db,
    defaultLicense: options.defaultLicense,
    paymentSandbox: options.paymentSandbox ?? false,
    ...(options.now ? { now: options.now } : {}),
  };
  const venues = await openVenueContexts(options.db);
  ctx.venues = venues;
  app.addHook("onClose", () => venues.close());
  if (options.live !== false) {
    const live = await startLiveUpdates(app, options.db, options.live ?? readLiveConfig({}), options.defaultLicense);
    ctx.live = live.events;
    ctx.liveChannels = live.channels;
  }

  // Bad input is refused before a route sees it, and every error answers in one shape (docs/security.md).
  installErrorShape(app);
  installInputLimits(app);
  await registerSecurityHeaders(app, { staticDir: options.staticDir });
  if (options.rateLimits !== false) await installRateLimits(app, options.rateLimits ?? DEFAULT_RATE_LIMITS);
  if (options.loadShedding) await installLoadShedding(app, options.loadShedding);

  // Guests are often on slow networks: the menu payload compresses about tenfold (it is precompressed, decision
  // 0036). A smaller answer (an order, a coupon, an error) fits in the first round trip's congestion window (ten
  // segments, about 14 kB with the headers) compressed or not, and compressing each one cost a third of an order's
  // CPU (a zlib stream per answer): only answers above 10 kB are compressed on the fly.
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_ABOVE_BYTES });

  registerCustomDomainRoute(app, ctx);
  registerMenuLanguageRoute(app, ctx);
  registerMenuRoute(app, ctx);
  registerVenueAssetRoutes(app, ctx);
  registerFeedbackRoute(app, ctx);
  registerSubmissionRoute(app, ctx);
  registerCouponRoute(app, ctx);
  registerOrderRoute(app, ctx);
  registerOrderReadRoute(app, ctx);
  registerOrderEditRoute(app, ctx);
  registerDeliveryZoneRoute(app, ctx);
  registerDeliveryZonesRoute(app, ctx);
  registerReceiptRoute(app, ctx);
  registerOrderPaymentRoute(app, ctx);
  registerTipsRoute(app, ctx);
  registerTableSessionRoutes(app, ctx);
  const staffTokens = options.staffTokens ?? { operator: options.adminToken ? sha256(options.adminToken) : undefined, venues: [] };
  registerStaffRoutes(app, ctx, staffTokens);
  const serverPlugins = await loadServerPlugins(options.pluginIds ?? PLUGIN_IDS, options.pluginsDir);
  // The plugins' own tables, after the core's (decision 0047).
  await migratePlugins(options.db, serverPlugins);
  registerOpenApiRoute(app, pluginOperations(serverPlugins));
  registerPluginCommands(app, ctx, serverPlugins, staffTokens);
  ctx.payloadFields = payloadFieldsOf(serverPlugins);
  ctx.orderPricing = orderPricingOf(serverPlugins);
  ctx.orderReadFields = orderReadFieldsOf(serverPlugins, options.db);
  ctx.orderRefusal = orderRefusalOf(serverPlugins);
  ctx.pluginPaymentTypes = (venue) => (venue.menu ? serverPlugins.flatMap((plugin) => plugin.paymentTypes?.(venue.menu!) ?? []) : []);
  const paymentPlugins = new Map(serverPlugins.flatMap((plugin) => (plugin.payment ? [[plugin.payment.provider, { pluginId: plugin.id, payment: plugin.payment }] as const] : [])));
  ctx.payments = createOnlinePayments(options.db, paymentPlugins, () => ctx.live, { sandbox: ctx.paymentSandbox, apiBases: options.paymentApiBases ?? {} });
  registerPaymentRoutes(app, ctx, ctx.payments, serverPlugins);
  if (ctx.paymentSandbox) registerSandboxRoutes(app, ctx, ctx.payments);
  const pluginPrefixes = registerServerPlugins(app, ctx, serverPlugins).map((prefix) => prefix.toLowerCase());
  const isApiPath = (url: string) => CORE_API_PATH.test(url) || pluginPrefixes.some((prefix) => url.toLowerCase().startsWith(prefix));

  const indexHtml = options.staticDir ? path.join(options.staticDir, "index.html") : undefined;
  if (options.staticDir && indexHtml && fs.existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: path.resolve(options.staticDir),
      // `/` is a client route like the others, answered below with the host's venue named (decision 0086).
      index: false,
      // The build does not change under a running server: one route per file, listed once at start. A request then
      // costs no directory reads (the catch-all route reads each folder on the path to check the name's spelling), and
      // any other path is a client route, answered from memory below (decision 0079).
      wildcard: false,
      // The build's brotli and gzip copies (vite.config.ts), sent by Accept-Encoding instead of compressing per request.
      preCompressed: true,
      globIgnore: ["**/*.br", "**/*.gz"],
      // The build's own notes (.vite/manifest.json: which hashed file holds what) are not for guests.
      dotfiles: "ignore",
      setHeaders(reply, filePath) {
        // Hashed build assets never change; everything else must be revalidated so a new version shows up.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
    // Each venue's document and `/home`'s picture link, made once per venue version (server/routes/first-screen-hints.ts).
    const firstScreen = firstScreenAnswers(ctx, fs.readFileSync(indexHtml, "utf8"));
    app.setNotFoundHandler(async (request, reply) => {
      // HEAD as GET: a load balancer's or an uptime check's `HEAD /` finds the app (Node sends no body).
      const reading = request.method === "GET" || request.method === "HEAD";
      if (!reading || isApiPath(request.url)) return notFound(reply, `No route ${request.method} ${request.url}`);
      const { document, link } = await firstScreen(request.host, request.url);
      if (link) reply.header("link", link);
      // Client routes (/, /home, /category/3, /t/abc...) all boot the same app: sent compressed as made, with an ETag.
      return sendPrecompressed(request, reply, document);
    });
  } else {
    app.setNotFoundHandler((request, reply) => notFound(reply, `No route ${request.method} ${request.url}`));
  }
  return app;
}
