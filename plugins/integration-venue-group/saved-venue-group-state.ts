/**
 * The venue-group state as venue-group-state.ts keeps it for the tab, version 1. Read only at build time, where
 * the decoder the store restores with is generated from it (`virtual:carta-menu-decoder`, decision 0058), and by
 * the tests: a bad field falls back to its default (engine/storage/lenient.ts).
 */
import * as Schema from "effect/Schema";
import { fallible, StoredMilli } from "../../engine/storage/lenient";
import { LoyaltyDiscountSchema } from "./loyalty-discount-schema";

/** The version venue-group-state.ts writes. */
export const SAVED_VENUE_GROUP_STATE_VERSION = 1;

export const SavedVenueGroupState = Schema.Struct({
  version: Schema.Literal(SAVED_VENUE_GROUP_STATE_VERSION),
  activeOrder: fallible(Schema.NullOr(Schema.String)),
  commonOrder: fallible(Schema.Boolean),
  orderAccepted: fallible(Schema.Boolean),
  blueWallet: fallible(Schema.NullOr(Schema.Struct({ name: Schema.String, balance: StoredMilli, wallet_id: Schema.String }))),
  loyaltyDiscounts: fallible(Schema.Array(LoyaltyDiscountSchema)),
  tips: fallible(StoredMilli),
});
