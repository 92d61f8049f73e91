/**
 * OpenAPI 3.1 for every call the reference server answers, generated from the schemas the app decodes the
 * answers with and the server decodes the requests with (one source: a schema change changes the document).
 * Served at `/openapi.json`; `tests/unit/server/openapi.test.ts` checks real answers against it.
 */
import * as Schema from "effect/Schema";
import type { FastifyInstance } from "fastify";
import { DeliveryZoneAnswer } from "../schemas/api/delivery-zone";
import { CustomDomainAnswer } from "../schemas/api/custom-domain";
import { MenuLanguageAnswer } from "../schemas/api/menu-language";
import { PaymentStatusAnswer } from "../schemas/api/payment-status";
import { PlacedOrderAnswer } from "../schemas/api/placed-order";
import { MenuData } from "../schemas/menu";
import { ORDER_STATUSES } from "../engine/rules/order-receipt";
import { CALL_CONTRACTS } from "../schemas/calls";
import type { CallContract } from "../schemas/calls/define-call";
import { placeOrderCall } from "../schemas/calls/order";
import { OrderRequest } from "../schemas/api/order";
import { limitOf } from "./limits/rate-limits";
import type { ServerPlugin } from "../engine/plugin-api/server";
import { PluginCommandAnswer, PluginCommandRequest } from "./plugins/plugin-commands";
import { TABLE_SESSION_OPERATIONS } from "./table-session/table-session-openapi";

/** A response that is not JSON: a PDF, an HTML page, a redirect. */
interface OtherResponse {
  description: string;
  contentType?: string;
}

export interface Operation {
  method: "get" | "post" | "patch";
  path: string;
  summary: string;
  request?: Schema.Top;
  /** The request body's media type when it is not JSON (the sandbox page's form). */
  requestType?: string;
  /** Status → the answer's schema (the wire form), "error" for the `{ detail }` body, or a non-JSON answer. */
  responses: Readonly<Record<string, Schema.Top | "error" | OtherResponse>>;
  idempotent?: boolean;
  /** Needs `Authorization: Bearer {CARTA_ADMIN_TOKEN}` (the staff calls). */
  staff?: boolean;
}

/** A call's contract (schemas/calls/) as an operation of the document: its success and refusals are its answers. */
function operationOf(call: CallContract): Operation {
  return {
    method: call.method,
    path: call.path,
    summary: call.summary,
    ...(call.request ? { request: call.request } : {}),
    responses: { [call.success.status]: call.success.answer, ...call.refusals },
    ...(call.idempotent ? { idempotent: true } : {}),
  };
}

const isOther = (value: Schema.Top | "error" | OtherResponse): value is OtherResponse => typeof value === "object" && "description" in value && !("ast" in value);

/** The staff calls' answers: an order summary list; the status call's body. */
const OrderSummaryAnswer = Schema.Array(
  Schema.Struct({ uuid: Schema.String, number: Schema.String, license: Schema.String, status: Schema.String, order_type: Schema.String, customer_name: Schema.String, total: Schema.String, created: Schema.String }),
);
/** The staff venues call's answer (server/venues/venue-store.ts `VenueSummary`): the venues a token reaches. */
const VenueSummaryAnswer = Schema.Array(
  Schema.Struct({
    license: Schema.String,
    name: Schema.String,
    menu_id: Schema.Number,
    license_status: Schema.String,
    custom_domains: Schema.Array(Schema.String),
    languages: Schema.Array(Schema.String),
    orders: Schema.Number,
  }),
);
const StatusChange = Schema.Struct({ status: Schema.Literals(ORDER_STATUSES) });
const SandboxChoice = Schema.Struct({ action: Schema.Literals(["pay", "decline", "cancel"]) });
const PusherEvent = Schema.Struct({ name: Schema.String, channel: Schema.optional(Schema.String), channels: Schema.optional(Schema.Array(Schema.String)), data: Schema.String });

/** Placing an order (its contract); `request` names the plugins' payload fields when they declare some (pluginOperations). */
const placeOrderOperation = (request: Schema.Top): Operation => ({ ...operationOf(placeOrderCall), request });

const OPERATIONS: readonly Operation[] = [
  { method: "get", path: "/en/menus/custom-domain/{domain}/", summary: "The license of a host name", responses: { 200: CustomDomainAnswer, 404: "error" } },
  { method: "get", path: "/en/api/menu_language/{license}/", summary: "A venue's default language and languages", responses: { 200: MenuLanguageAnswer, 404: "error" } },
  { method: "get", path: "/{lang}/api/menu/{license}/", summary: "The menu payload in a language", responses: { 200: MenuData, 404: "error" } },
  { method: "get", path: "/en/api/delivery_zone/{point}/{menuId}/", summary: "The delivery fee at {lat},{lng}", responses: { 200: DeliveryZoneAnswer, 400: "error", 404: "error" } },
  { method: "post", path: "/en/{provider}/status/", summary: "A payment provider's status (one per provider plugin)", responses: { 200: PaymentStatusAnswer, 400: "error", 404: "error" } },
  { method: "get", path: "/{lang}/orders/{uuid}/print/order.pdf", summary: "The order's receipt as a PDF, in the language", responses: { 200: { description: "The receipt", contentType: "application/pdf" }, 403: "error", 404: "error" } },
  { method: "get", path: "/sandbox/pay/{provider}/{reference}", summary: "A provider's sandbox payment page (without the provider's keys)", responses: { 200: { description: "The payment page", contentType: "text/html" }, 404: "error" } },
  {
    method: "post",
    path: "/sandbox/pay/{provider}/{reference}",
    summary: "The guest's choice on the sandbox page; redirects to /payment/{provider} with the provider's query",
    request: SandboxChoice,
    requestType: "application/x-www-form-urlencoded",
    responses: { 303: { description: "Back to the app's return screen" }, 400: "error", 404: "error" },
  },
  { method: "get", path: "/admin/api/venues/", summary: "Staff: the venues the token reaches (all of them for the operator's), with their order counts", responses: { 200: VenueSummaryAnswer, 401: "error" }, staff: true },
  { method: "get", path: "/admin/api/orders/", summary: "Staff: the newest orders (query `license` for one venue)", responses: { 200: OrderSummaryAnswer, 401: "error" }, staff: true },
  { method: "post", path: "/admin/api/orders/{uuid}/status/", summary: "Staff: give an order a status; pushed to its guests", request: StatusChange, responses: { 200: PlacedOrderAnswer, 400: "error", 401: "error", 404: "error" }, staff: true },
  {
    method: "post",
    path: "/admin/api/plugins/{plugin}/commands/{name}/",
    summary: "Staff: runs a plugin's staff command for a venue (`npm run pos -- otp W1`): the lines it prints",
    request: PluginCommandRequest,
    responses: { 200: PluginCommandAnswer, 400: "error", 401: "error", 404: "error" },
    staff: true,
  },
  { method: "post", path: "/admin/api/orders/{uuid}/lines/{position}/delete/", summary: "Staff: delete a line; the order is priced again", responses: { 200: PlacedOrderAnswer, 400: "error", 401: "error", 404: "error" }, staff: true },
  {
    method: "post",
    path: "/apps/{appId}/events",
    summary: "Pusher HTTP API: publish an event (signed with the app secret: auth_key, auth_timestamp, auth_version, body_md5, auth_signature)",
    request: PusherEvent,
    responses: { 200: { description: "Published", contentType: "application/json" }, 400: "error", 401: "error", 404: "error", 413: "error" },
  },
  ...TABLE_SESSION_OPERATIONS,
  ...CALL_CONTRACTS.map(operationOf),
];

const ERROR = { type: "object", properties: { detail: { type: "string" } }, required: ["detail"] } as const;

/** Named schemas (`identifier` annotations, e.g. MenuData) land in `components.schemas`, referenced from the operations. */
const components: Record<string, unknown> = {};

/** A schema's JSON Schema (2020-12, which OpenAPI 3.1 uses), its named parts moved to the document's components. */
function jsonSchema(schema: Schema.Top): unknown {
  const document = Schema.toJsonSchemaDocument(Schema.toEncoded(schema as Schema.Codec<unknown, unknown>));
  const toComponents = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as unknown;
  for (const [name, definition] of Object.entries(document.definitions ?? {})) components[name] = toComponents(definition);
  return toComponents(document.schema);
}

/** What the limits around the routes answer (server/limits/, docs/security.md), said in the document. */
const COMMON_REFUSALS: Readonly<Record<string, string>> = {
  403: "The order is held by the guest who placed it (their secret cookie): refused without it",
  413: "The body, or a text or list in it, is larger than the call takes",
  415: "The body is not in a media type the call reads (JSON, or the sandbox page's form)",
  429: "Too many requests of this kind from this client at this host: try again after Retry-After seconds",
};

/**
 * The operation's answers with the refusals every call of its kind can give: 413 and 415 for a call with a body,
 * 429 for a call under a rate limit (as server/limits/rate-limits.ts decides it for the route's path).
 */
function withCommonRefusals(op: Operation): Operation["responses"] {
  const responses: Record<string, Operation["responses"][string]> = { ...op.responses };
  if (op.method !== "get") {
    responses["413"] ??= "error";
    responses["415"] ??= "error";
  }
  // The route as Fastify knows it (`/:lang/api/order/`), or for the providers' calls a path as a plugin registers it.
  const limited = limitOf(op.method.toUpperCase(), op.path.replace(/\{(\w+)\}/g, ":$1")) ?? limitOf(op.method.toUpperCase(), op.path.replace(/\{(\w+)\}/g, "$1"));
  if (limited) responses["429"] ??= "error";
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
}

const built = new WeakMap<readonly Operation[], unknown>();
/** The document with the plugins' routes (pluginOperations), built once per list. */
export function openApiDocument(pluginOps: readonly Operation[] = []): unknown {
  const known = built.get(pluginOps);
  if (known) return known;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of [...OPERATIONS, ...pluginOps]) {
    const parameters = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: { type: "string" } }));
    if (op.idempotent) parameters.push({ name: "Idempotency-Key", in: "header", required: false, schema: { type: "string" } });
    if (op.staff) parameters.push({ name: "Authorization", in: "header", required: true, schema: { type: "string" } });
    paths[op.path] = {
      ...paths[op.path],
      [op.method]: {
        summary: op.summary,
        parameters,
        ...(op.request ? { requestBody: { required: true, content: { [op.requestType ?? "application/json"]: { schema: jsonSchema(op.request) } } } } : {}),
        responses: Object.fromEntries(
          Object.entries(withCommonRefusals(op)).map(([status, schema]) => [
            status,
            isOther(schema)
              ? { description: schema.description, ...(schema.contentType ? { content: { [schema.contentType]: {} } } : {}) }
              : {
                  description: schema === "error" ? (COMMON_REFUSALS[status] ?? "An error, said in one sentence") : "OK",
                  ...(status === "429" ? { headers: { "Retry-After": { description: "Seconds until the limit lets the call through again", schema: { type: "integer" } } } } : {}),
                  content: { "application/json": { schema: schema === "error" ? ERROR : jsonSchema(schema) } },
                },
          ]),
        ),
      },
    };
  }
  const document = { openapi: "3.1.0", info: { title: "Carta reference backend", version: "1.9.54" }, paths, components: { schemas: components } };
  built.set(pluginOps, document);
  return document;
}

/**
 * The plugins' routes that describe themselves (`docs`), as operations of the document: `/:name` read as `/{name}`;
 * and placing an order again, its `additional_data` naming the fields the plugins declare (decision 0064).
 */
export function pluginOperations(plugins: readonly ServerPlugin[]): Operation[] {
  const routes = plugins.flatMap((plugin) =>
    plugin.routes.flatMap((route) => {
      if (!route.docs) return [];
      const method = route.method.toLowerCase() as Operation["method"];
      const path = route.url.replace(/:(\w+)/g, "{$1}");
      return [{ method, path, summary: route.docs.summary, ...(route.body ? { request: route.body as Schema.Top } : {}), responses: route.docs.responses }];
    }),
  );
  const fields = plugins.flatMap((plugin) => plugin.payloadFields ?? []);
  if (fields.length === 0) return routes;
  const additionalData = Schema.Struct(Object.fromEntries(fields.map((field) => [field.name, Schema.optionalKey(field.schema)])));
  return [...routes, placeOrderOperation(Schema.Struct({ ...OrderRequest.fields, additional_data: Schema.optionalKey(additionalData) }))];
}

export function registerOpenApiRoute(app: FastifyInstance, pluginOps: readonly Operation[] = []): void {
  app.get("/openapi.json", async () => openApiDocument(pluginOps));
}
