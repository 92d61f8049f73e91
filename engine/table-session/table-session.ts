/**
 * The shared table as the app runs it (docs/shared-table.md): a scan seats the guest and joins the table's session
 * (./join-on-scan.ts); the guest's cart lines go to the shared cart on request; one guest takes the whole shared
 * cart into their cart and orders it through the normal checkout; the order placed is put on the table's tab. Every change is the server's
 * session read back; the live channel only says "read it again".
 */
import type { TableSessionState } from "../../schemas/api/table-session";
import type { CartLine } from "../cart/cart-state";
import type { CartStore } from "../cart/cart-store";
import type { ApiResult } from "../api/http";
import { joinTable, readTable, recordTableOrder, renameAtTable, shareLines } from "./table-session-calls";
import { tableSeat, updateSeat } from "./table-seat";

function keep(result: ApiResult<TableSessionState>): ApiResult<TableSessionState> {
  if (result.ok) updateSeat((seat) => ({ ...seat, session: result.value }));
  return result;
}

/** The join under way: a second one before the first answered would come without the guest cookie it sets, as another guest. */
let joining: Promise<ApiResult<TableSessionState> | undefined> | undefined;

/** Joins (or rejoins, after a reload or an idle session closed) the session of the seat's table link. */
export function joinSeat(): Promise<ApiResult<TableSessionState> | undefined> {
  joining ??= (async () => {
    try {
      const seat = tableSeat.get();
      return seat ? keep(await joinTable(seat.link)) : undefined;
    } finally {
      joining = undefined;
    }
  })();
  return joining;
}

/** Reads the session again (a live event, a return to the screen); a session gone is joined afresh. */
export async function refreshTable(): Promise<void> {
  const id = tableSeat.get()?.session?.id;
  if (!id) return void (await joinSeat());
  const result = await readTable(id);
  if (result.ok) keep(result);
  else if (result.error.kind === "http" && result.error.status === 404) await joinSeat();
}

/** This guest's lines now at the table. */
export function myLines(session: TableSessionState): CartLine[] {
  return session.lines.filter((line) => line.member === session.you).map((line) => line.line as unknown as CartLine);
}

/** Moves the cart's lines to the guest's lines of the shared cart; the cart empties once the table has them. */
export async function addCartToTable(cart: CartStore): Promise<ApiResult<TableSessionState> | undefined> {
  const session = tableSeat.get()?.session;
  if (!session) return undefined;
  const lines = cart.get().products;
  const result = keep(await shareLines(session.id, [...myLines(session), ...lines]));
  if (result.ok) cart.actions.clearItems();
  return result;
}

/** Takes one of the guest's own lines off the shared cart. */
export async function removeTableLine(index: number): Promise<void> {
  const session = tableSeat.get()?.session;
  if (!session) return;
  keep(await shareLines(session.id, myLines(session).filter((_, i) => i !== index)));
}

export async function renameMe(name: string): Promise<void> {
  const session = tableSeat.get()?.session;
  if (session) keep(await renameAtTable(session.id, name));
}

/**
 * Puts every guest's shared lines (or only this guest's, where each orders their own) into this guest's cart (their own unshared cart lines stay too), to be ordered
 * through the normal checkout: the server prices it as any order. The next order placed is then the table's.
 */
export function takeTableOrder(cart: CartStore): void {
  const session = tableSeat.get()?.session;
  if (!session) return;
  // At a venue where each guest orders their own (`shared_table_ordering: "each"`), only this guest's lines go.
  const taken = session.ordering === "each" ? session.lines.filter((l) => l.member === session.you) : session.lines;
  for (const { line } of taken) {
    const { uuid: _shared, ...rest } = line as unknown as CartLine;
    if (cart.actions.addItem(rest) === null) {
      // The venue takes each product once per cart (`enable_adding_same_item_cart` off): the quantities add up.
      const same = cart.get().products.find((p) => String(p.id) === String(rest.id));
      if (same) cart.actions.changeQuantity(same.uuid, same.qty + rest.qty);
    }
  }
  updateSeat((seat) => ({ ...seat, orderingForTable: true }));
}

/** An order was placed (or the cart merged into the table's open order): the table's, when it came from the shared cart. */
export async function orderPlacedAtSeat(uuid: string): Promise<void> {
  const seat = tableSeat.get();
  if (!seat?.orderingForTable || !seat.session) return;
  updateSeat((s) => ({ ...s, orderingForTable: false }));
  keep(await recordTableOrder(seat.session.id, uuid));
}

/** The guest went back to the table without ordering: the cart is theirs again. */
export function stopOrderingForTable(): void {
  updateSeat((seat) => ({ ...seat, orderingForTable: false }));
}
