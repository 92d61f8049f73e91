/**
 * Rate limits on every call that guesses or spends (issue 17, docs/security.md): coupon codes, employee ids, table
 * numbers, order uuids, payment references and staff tokens cannot be tried hundreds of times a second, and orders
 * and payments cannot be sent in floods. Counted per client address and venue host, per minute, in this process
 * (N instances behind a balancer allow N times as much: docs/operations.md). Over the limit: 429 with Retry-After and
 * the app's `{ detail }`, which the app shows as a sentence in the guest's language.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, RouteOptions } from "fastify";
import { normaliseHost } from "../venues/resolve-host";

/** Requests per minute, per client address and host, for each kind of call. */
export const DEFAULT_RATE_LIMITS = {
  /** GET /en/api/coupon/…: a code is a secret worth guessing. */
  coupon: 30,
  /** GET /iiko/af/verify-employee-id/…: an id answers with a phone number. */
  employee: 10,
  /** GET /iiko/active-order/…: table numbers are easy to count. */
  "active-order": 30,
  /** GET /{lang}/api/order/{uuid}/: the order screen polls every 10 s without a live connection. */
  "order-read": 300,
  /** POST and PATCH /{lang}/api/order/…: placing and merging orders. */
  "order-write": 30,
  /** Payment links, shares, tips: each may reach a payment provider. */
  payment: 30,
  /** The providers' status calls and the sandbox page: payment references are worth guessing. */
  "payment-status": 60,
  /** The receipt PDF: the heaviest answer the server renders. */
  receipt: 20,
  /** Feedback-form answers. */
  submission: 20,
  /** The staff calls (a wrong token counts like a right one). */
  staff: 60,
} as const;

export type LimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<LimitName, number>;

/** Which limit a route falls under, by method and path; undefined: none (menus, media, the app). */
export function limitOf(method: string, url: string): LimitName | undefined {
  if (url.startsWith("/en/api/coupon/")) return "coupon";
  if (url.startsWith("/iiko/af/verify-employee-id/")) return "employee";
  if (url.startsWith("/iiko/active-order/")) return "active-order";
  // Joining a table decodes a table token (as easy to count as the active order's numbers); a member's calls follow a cart.
  if (url === "/en/api/table-session/") return "active-order";
  // Paying for items issues a payment with the venue's provider, as the split-payment calls do.
  if (url === "/en/api/table-session/:id/items/") return "payment";
  if (url.startsWith("/en/api/table-session/") || url === "/en/api/live-auth/") return "order-read";
  if (url === "/:lang/api/order/" || url === "/:lang/api/order/:id/") return method === "GET" ? "order-read" : "order-write";
  if (url.startsWith("/iiko/af/") || url.startsWith("/iiko/tips/")) return "payment";
  if (url.startsWith("/sandbox/") || /^\/en\/[\w-]+\/status\//.test(url)) return "payment-status";
  if (url.endsWith("/print/order.pdf")) return "receipt";
  if (url === "/:lang/api/submission/") return "submission";
  if (url.startsWith("/admin/")) return "staff";
  return undefined;
}

/**
 * `CARTA_RATE_LIMITS`: `off`, or `name=perMinute` pairs (`coupon=10,order-write=60`) over the defaults. A typo is an
 * error at start-up, not a silently missing limit.
 */
export function readRateLimits(setting: string | undefined): RateLimits | false {
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS };
  if (setting === undefined || setting.trim() === "") return limits;
  if (setting.trim() === "off") return false;
  for (const pair of setting.split(",")) {
    const [name, value] = pair.split("=").map((s) => s.trim());
    const perMinute = Number(value);
    if (!name || !(name in limits) || !Number.isInteger(perMinute) || perMinute < 1) {
      throw new Error(`CARTA_RATE_LIMITS: "${pair}" is not name=perMinute with a name of ${Object.keys(limits).join(", ")}`);
    }
    limits[name as LimitName] = perMinute;
  }
  return limits;
}

/** Installs the limits on every route registered after this call. */
export async function installRateLimits(app: FastifyInstance, limits: RateLimits): Promise<void> {
  // Runs before the plugin's own onRoute hook (added by the registration below), which reads this config.
  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const name = limitOf(methods[0] ?? "GET", route.url ?? "");
    if (!name) return;
    route.config = { ...(route.config as object), rateLimit: { max: limits[name], timeWindow: 60_000, groupId: name } } as never;
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => `${request.ip}|${normaliseHost(request.host)}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      detail: `Too many requests: try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} s.`,
    }),
  });
}
