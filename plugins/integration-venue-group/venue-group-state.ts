/**
 * The venue-group integration's own state (ordering spec §3–§4, `al_futtaim_enabled`): the table's active
 * order and whether it was accepted or is the point-of-sale's common order, the guest's Blue Wallet, the loyalty
 * promotions and the tip. It lives here, not in the cart: a venue without the integration never carries it.
 * Kept for the tab (sessionStorage, per venue host) like the cart, and restored with the decoder generated at build
 * time from its schema (saved-venue-group-state.ts, decision 0058).
 */
import { decodeValidSavedVenueGroupState } from "virtual:carta-menu-decoder";
import { createStore, type Store } from "@tanstack/store";
import type { Milli } from "../../engine/rules";
import { ZERO_MILLI } from "../../engine/rules";
import { persistChanges, readRecord, type KeyValueStorage } from "../../engine/storage/stored-record";
import type { LoyaltyDiscount } from "./loyalty-discount";

export interface BlueWallet {
  name: string;
  balance: Milli;
  wallet_id: string;
}

export interface VenueGroupState {
  /** The uuid of the table's active order, or null. */
  activeOrder: string | null;
  /** The point of sale holds the table with a common order (nothing may be added from the phone), with or without an active order. */
  commonOrder: boolean;
  /** The venue accepted the active order (status accepted or preparing). */
  orderAccepted: boolean;
  blueWallet: BlueWallet | null;
  loyaltyDiscounts: readonly LoyaltyDiscount[];
  tips: Milli;
}

/** The saved record's version: SAVED_VENUE_GROUP_STATE_VERSION of its schema (saved-venue-group-state.ts, not imported: it builds the schema). */
const VERSION = 1;

export function emptyVenueGroupState(): VenueGroupState {
  return { activeOrder: null, commonOrder: false, orderAccepted: false, blueWallet: null, loyaltyDiscounts: [], tips: ZERO_MILLI };
}

function actionsFor(store: { setState: Store<VenueGroupState>["setState"] }) {
  const change = (patch: Partial<VenueGroupState>) => store.setState((s) => ({ ...s, ...patch }));
  return {
    /**
     * An order of this table was fetched in status accepted or preparing, or just placed (spec §4); null: the table's
     * only order is the point of sale's (`common`), none placed from a phone.
     */
    holdActiveOrder(uuid: string | null, options: { accepted: boolean; common: boolean }) {
      change({ activeOrder: uuid, orderAccepted: options.accepted, commonOrder: options.common });
    },
    /** The active order was fulfilled, canceled or rejected, or belongs to another table. */
    releaseActiveOrder() {
      change({ activeOrder: null, orderAccepted: false, commonOrder: false });
    },
    setBlueWallet(blueWallet: BlueWallet | null) {
      change({ blueWallet });
    },
    setLoyaltyDiscounts(loyaltyDiscounts: readonly LoyaltyDiscount[]) {
      change({ loyaltyDiscounts });
    },
    /** A tip; negative amounts read as none. */
    setTips(tips: Milli) {
      change({ tips: tips > 0 ? tips : ZERO_MILLI });
    },
  };
}

export type VenueGroupStore = Store<VenueGroupState, ReturnType<typeof actionsFor>>;

/** Creates the state, restored from `session` under a key scoped by the venue's host. */
export function createVenueGroupStore(session: KeyValueStorage | null | undefined, scope?: string): VenueGroupStore {
  const key = scope ? `carta.venue-group.${scope}` : "carta.venue-group";
  const { version: _v, ...saved } = readRecord(session, { key, decode: decodeValidSavedVenueGroupState }) ?? { version: VERSION };
  const store: VenueGroupStore = createStore({ ...emptyVenueGroupState(), ...saved }, actionsFor);
  persistChanges(store, session, key, (s) => ({ version: VERSION, ...s }));
  return store;
}
