/**
 * The cart as this app saves it for the tab (sessionStorage) and the guest's saved addresses (localStorage),
 * version 2. Restoring reads with the decoders generated from these schemas at build time (cart-persistence.ts,
 * decision 0058): a line that does not read exactly is dropped whole — never shown with a guessed price or a lost
 * option — and any other bad field falls back to its default.
 */
import * as Schema from "effect/Schema";
import { LOCATION_TYPES, ORDER_TYPES } from "../rules/order-type";
import { SAVED_CART_VERSION } from "../storage/saved-versions";
import { fallible, listDroppingBadItems, StoredId, StoredMilli, StoredNumber, storedWholeAtLeast } from "../storage/lenient";
import { generatedCheck } from "../../schemas/fields";
import { isAtLeast } from "../../schemas/field-readers";

export { SAVED_CART_VERSION } from "../storage/saved-versions";

const Text = Schema.String;
const NullableText = Schema.NullOr(Schema.String);
const WholeAtLeast = storedWholeAtLeast;

const SavedVariation = Schema.Struct({
  id: Schema.optionalKey(StoredId),
  name: Text,
  values: Schema.Array(Schema.Struct({ id: StoredId, name: Text, selected: Schema.Boolean })),
});

const SavedComboProduct = Schema.Struct({
  id: StoredId,
  name: Text,
  selected: Schema.Boolean,
  price: Schema.optionalKey(Schema.NullOr(StoredMilli)),
  product_variations: Schema.optionalKey(
    Schema.Array(
      Schema.Struct({
        id: Schema.optionalKey(StoredId),
        name: Schema.optionalKey(Text),
        price: StoredMilli,
        math: Schema.optionalKey(NullableText),
        selected: Schema.optionalKey(Schema.NullOr(Schema.Boolean)),
      }),
    ),
  ),
});

/** One cart line (doc 1 §3 "Cart line item"); the chosen options must read exactly or the line is dropped. */
export const SavedCartLine = Schema.Struct({
  uuid: Text,
  id: StoredId,
  category: Schema.NullOr(StoredId),
  name: Text,
  price: StoredMilli,
  qty: WholeAtLeast(1),
  sku: fallible(NullableText),
  image: fallible(NullableText),
  max_qty: fallible(Schema.NullOr(WholeAtLeast(1))),
  special_instructions: fallible(Text),
  variations: Schema.Array(SavedVariation),
  combo_groups: Schema.Array(Schema.Struct({ id: Schema.optionalKey(StoredId), name: Text, products: Schema.Array(SavedComboProduct) })),
});

/** A coupon the coupon call answered (ordering spec §3 "Coupon"). */
export const SavedCoupon = Schema.Struct({
  id: StoredId,
  code: Schema.optionalKey(NullableText),
  products: Schema.optionalKey(Schema.NullOr(Schema.Array(StoredId))),
  categories: Schema.optionalKey(Schema.NullOr(Schema.Array(StoredId))),
  discount_value_type: Text,
  discount_value: Schema.Union([StoredNumber, Text]),
  min_order_value: Schema.optionalKey(Schema.NullOr(StoredMilli)),
  max_discount_value: Schema.optionalKey(Schema.NullOr(StoredMilli)),
  free_delivery: Schema.optionalKey(Schema.NullOr(Schema.Boolean)),
});

const LatLng = Schema.Struct({ lat: StoredNumber, lng: StoredNumber });

/** The tab's cart, version 2. */
export const SavedCart = Schema.Struct({
  version: Schema.Literal(SAVED_CART_VERSION),
  products: fallible(listDroppingBadItems(SavedCartLine)),
  coupon: fallible(Schema.NullOr(SavedCoupon)),
  orderType: fallible(Schema.Literals(ORDER_TYPES)),
  orderLocation: fallible(NullableText),
  orderLocationType: fallible(Schema.NullOr(Schema.Literals(LOCATION_TYPES))),
  couponAutoApply: fallible(NullableText),
  deliveryFees: fallible(StoredMilli.check(generatedCheck((n: number) => isAtLeast(n, 0), "no less than 0", "isAtLeast", [0]))),
  deliveryLocation: fallible(Schema.NullOr(LatLng)),
  deliveryPlace: fallible(Schema.NullOr(Schema.Struct({ formatted_address: Text }))),
  deliveryFlatNo: fallible(Text),
  deliveryBuildingPremise: fallible(Text),
  deliveryAreaStreet: fallible(Text),
  deliveryLandmark: fallible(Text),
  deliveryFormattedAddress: fallible(Text),
  deliveryLocationConfirmed: fallible(Schema.Boolean),
});

/** A saved delivery address (ordering spec §3). */
export const SavedAddress = Schema.Struct({
  uuid: Text,
  deliveryLocation: fallible(Schema.NullOr(LatLng)),
  deliveryFormattedAddress: fallible(Text),
  deliveryFlatNo: fallible(Text),
  deliveryBuildingPremise: fallible(Text),
  deliveryAreaStreet: fallible(Text),
  deliveryLandmark: fallible(Text),
});

/** The guest's saved addresses, kept across visits, version 2. */
export const SavedAddressBook = Schema.Struct({
  version: Schema.Literal(SAVED_CART_VERSION),
  savedAddresses: fallible(listDroppingBadItems(SavedAddress)),
});
