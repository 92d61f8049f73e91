/**
 * The server half of a plugin (`plugins/<id>/server.ts`): the backend calls its browser half makes, as plain
 * data and functions. No web framework appears here, so a server half is as easy to test as a rule and the
 * reference server (server/plugins/register-server-plugins.ts) is the only place that knows Fastify.
 */
import type * as Schema from "effect/Schema";
import type { PaymentGatewayFactory } from "./payment-provider";

/** A payment the server itself recorded: the only source of a payment status (never the browser). */
export interface PaymentRecord {
  license: string;
  provider: string;
  reference: string;
  status: string;
  orderId: string | null;
  orderUuid: string | null;
}

/** What the reference server lends a server half. */
export interface ServerServices {
  payments: {
    /** The payment of this venue, provider and reference, or undefined when the server never saw it. */
    find(license: string, provider: string, reference: string): Promise<PaymentRecord | undefined>;
    /**
     * The payment as the provider reports it now: the server asks the provider (the sandbox in test mode) about
     * a payment it issued, records the outcome once, and — when paid — marks the order paid and tells the guests
     * watching it. Undefined when this venue never issued that reference, or `session` is not the payment's.
     */
    confirm(license: string, provider: string, reference: string, session?: string): Promise<PaymentRecord | undefined>;
  };
}

/** A payment the server has just issued: what the provider's return to the app will carry. */
export interface IssuedPayment {
  /** The server's reference for the payment (unique per provider). */
  reference: string;
  /** The provider's own id for the payment session (checkout id, session id, provider order id). */
  session: string;
  orderUuid: string;
}

/**
 * The payment half of a provider plugin's server side: how its return to `/payment/{provider}` reads, and how the
 * server reaches the provider. The reference server issues payments through the gateway (the sandbox's in test
 * mode) and answers the status call from its own record after asking the provider.
 */
export interface PaymentProviderServer {
  /** The provider id of the browser half (`paylink`). */
  provider: string;
  /** The query string of the provider's return URL (ordering spec §2): paylink `reference` + `checkout`, … */
  returnQuery(payment: IssuedPayment): Readonly<Record<string, string>>;
  /** How it reaches the provider with a venue's keys (engine/plugin-api/payment-provider.ts); none: the sandbox only. */
  gateway?: PaymentGatewayFactory;
}

export interface ServerRequest<Body> {
  /** The venue the request's host stands for (requests for no venue are answered 404 before a handler runs). */
  license: string;
  params: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string>>;
  /** The body, already decoded by the route's `body` schema (a body that does not decode is answered 400). */
  body: Body;
}

export interface ServerAnswer {
  status: number;
  body: unknown;
}

export interface ServerRoute<Body = unknown> {
  method: "GET" | "POST" | "PATCH";
  /** The path with `:name` parameters, as the spec writes it: `/en/stripe/status/`, `/en/2c2p/status/:reference/`. */
  url: string;
  body?: Schema.Codec<Body, unknown>;
  handle(request: ServerRequest<Body>, services: ServerServices): Promise<ServerAnswer>;
}

export interface ServerPlugin {
  /** The same id as the plugin's browser half. */
  id: string;
  routes: readonly ServerRoute<never>[];
  /** For a payment provider: its payments (issue, return, status). */
  payment?: PaymentProviderServer;
}

/** Declares a plugin's server half; the default export of `plugins/<id>/server.ts`. */
export function defineServerPlugin(plugin: ServerPlugin): ServerPlugin {
  return plugin;
}

/** Declares one route; keeps the body type of its schema and handler in step. */
export function defineServerRoute<Body>(route: ServerRoute<Body>): ServerRoute<never> {
  return route as unknown as ServerRoute<never>;
}

/**
 * The part of the API a route claims: its first two path segments (`/en/2c2p/` for `/en/2c2p/status/:reference/`),
 * fewer when a parameter comes sooner. Every address under it is the API's, never the app's.
 */
export function apiPrefix(url: string): string {
  const segments = url.split("/").filter((s) => s !== "");
  const fixed: string[] = [];
  for (const segment of segments.slice(0, 2)) {
    if (segment.startsWith(":")) break;
    fixed.push(segment);
  }
  return `/${fixed.join("/")}/`;
}
