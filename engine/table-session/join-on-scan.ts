import { TABLE_SESSION_JOIN_PATH, type JoinTableRequest } from "../../schemas/api/table-session";
import { SEAT_CHANGED_EVENT, SEAT_STORAGE_KEY } from "./seat-signal";

/**
 * A table link was scanned: join its session and seat the tab there (a new table forgets the old one). Plain fetch
 * and storage, without the table's store and calls (./table-session.ts, which reads the seat when it loads): the
 * scan's first screen stays within its budget (decision 0053). A failed join leaves the seat without a session;
 * the table screen joins again.
 */
export function joinOnScan(link: Pick<JoinTableRequest, "kind" | "token">): Promise<void> {
  // The location guard may run twice for one scan; a second join before the first answered would come without the
  // guest cookie the first sets, as another guest.
  joining ??= join(link).finally(() => (joining = undefined));
  return joining;
}

let joining: Promise<void> | undefined;

async function join(link: Pick<JoinTableRequest, "kind" | "token">): Promise<void> {
  let session: unknown = null;
  try {
    const response = await fetch(TABLE_SESSION_JOIN_PATH, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(link) });
    if (response.ok) session = await response.json();
  } finally {
    // A join cut short (the page went on) never unseats a tab already seated at this table.
    const seatedHere = (JSON.parse(sessionStorage.getItem(SEAT_STORAGE_KEY) ?? "null") as { link?: { token?: string } } | null)?.link?.token === link.token;
    if (session !== null || !seatedHere) {
      sessionStorage.setItem(SEAT_STORAGE_KEY, JSON.stringify({ link, session, orderingForTable: false }));
      window.dispatchEvent(new Event(SEAT_CHANGED_EVENT));
    }
  }
}
