/**
 * The shared table (docs/shared-table.md): one session per table of a venue, joined with the table's QR token.
 * The same paths and shapes are read by the browser's calls (engine/table-session/) and the server's routes
 * (server/table-session/). The shared cart is only lines: a member's cart lines as the app keeps them; the order
 * placed from them goes through the normal order call and the server's pricing.
 */

/** POST: join the table of `{kind, token}` (the `/t/{token}` link's two segments), with an optional name. */
export const TABLE_SESSION_JOIN_PATH = "/en/api/table-session/";
/** GET: the session as a member sees it. */
export const tableSessionPath = (id: string) => `/en/api/table-session/${id}/`;
/** POST `{ lines }`: replaces the caller's own lines of the shared cart. */
export const tableSessionLinesPath = (id: string) => `/en/api/table-session/${id}/lines/`;
/** POST `{ name }`: the name the others see. */
export const tableSessionNamePath = (id: string) => `/en/api/table-session/${id}/name/`;
/** POST `{ order_uuid }`: the caller placed the table's order from the shared cart; the cart empties. */
export const tableSessionOrderPath = (id: string) => `/en/api/table-session/${id}/order/`;
/**
 * POST `{ order_uuid, lines }`: the caller pays for the lines of a tab order they had (split by items); the server
 * prices the share and answers `{ payment_url, amount }`, the provider's page, as the split-payment call does.
 */
export const tableSessionItemsPath = (id: string) => `/en/api/table-session/${id}/items/`;
export { LIVE_AUTH_PATH } from "./live-auth";

/** The private live channel of a session; its event says the session changed: read it again. */
export const tableSessionChannel = (id: string) => `private-table-${id}`;
export const TABLE_UPDATE_EVENT = "table-update";

/** Bounds on what a guest may put in the shared cart or call themselves. */
export const TABLE_LIMITS = { linesPerMember: 40, lineBytes: 4000, maxQty: 99, nameLength: 40, membersPerTable: 30 } as const;

/**
 * The venue's setting (a top-level key of the venue file, docs/venue-file.md) of how a table orders: `"one"` (the
 * default) — one guest places the table's order from the whole shared cart; `"each"` — each guest places their own
 * lines, into the table's one order (the second and later ones meet the spec's merge flow).
 */
export const TABLE_ORDERING_SETTING = "shared_table_ordering";
export type TableOrdering = "one" | "each";

export interface JoinTableRequest {
  kind: "t" | "r" | "a";
  token: string;
  name?: string;
}

export interface TableMember {
  no: number;
  /** The name the guest gave, or "" (the app shows "Guest {no}"). */
  name: string;
  /** Their phone has the table open now (it read the session within the last 45 s), not only joined; absent from an older server. */
  here?: boolean;
}

/** One line of the shared cart: whose it is and the cart line (its `name` is the venue's product name). */
export interface SharedLine {
  member: number;
  line: Readonly<Record<string, unknown>> & { id: number | string; name: string; qty: number };
}

export interface TableSessionState {
  id: string;
  /** The table or room, as orders name it: `{ location: "7", type: "Table" }`. */
  place: { location: string; type: "Table" | "Room" };
  /** The caller's member number. */
  you: number;
  /** How the table orders (the venue's TABLE_ORDERING_SETTING); absent from an older server: "one". */
  ordering?: TableOrdering;
  members: TableMember[];
  lines: SharedLine[];
  /** The orders placed from this session, oldest first, with the shares paid by items ("pay for what I had"). */
  orders: TabOrder[];
}

/** An order on the table's tab: who placed it, and the item shares its guests pay or paid. */
export interface TabOrder {
  uuid: string;
  member: number;
  /** Absent from a server that does not split by items. */
  item_shares?: ItemShare[];
}

/**
 * A guest's share of a tab order by items: the lines (their positions in the order's `line_items`) they pay for, the
 * amount the server priced, and the share's status (`PENDING` at the provider, `PAID`). A share whose payment failed
 * is not listed: its lines are free again.
 */
export interface ItemShare {
  member: number;
  lines: number[];
  amount: string;
  status: string;
}

export interface PayItemsRequest {
  order_uuid: string;
  lines: number[];
}
