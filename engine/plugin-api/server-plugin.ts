/**
 * The server half of a plugin (`plugins/<id>/server.ts`): the backend calls its browser half makes, as plain
 * data and functions. No web framework appears here, so a server half is as easy to test as a rule and the
 * reference server (server/plugins/register-server-plugins.ts) is the only place that knows Fastify.
 */
import type * as Schema from "effect/Schema";
import type { PaymentGatewayFactory } from "./payment-provider";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import type { MenuData } from "../../schemas/menu";
import type { Milli } from "../../schemas/money";
import type { RefusalReason } from "../../schemas/api/order-refusal";
import type { NamedDiscount } from "../rules/named-discount";

/**
 * A field a plugin's orders carry in the order payload's `additional_data` (its browser half sends it with
 * `orderPayloadFields`), declared by the server half that reads it (decision 0064). The order route accepts only the
 * fields the listed plugins declare: any other name is a 400, as is a value the field's schema refuses.
 */
export interface PayloadField<T = unknown> {
  /** Its name in `additional_data`, exactly as the backend spells it (the spec's wire name). */
  name: string;
  /**
   * Decodes the value sent. Bound it (texts' lengths, lists' sizes: schemas/api/order.ts's `TextUpTo`, `ArrayUpTo`,
   * ORDER_BOUNDS) as the core bounds its own fields: a body must not fill the store or stall the pricing.
   */
  schema: Schema.Codec<T, unknown>;
}

/** Declares one payload field; keeps its schema's type for the plugin's own pricing. */
export function definePayloadField<T>(field: PayloadField<T>): PayloadField {
  return field as PayloadField;
}

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

/**
 * A step of a plugin's own schema (decision 0047), applied once after the core's migrations and recorded by its id
 * in `plugin_migrations`. The id starts with the plugin's id (`integration-venue-group/001-wallets`); the tables it
 * creates start with the plugin's table prefix (pluginTablePrefix). Append steps; never edit one that has shipped.
 */
export interface PluginMigration {
  id: string;
  sql: string;
}

/**
 * The tables a plugin owns: its id with `-` as `_`, then `_` (`integration_venue_group_wallets`). Its migrations may
 * create only such tables, and its scoped queries may touch only them: the core's tables change through the core's
 * use cases (ServerServices), never by a plugin's SQL.
 */
export function pluginTablePrefix(pluginId: string): string {
  return `${pluginId.replace(/-/g, "_")}_`;
}

/**
 * The tables `sql` names (lower-cased): after from, join, into, table, update (not `do update set`) and an index's
 * `on`. A guard against a slip, not a parser: plugins are trusted code reviewed like the core.
 */
export function tablesNamedIn(sql: string): string[] {
  const name = String.raw`("?[A-Za-z_][\w.]*"?)`;
  const patterns = [
    new RegExp(String.raw`\b(?:from|join|into|table)\s+(?:if\s+(?:not\s+)?exists\s+)?` + name, "gi"),
    new RegExp(String.raw`\bupdate\s+(?!set\b)` + name, "gi"),
    new RegExp(String.raw`\bindex\s+(?:if\s+not\s+exists\s+)?\w+\s+on\s+` + name, "gi"),
  ];
  return patterns.flatMap((pattern) => [...sql.matchAll(pattern)].map((m) => m[1]!.replace(/"/g, "").toLowerCase()));
}

/** The first table `sql` names that is not the plugin's own, or undefined when it touches its own tables only. */
export function foreignTableIn(pluginId: string, sql: string): string | undefined {
  const prefix = pluginTablePrefix(pluginId);
  return tablesNamedIn(sql).find((table) => !table.startsWith(prefix));
}

/** Queries on the plugin's own tables (pluginTablePrefix): any other table is refused with an error before it runs. */
export interface PluginQueries {
  query<Row extends object = Record<string, unknown>>(sql: string, params?: readonly (string | number | boolean | null)[]): Promise<Row[]>;
  /** `work` in one transaction: all of its statements land, or none does. */
  transaction<T>(work: (tx: Pick<PluginQueries, "query">) => Promise<T>): Promise<T>;
}

/** An order call's refusal: the status and the sentence the core's order calls answer too. */
export interface OrderRefused {
  ok: false;
  status: number;
  detail: string;
  /** For the app: what the guest can act on, one reason per field (schemas/api/order-refusal.ts). */
  reasons?: readonly RefusalReason[];
}

/** The order as this request's guest may see it: whole for the guest who placed it, else as the table sees it. */
export type OrderAnswered = { ok: true; order: PlacedOrderAnswer } | OrderRefused;

/**
 * The core's order use cases over the request's venue, each behind the guest-access check every core order call
 * makes (server/access/order-access.ts): an order of another venue is 404, one this guest does not hold 403.
 */
export interface OrderServices {
  /** The order by uuid: "read" for any guest at the venue (as the table sees it), "hold" for its guests only. */
  read(uuid: string, need: "read" | "hold"): Promise<OrderAnswered>;
  /** The open order at a table or room of this venue by its number as the app stores it, or undefined. */
  openAt(place: string): Promise<{ uuid: string } | undefined>;
  /** Sets (0 removes) the guest's tip on an order they hold, the order priced again (ordering spec §4 tips). */
  setTips(uuid: string, tips: Milli): Promise<OrderAnswered>;
  /**
   * Records a payment already taken (a wallet, a loyalty balance) on an order this guest holds, as PAID with its
   * payment type. Refused (409) above the balance due, while shares split the balance, or on a closed order; guests
   * watching the order are told. `reference` is unique per payment type.
   */
  recordPayment(uuid: string, payment: { paymentType: string; amount: Milli; reference: string }): Promise<OrderAnswered>;
}

/** The venue a request is for, as a plugin's route sees it. */
export interface VenueServices<Options = unknown> {
  license: string;
  menuId: number;
  /** The menu in the venue's default language; undefined when it does not decode. */
  menu: MenuData | undefined;
  /** This plugin's options from the venue file (`plugins: { "<id>": … }`), decoded by its `options` schema; undefined: none. */
  options: Options | undefined;
  /** The plugin's own tables. */
  db: PluginQueries;
  orders: OrderServices;
}

/** What a staff command gets: its venue's plugin options and the plugin's own tables (no guest, no order access). */
export interface StaffCommandServices<Options = unknown> {
  license: string;
  options: Options | undefined;
  db: PluginQueries;
  /**
   * Tells the guests watching the open order at a table or room of the venue (by its number) that it changed — what
   * the plugin adds to the order as read did (orderReadFields) — so their screens read it again; a no-op when no
   * order is open there or no live updates run.
   */
  orderChangedAt?(place: string): Promise<void>;
}

/**
 * A staff command a plugin contributes (`npm run pos -- otp W1 --venue LICENSE`): run in the server through the staff
 * call `POST /admin/api/plugins/{pluginId}/commands/{name}/` while it runs, or on the store directly.
 */
export interface StaffCommand {
  name: string;
  /** One usage line, without the script's name: `otp WALLET_ID`. */
  usage: string;
  /** The lines to print, or the sentence of a refusal. */
  run(args: readonly string[], services: StaffCommandServices): Promise<{ ok: true; lines: string[] } | { ok: false; detail: string }>;
}

/** The venue an order is placed at, as a plugin's pricing sees it: a route's venue without the request's services. */
export type PricingVenue<Options = unknown> = Omit<VenueServices<Options>, "db" | "orders">;

/** An order as the core priced its lines, for a plugin that prices it further (orderPricing). */
export interface OrderPricingInput<Options = unknown> {
  /** The plugin's options at the order's venue; undefined: none. */
  options: Options | undefined;
  venue: PricingVenue<Options>;
  menu: MenuData;
  orderType: string;
  /**
   * The order's `additional_data` fields this plugin declares (`payloadFields`), each decoded by its schema, by name;
   * a field the order does not carry is absent. Nothing the browser sends is a price: check and price it here.
   */
  fields: Readonly<Record<string, unknown>>;
  /** The lines as the server priced them from the menu. */
  lines: readonly { id: number | string; category: number | string | null; price: Milli; qty: number }[];
}

/**
 * What a plugin's pricing gives an order at placement (decision 0064): the core subtracts the named discounts
 * (engine/rules/named-discount.ts; each becomes one of the order's `discounts`, its label the row's name) and refuses
 * the order (409 `totals_changed` naming `claimed.field`) when what the order claims they total differs.
 */
export interface PluginOrderPricing {
  ok: true;
  /** The discounts the plugin's rule gives these lines, the server's own figures. */
  discounts: readonly NamedDiscount[];
  /**
   * What the order as sent says these discounts take off, and the field that says it (`additional_data.<name>`):
   * read from the plugin's payload fields. Absent: the order claims none, so any discount here refuses it.
   */
  claimed?: { field: string; amount: Milli };
  /**
   * Fields the order as read carries in its `additional_data` (the spec's names), kept with the order as placed: a
   * merge or a tip keeps them. Figures of the order, not the guest's: a guest at the same table sees them too.
   */
  additionalData?: Readonly<Record<string, unknown>>;
}

/** An order being answered by the order read, for a plugin that adds fields to it (orderReadFields). */
export interface OrderReadInput<Options = unknown> {
  license: string;
  /** The plugin's options at the order's venue; undefined: none. */
  options: Options | undefined;
  /** The venue's menu in its default language; undefined when it does not decode. */
  menu: MenuData | undefined;
  /** The plugin's own tables. */
  db: Pick<PluginQueries, "query">;
  order: PlacedOrderAnswer;
  /** Where the order was placed: a table or room and its number as the app stores it; null for any other order. */
  place: { type: "table" | "room"; number: string } | null;
}

/** An order the core has priced and not yet stored, for a plugin that may refuse it (orderRefusal). */
export interface OrderCheckInput<Options = unknown> {
  /** The plugin's options at the order's venue; undefined: none. */
  options: Options | undefined;
  menu: MenuData;
  /** The order's `additional_data` fields this plugin declares (payloadFields), as the order route decoded them. */
  additionalData: Readonly<Record<string, unknown>>;
}

/**
 * A plugin's refusal of an order (decision 0065), answered 422 in the core's refusal shape (schemas/api/
 * order-refusal.ts): `detail` the English sentence older apps show, each reason with a code the plugin declares
 * (`refusalCodes`), which its browser half words in every language.
 */
export interface PluginOrderRefusal {
  detail: string;
  reasons: readonly RefusalReason[];
}

/** How a route reads in /openapi.json: the same document the core's calls are in. */
export interface RouteDocs {
  summary: string;
  /** Status → the answer's schema, or "error" for the `{ detail }` body. */
  responses: Readonly<Record<string, Schema.Top | "error">>;
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

/** What the reference server lends a route: the payments, and the venue of the request's host. */
export interface RouteServices extends ServerServices {
  venue: VenueServices;
}

export interface ServerRoute<Body = unknown> {
  method: "GET" | "POST" | "PATCH";
  /** The path with `:name` parameters, as the spec writes it: `/en/stripe/status/`, `/en/2c2p/status/:reference/`. */
  url: string;
  body?: Schema.Codec<Body, unknown>;
  /** Its entry in /openapi.json; a route without one is left out of the document. */
  docs?: RouteDocs;
  handle(request: ServerRequest<Body>, services: RouteServices): Promise<ServerAnswer>;
}

export interface ServerPlugin {
  /** The same id as the plugin's browser half. */
  id: string;
  routes: readonly ServerRoute<never>[];
  /** For a payment provider: its payments (issue, return, status). */
  payment?: PaymentProviderServer;
  /** Its own tables, created after the core's schema (decision 0047). */
  migrations?: readonly PluginMigration[];
  /** The schema of its options in a venue file (`plugins: { "<id>": … }`): checked at import, decoded for each route. */
  options?: Schema.Codec<unknown, unknown>;
  /** Staff commands (`npm run pos -- …`). */
  commands?: readonly StaffCommand[];
  /** The order payload's `additional_data` fields it reads (its browser half's `orderPayloadFields` send them). */
  payloadFields?: readonly PayloadField[];
  /**
   * Prices an order further at placement, from the core's pricing of its lines and the plugin's decoded payload
   * fields: named discounts the core subtracts and checks against the order's claim, or a refusal (the order is
   * not placed; a 409 or 422 with its reasons). Its rule should be the one its browser half shows the cart.
   */
  orderPricing?(input: OrderPricingInput): PluginOrderPricing | OrderRefused;
  /**
   * Fields the plugin adds to the order as read (`GET /{lang}/api/order/{id}/`, ordering spec §3 "Order (as read)": the
   * venue-group mode's `common_order`), named as the backend names them; the core's own fields win over a same name.
   */
  orderReadFields?(input: OrderReadInput): Promise<Readonly<Record<string, unknown>>>;
  /**
   * Payment types beyond the core's (cash, machine, card) that an order's `payment_type` may name at a venue, given
   * its menu (the venue-group mode's only where it is on): the order route refuses any other value (400). The browser
   * half contributes their labels (`paymentTypes`).
   */
  paymentTypes?(menu: MenuData): readonly string[];
  /**
   * The refusal codes of its own (decision 0065), as the backend spells them: none of the core's (REFUSAL_CODES) or
   * another plugin's (start-up stops on a clash). Its `orderRefusal` may use these only; its browser half words each
   * (`refusalCodes` of definePlugin).
   */
  refusalCodes?: readonly string[];
  /**
   * Checked as an order is placed, once the core's own checks and pricing passed and before it is stored: a refusal
   * with reasons of its declared codes, or undefined to let the order through.
   */
  orderRefusal?(input: OrderCheckInput): PluginOrderRefusal | undefined | Promise<PluginOrderRefusal | undefined>;
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
