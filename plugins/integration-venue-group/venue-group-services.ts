/**
 * The plugin's one state per page, restored from the tab's storage, and what acts on it; the plugin's blocks and
 * its contributions share these, and the tests reach them here.
 */
import { createVenueGroupStore, type VenueGroupStore } from "./venue-group-state";
import { createLoyaltyRefresher, type LoyaltyRequest } from "./loyalty";

/** The tab's storage, when the browser lets us have it (private modes may refuse). */
function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export const venueGroupStore: VenueGroupStore = createVenueGroupStore(tabStorage(), globalThis.location?.hostname);

const refresher = createLoyaltyRefresher(venueGroupStore);
let lastSent: string | null = null;

/** Asks for the promotions of `request` unless it is the one last asked for (`key`, its content). */
export function refreshLoyalty(request: LoyaltyRequest, key: string): Promise<void> {
  if (key === lastSent) return Promise.resolve();
  lastSent = key;
  return refresher(request);
}
