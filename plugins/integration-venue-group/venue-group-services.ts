/**
 * The plugin's one state per page, restored from the tab's storage, and what acts on it; the plugin's blocks and
 * its contributions share these, and the tests reach them here.
 */
import { createVenueGroupStore, type VenueGroupStore } from "./venue-group-state";
import type { LoyaltyRequest } from "./loyalty";
import { asksForLoyalty, loyaltyLoading } from "./loyalty-loading";

/** The tab's storage, when the browser lets us have it (private modes may refuse). */
function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export const venueGroupStore: VenueGroupStore = createVenueGroupStore(tabStorage(), globalThis.location?.hostname);

// The loyalty call (and the order-line builder it sends) loads with the first request: only venues in the mode ask.
let refresher: Promise<(request: LoyaltyRequest) => Promise<void>> | undefined;
let lastSent: string | null = null;

/** Asks for the promotions of `request` unless it is the one last asked for (`key`, its content). */
export async function refreshLoyalty(request: LoyaltyRequest, key: string): Promise<void> {
  if (key === lastSent) return;
  lastSent = key;
  // Loading from this moment, not from when the call's code has loaded: the checkout's submit holds at once.
  if (asksForLoyalty(request)) loyaltyLoading.setState(() => true);
  refresher ??= import("./loyalty").then(({ createLoyaltyRefresher }) => createLoyaltyRefresher(venueGroupStore));
  return (await refresher)(request);
}
