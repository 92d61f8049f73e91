import type { Database } from "../db/database";

/**
 * The NOTIFY channel a venue import announces itself on, with the venue's license as payload: every server on the
 * database (this process, another instance, a server beside `npm run venue -- import`) drops what it cached of that
 * venue (server/venues/venue-context.ts, decision 0036).
 */
export const VENUE_CHANGED_CHANNEL = "venue_changed";

/**
 * Tells every server on `db` that the venue `license` was replaced; call it after the transaction committed. Never
 * throws: the import itself has landed, and a server that misses the message notices within a second anyway (the
 * venue context compares `venues.updated_at`).
 */
export async function announceVenueChanged(db: Database, license: string): Promise<void> {
  try {
    await db.notify(VENUE_CHANGED_CHANNEL, license);
  } catch {
    // Covered by the venue context's once-a-second version check.
  }
}

/** Calls `onChange` with the license of each venue imported on `db` from now on; resolves to a function that stops. */
export function onVenueChanged(db: Database, onChange: (license: string) => void): Promise<() => Promise<void>> {
  return db.listen(VENUE_CHANGED_CHANNEL, onChange);
}
