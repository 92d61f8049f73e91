/**
 * Whether this tab is seated at a table, readable without loading the table's code: the home and cart screens ask
 * it on every visit (the first-visit budget), and load the table's banner only for a seated guest.
 */
export const SEAT_STORAGE_KEY = "carta.table-seat";
/** Dispatched on window each time the seat changes (./table-seat.ts). */
export const SEAT_CHANGED_EVENT = "carta:table-seat";

/** True once the tab has joined a table's session. */
export function isSeated(): boolean {
  try {
    return typeof sessionStorage !== "undefined" && (sessionStorage.getItem(SEAT_STORAGE_KEY) ?? "").includes('"session":{');
  } catch {
    return false;
  }
}

export function onSeatChanged(listener: () => void): () => void {
  window.addEventListener(SEAT_CHANGED_EVENT, listener);
  return () => window.removeEventListener(SEAT_CHANGED_EVENT, listener);
}
