/**
 * The shared table's calls in the OpenAPI document (server/openapi.ts): their bodies and answers as the routes
 * (./table-session-routes.ts) read and write them, the types of schemas/api/table-session.ts said as schemas.
 */
import * as Schema from "effect/Schema";
import type { Operation } from "../openapi";

const EntityId = Schema.Union([Schema.Number, Schema.String]);

/** A shared line as the server built it from the venue's menu (engine/cart/new-cart-line.ts, ./shared-lines.ts). */
const SharedCartLine = Schema.Struct({
  uuid: Schema.String,
  id: EntityId,
  category: Schema.NullOr(EntityId),
  name: Schema.String,
  sku: Schema.NullOr(Schema.String),
  image: Schema.NullOr(Schema.String),
  price: Schema.Number.annotate({ description: "The unit price in thousandths of the currency (18000 is 18.000), priced by the server" }),
  qty: Schema.Number,
  max_qty: Schema.NullOr(Schema.Number),
  special_instructions: Schema.String,
  variations: Schema.Array(Schema.Struct({ id: Schema.optional(EntityId), name: Schema.String, values: Schema.Array(Schema.Struct({ id: EntityId, name: Schema.String, selected: Schema.Boolean })) })),
  combo_groups: Schema.Array(Schema.Struct({ id: Schema.optional(EntityId), name: Schema.String, products: Schema.Array(Schema.Struct({ id: EntityId, name: Schema.String, selected: Schema.Boolean })) })),
});

/** A line as a phone sends it: only the product, the chosen option and combo ids, the quantity, the instructions and uuid are read. */
const SentCartLine = Schema.Struct({
  uuid: Schema.optional(Schema.String),
  id: EntityId,
  qty: Schema.Number,
  special_instructions: Schema.optional(Schema.String),
  variations: Schema.optional(Schema.Array(Schema.Struct({ values: Schema.Array(Schema.Struct({ id: EntityId, selected: Schema.Boolean })) }))),
  combo_groups: Schema.optional(Schema.Array(Schema.Struct({ id: EntityId, products: Schema.Array(Schema.Struct({ id: EntityId, selected: Schema.Boolean })) }))),
});

const TableSessionAnswer = Schema.Struct({
  id: Schema.String,
  place: Schema.Struct({ location: Schema.String, type: Schema.Literals(["Table", "Room"]) }),
  you: Schema.Number,
  ordering: Schema.Literals(["one", "each"]),
  members: Schema.Array(Schema.Struct({ no: Schema.Number, name: Schema.String, here: Schema.Boolean })),
  lines: Schema.Array(Schema.Struct({ member: Schema.Number, line: SharedCartLine })),
  orders: Schema.Array(
    Schema.Struct({
      uuid: Schema.String,
      member: Schema.Number,
      item_shares: Schema.Array(Schema.Struct({ member: Schema.Number, lines: Schema.Array(Schema.Number), amount: Schema.String, status: Schema.Literals(["PENDING", "PAID"]) })),
    }),
  ),
}).annotate({ identifier: "TableSession" });

const JoinRequest = Schema.Struct({ kind: Schema.Literals(["t", "r", "a"]), token: Schema.String, name: Schema.optional(Schema.String) });
const LinesRequest = Schema.Struct({ lines: Schema.Array(SentCartLine) });
const NameRequest = Schema.Struct({ name: Schema.String });
const OrderRequest = Schema.Struct({ order_uuid: Schema.String });
const ItemsRequest = Schema.Struct({ order_uuid: Schema.String, lines: Schema.Array(Schema.Number) });
const ItemsAnswer = Schema.Struct({ payment_url: Schema.String, amount: Schema.String });
const LiveAuthRequest = Schema.Struct({ socket_id: Schema.String, channel_name: Schema.String });
const LiveAuthAnswer = Schema.Struct({ auth: Schema.String });

export const TABLE_SESSION_OPERATIONS: readonly Operation[] = [
  {
    method: "post",
    path: "/en/api/table-session/",
    summary: "Shared table: joins (or rejoins) the session of the table whose QR link is {kind}/{token}; 404 for a token that does not decode, 409 when the table is full",
    request: JoinRequest,
    responses: { 200: TableSessionAnswer, 404: "error", 409: "error" },
  },
  { method: "get", path: "/en/api/table-session/{id}/", summary: "Shared table: the session as a member sees it (404 for anyone else); the read marks the member here now", responses: { 200: TableSessionAnswer, 404: "error" } },
  {
    method: "post",
    path: "/en/api/table-session/{id}/lines/",
    summary: "Shared table: replaces the caller's lines of the shared cart, each priced by the server from the venue's menu; 400 for a malformed line, 422 for one the venue cannot serve",
    request: LinesRequest,
    responses: { 200: TableSessionAnswer, 400: "error", 404: "error", 422: "error" },
  },
  { method: "post", path: "/en/api/table-session/{id}/name/", summary: "Shared table: the name the others see", request: NameRequest, responses: { 200: TableSessionAnswer, 404: "error" } },
  {
    method: "post",
    path: "/en/api/table-session/{id}/order/",
    summary: "Shared table: puts an order the caller holds, at this table, on the tab; the shared cart (or, where each guest orders their own, the caller's lines) empties",
    request: OrderRequest,
    responses: { 200: TableSessionAnswer, 400: "error", 403: "error", 404: "error", 409: "error" },
  },
  {
    method: "post",
    path: "/en/api/table-session/{id}/items/",
    summary: "Shared table: pays for the lines (positions in the order's line_items) the caller had of a tab order; the server prices the share and issues it with the venue's provider",
    request: ItemsRequest,
    responses: { 200: ItemsAnswer, 400: "error", 404: "error", 409: "error", 422: "error" },
  },
  { method: "post", path: "/en/api/live-auth/", summary: "Pusher channel authorisation: the signature for a member's socket on private-table-{id}", request: LiveAuthRequest, responses: { 200: LiveAuthAnswer, 403: "error" } },
];
