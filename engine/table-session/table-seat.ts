/**
 * Where this browser is seated (docs/shared-table.md): the table link last scanned (its kind and token, what joining
 * needs), the session it joined, and whether the cart about to be ordered is the table's. Kept in sessionStorage,
 * per tab like the cart, so a reload rejoins the same session; the session itself is the server's.
 */
import type { JoinTableRequest, TableSessionState } from "../../schemas/api/table-session";
import { createStore, type Store } from "@tanstack/store";
import { SEAT_CHANGED_EVENT, SEAT_STORAGE_KEY } from "./seat-signal";

export interface TableSeat {
  link: Pick<JoinTableRequest, "kind" | "token">;
  /** The session joined with that link, once the server answered. */
  session: TableSessionState | null;
  /** The cart holds the table's shared lines, taken to be ordered: the order placed next is the table's. */
  orderingForTable: boolean;
}

const KEY = SEAT_STORAGE_KEY;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function restore(): TableSeat | null {
  try {
    const raw = storage()?.getItem(KEY);
    const seat = raw ? (JSON.parse(raw) as TableSeat) : null;
    return seat && typeof seat.link?.token === "string" ? seat : null;
  } catch {
    return null;
  }
}

/** The seat, or null before any table link was scanned in this tab. */
export const tableSeat: Store<TableSeat | null> = createStore<TableSeat | null>(restore());

tableSeat.subscribe(() => {
  try {
    const seat = tableSeat.get();
    if (seat) storage()?.setItem(KEY, JSON.stringify(seat));
    else storage()?.removeItem(KEY);
  } catch {
    // A full or blocked storage costs the guest a rejoin after a reload, nothing more.
  }
  if (typeof window !== "undefined") window.dispatchEvent(new Event(SEAT_CHANGED_EVENT));
});

export function updateSeat(change: (seat: TableSeat) => TableSeat): void {
  tableSeat.setState((seat) => (seat ? change(seat) : seat));
}
