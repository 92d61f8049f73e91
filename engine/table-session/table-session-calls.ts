/**
 * The shared table's calls (schemas/api/table-session.ts), one function each. The answer is the session as the
 * caller sees it; it is the server's own, so it is read for shape only (an id, members and lines lists).
 */
import {
  TABLE_SESSION_JOIN_PATH,
  tableSessionLinesPath,
  tableSessionNamePath,
  tableSessionOrderPath,
  tableSessionPath,
  tableSessionItemsPath,
  type JoinTableRequest,
  type TableSessionState,
} from "../../schemas/api/table-session";
import type { CartLine } from "../cart/cart-state";
import { requestJson, type ApiResult, type Decoder } from "../api/http";

const decodeSession: Decoder<TableSessionState> = (input) => {
  const value = input as Partial<TableSessionState> | null;
  const ok = !!value && typeof value.id === "string" && typeof value.you === "number" && Array.isArray(value.members) && Array.isArray(value.lines) && Array.isArray(value.orders) && !!value.place;
  return ok ? { ok: true, value: value as TableSessionState } : { ok: false, problems: ["not a table session"] };
};

/** Joins the table of a scanned link (its kind and token), or the same session again after a reload. */
export function joinTable(request: JoinTableRequest): Promise<ApiResult<TableSessionState>> {
  return requestJson(TABLE_SESSION_JOIN_PATH, decodeSession, { method: "POST", body: request });
}

export function readTable(id: string): Promise<ApiResult<TableSessionState>> {
  return requestJson(tableSessionPath(id), decodeSession);
}

/** Replaces this guest's lines of the shared cart. */
export function shareLines(id: string, lines: readonly CartLine[]): Promise<ApiResult<TableSessionState>> {
  return requestJson(tableSessionLinesPath(id), decodeSession, { method: "POST", body: { lines } });
}

export function renameAtTable(id: string, name: string): Promise<ApiResult<TableSessionState>> {
  return requestJson(tableSessionNamePath(id), decodeSession, { method: "POST", body: { name } });
}

/** Puts an order this guest placed from the shared cart on the table's tab; the shared cart empties. */
export function recordTableOrder(id: string, orderUuid: string): Promise<ApiResult<TableSessionState>> {
  return requestJson(tableSessionOrderPath(id), decodeSession, { method: "POST", body: { order_uuid: orderUuid } });
}

/** Pays for the lines `lines` (positions in the order's lines) of tab order `orderUuid`: the provider's page and the server's amount. */
export function payItems(id: string, orderUuid: string, lines: readonly number[]): Promise<ApiResult<{ payment_url: string; amount: string }>> {
  return requestJson(tableSessionItemsPath(id), decodePayItems, { method: "POST", body: { order_uuid: orderUuid, lines } });
}

const decodePayItems: Decoder<{ payment_url: string; amount: string }> = (input) => {
  const value = input as { payment_url?: unknown; amount?: unknown } | null;
  // Only the server's own pages: a payment address is followed, so it must be a path of this origin.
  const ok = !!value && typeof value.payment_url === "string" && value.payment_url.startsWith("/") && !value.payment_url.startsWith("//") && typeof value.amount === "string";
  return ok ? { ok: true, value: { payment_url: value.payment_url as string, amount: value.amount as string } } : { ok: false, problems: ["not a payment link"] };
};
