import fc from "fast-check";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import {
  decodeValidSavedAddressBook,
  decodeValidSavedCart,
  decodeValidSavedCheckout,
  decodeValidSavedContact,
  decodeValidSavedVenueGroupState,
} from "virtual:carta-menu-decoder";
import { SavedAddressBook, SavedCart } from "../../engine/cart/saved-cart";
import { SavedCheckout, SavedContact } from "../../engine/checkout/saved-checkout";
import { SavedVenueGroupState } from "../../plugins/integration-venue-group/saved-venue-group-state";

/**
 * The stores' record decoders generated at build time (decision 0058) against Effect: on records the app saves,
 * on records with any field tampered with (any JSON value, or gone), and on anything JSON can carry in their
 * place, each accepts exactly what Effect accepts and gives the same value — a bad field dropped, a bad list item
 * as null, an unknown version refused.
 */
function agreement<S extends Schema.Top>(schema: S, generated: (input: unknown) => unknown) {
  const effect = Schema.decodeUnknownOption(schema as unknown as Schema.Codec<unknown, unknown>);
  return (input: unknown) => {
    const decoded = effect(input);
    if (Option.isSome(decoded)) expect(generated(input)).toStrictEqual(decoded.value);
    else expect(generated(input), "Effect refuses it, so the generated decoder must too").toBeUndefined();
  };
}

const json = fc.jsonValue({ maxDepth: 3 });
/** What a tampered field may become: any JSON value, a near miss, or gone. */
const tampered = fc.oneof(json, fc.constantFrom(undefined, -1, 0, 1.5, 2 ** 60, "", "1", null, [], {}));
const id = fc.oneof(fc.nat(10_000), fc.string({ maxLength: 4 }));
const milli = fc.integer({ min: 0, max: 10_000_000 });
const text = fc.string({ maxLength: 6 });
const nullableText = fc.option(text, { nil: null });

/** Replaces some of a record's fields (by its own keys or other names) with tampered values. */
function tamper(record: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  return record.chain((value) => {
    const keys = [...Object.keys(value), "version", "extra"];
    return fc.array(fc.tuple(fc.constantFrom(...keys), tampered), { maxLength: 3 }).map((changes) => {
      const out: Record<string, unknown> = { ...value };
      for (const [key, change] of changes) {
        if (change === undefined) delete out[key];
        else out[key] = change;
      }
      return out;
    });
  });
}

function checkAll(check: (input: unknown) => void, record: fc.Arbitrary<Record<string, unknown>>): void {
  fc.assert(fc.property(record, check), { numRuns: 150 });
  fc.assert(fc.property(tamper(record), check), { numRuns: 300 });
  fc.assert(fc.property(json, check), { numRuns: 150 });
}

const variation = fc.record({ id, name: text, values: fc.array(fc.record({ id, name: text, selected: fc.boolean() }), { maxLength: 2 }) }, { requiredKeys: ["name", "values"] });
const comboProduct = fc.record(
  {
    id,
    name: text,
    selected: fc.boolean(),
    price: fc.option(milli, { nil: null }),
    product_variations: fc.array(fc.record({ id, name: text, price: milli, math: nullableText, selected: fc.option(fc.boolean(), { nil: null }) }, { requiredKeys: ["price"] }), { maxLength: 2 }),
  },
  { requiredKeys: ["id", "name", "selected"] },
);
const line = fc.record({
  uuid: fc.uuid(),
  id,
  category: fc.option(id, { nil: null }),
  name: text,
  price: fc.oneof(milli, tampered),
  qty: fc.oneof(fc.integer({ min: 1, max: 20 }), tampered),
  sku: fc.oneof(nullableText, tampered),
  image: nullableText,
  max_qty: fc.oneof(fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }), tampered),
  special_instructions: text,
  variations: fc.array(variation, { maxLength: 2 }),
  combo_groups: fc.array(fc.record({ id, name: text, products: fc.array(comboProduct, { maxLength: 2 }) }, { requiredKeys: ["name", "products"] }), { maxLength: 2 }),
});
const coupon = fc.record(
  {
    id,
    code: nullableText,
    products: fc.option(fc.array(id, { maxLength: 2 }), { nil: null }),
    categories: fc.option(fc.array(id, { maxLength: 2 }), { nil: null }),
    discount_value_type: fc.constantFrom("percentage", "fixed"),
    discount_value: fc.oneof(fc.double({ noNaN: true }), text),
    min_order_value: fc.option(milli, { nil: null }),
    max_discount_value: fc.option(fc.oneof(milli, tampered), { nil: null }),
    free_delivery: fc.option(fc.boolean(), { nil: null }),
  },
  { requiredKeys: ["id", "discount_value_type", "discount_value"] },
);
const latLng = fc.record({ lat: fc.oneof(fc.double({ min: -90, max: 90, noNaN: true }), tampered), lng: fc.double({ min: -180, max: 180, noNaN: true }) });
const address = fc.record({
  uuid: fc.uuid(),
  deliveryLocation: fc.option(latLng, { nil: null }),
  deliveryFormattedAddress: text,
  deliveryFlatNo: text,
  deliveryBuildingPremise: text,
  deliveryAreaStreet: text,
  deliveryLandmark: text,
});

describe("the generated stored-record decoders agree with Effect", () => {
  it("on the tab's cart", () => {
    const cart = fc.record({
      version: fc.constant(2),
      products: fc.array(fc.oneof(line, tampered), { maxLength: 3 }),
      coupon: fc.option(coupon, { nil: null }),
      orderType: fc.constantFrom("delivery", "dine_in", "takeaway", "drive_thru", "pickup"),
      orderLocation: nullableText,
      orderLocationType: fc.constantFrom(null, "Table", "Room", "Seat"),
      couponAutoApply: nullableText,
      deliveryFees: fc.oneof(milli, fc.integer({ min: -500, max: -1 })),
      deliveryLocation: fc.option(latLng, { nil: null }),
      deliveryPlace: fc.option(fc.record({ formatted_address: text }), { nil: null }),
      deliveryFlatNo: text,
      deliveryLocationConfirmed: fc.boolean(),
    });
    checkAll(agreement(SavedCart, decodeValidSavedCart), cart);
  });

  it("on the saved addresses", () => {
    checkAll(agreement(SavedAddressBook, decodeValidSavedAddressBook), fc.record({ version: fc.constant(2), savedAddresses: fc.array(fc.oneof(address, tampered), { maxLength: 3 }) }));
  });

  it("on the contact details and the rest of the checkout form", () => {
    const contact = fc.record({ version: fc.constant(2), customerName: text, customerEmail: text, customerPhone: fc.oneof(text, tampered), carNumber: text });
    checkAll(agreement(SavedContact, decodeValidSavedContact), contact);
    const checkout = fc.record({
      version: fc.constant(1),
      orderComments: text,
      paymentType: fc.constantFrom(null, "cash", "card", "online", "bitcoin"),
      deliveryDatetime: nullableText,
      pluginData: fc.dictionary(fc.constantFrom("venue-group.employee", "a", "__proto__", "constructor"), json, { maxKeys: 2 }),
      paymentUrl: nullableText,
    });
    checkAll(agreement(SavedCheckout, decodeValidSavedCheckout), checkout);
  });

  it("on the venue-group plugin's state", () => {
    const discount = fc.record({ name: text, discounts: fc.array(fc.record({ discountSum: fc.oneof(fc.double({ noNaN: true }), text, tampered) }), { maxLength: 2 }) });
    const state = fc.record({
      version: fc.constant(1),
      activeOrder: nullableText,
      commonOrder: fc.boolean(),
      orderAccepted: fc.boolean(),
      blueWallet: fc.option(fc.record({ name: text, balance: fc.oneof(milli, tampered), wallet_id: text }), { nil: null }),
      loyaltyDiscounts: fc.array(fc.oneof(discount, tampered), { maxLength: 2 }),
      tips: fc.oneof(milli, tampered),
    });
    checkAll(agreement(SavedVenueGroupState, decodeValidSavedVenueGroupState), state);
  });
});
