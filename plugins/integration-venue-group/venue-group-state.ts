/**
 * The venue-group integration's own state (ordering spec §3–§4, `al_futtaim_enabled`): the table's active
 * order and whether it was accepted or is the point-of-sale's common order, the guest's Blue Wallet, the loyalty
 * promotions and the tip. It lives here, not in the cart: a venue without the integration never carries it.
 * Kept for the tab (sessionStorage, per venue host) like the cart, and decoded by a schema when restored.
 */
import * as Schema from "effect/Schema";
import { createStore, type Store } from "@tanstack/store";
import type { Milli } from "../../engine/rules";
import { ZERO_MILLI } from "../../engine/rules";
import { persistChanges, readRecord, type KeyValueStorage } from "../../engine/storage/stored-record";
import { fallible, StoredMilli } from "../../engine/storage/lenient";
import { LoyaltyDiscountSchema, type LoyaltyDiscount } from "./loyalty-discount";

export interface BlueWallet {
  name: string;
  balance: Milli;
  wallet_id: string;
}

export interface VenueGroupState {
  /** The uuid of the table's active order, or null. */
  activeOrder: string | null;
  /** The active order is the point-of-sale's common order (nothing may be added from the phone). */
  commonOrder: boolean;
  /** The venue accepted the active order (status accepted or preparing). */
  orderAccepted: boolean;
  blueWallet: BlueWallet | null;
  loyaltyDiscounts: readonly LoyaltyDiscount[];
  tips: Milli;
}

const VERSION = 1;

const SavedVenueGroupState = Schema.Struct({
  version: Schema.Literal(VERSION),
  activeOrder: fallible(Schema.NullOr(Schema.String)),
  commonOrder: fallible(Schema.Boolean),
  orderAccepted: fallible(Schema.Boolean),
  blueWallet: fallible(Schema.NullOr(Schema.Struct({ name: Schema.String, balance: StoredMilli, wallet_id: Schema.String }))),
  loyaltyDiscounts: fallible(Schema.Array(LoyaltyDiscountSchema)),
  tips: fallible(StoredMilli),
});

export function emptyVenueGroupState(): VenueGroupState {
  return { activeOrder: null, commonOrder: false, orderAccepted: false, blueWallet: null, loyaltyDiscounts: [], tips: ZERO_MILLI };
}

function actionsFor(store: { setState: Store<VenueGroupState>["setState"] }) {
  const change = (patch: Partial<VenueGroupState>) => store.setState((s) => ({ ...s, ...patch }));
  return {
    /** An order of this table was fetched in status accepted or preparing, or just placed (spec §4). */
    holdActiveOrder(uuid: string, options: { accepted: boolean; common: boolean }) {
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
  const { version: _v, ...saved } = readRecord(session, { key, schema: SavedVenueGroupState }) ?? { version: VERSION };
  const store: VenueGroupStore = createStore({ ...emptyVenueGroupState(), ...saved }, actionsFor);
  persistChanges(store, session, key, (s) => ({ version: VERSION, ...s }));
  return store;
}
