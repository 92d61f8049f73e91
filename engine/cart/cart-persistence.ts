/**
 * Where the cart keeps itself (docs/decisions/0006): the cart goes to a per-tab storage (sessionStorage) under
 * a key scoped by venue host, so it survives a reload in that tab and never leaks into another venue; the
 * saved addresses go to a long-lived storage (localStorage) and persist across visits, as the spec says. Both
 * are versioned records read as the schemas of saved-cart.ts say (their decoders generated at build time); version 1 (no version field, one customer
 * record holding the contact details and addresses) is upgraded on first read.
 */
import { MAX_SAVED_ADDRESSES } from "../rules";
import { decodeValidSavedAddressBook, decodeValidSavedCart } from "../storage/restore-decoders";
import { SAVED_CART_VERSION } from "../storage/saved-versions";
import type { SavedAddressBook, SavedCart } from "./saved-cart";

type StoredCart = typeof SavedCart.Type;
type StoredAddressBook = typeof SavedAddressBook.Type;
type StoredLine = NonNullable<NonNullable<StoredCart["products"]>[number]>;
import type { KeyValueStorage, StoredRecordSpec } from "../storage/stored-record";
import { presentItems, readRecord } from "../storage/stored-record";
import { emptyCartContents, type CartContents, type CartLine, type SavedAddress } from "./cart-state";

export type { KeyValueStorage } from "../storage/stored-record";

/** Where the cart keeps itself; either storage may be absent (nothing is then kept there). */
export interface CartStorages {
  /** Long-lived, across visits: localStorage in the browser. */
  persistent?: KeyValueStorage | null;
  /** Per tab: sessionStorage in the browser. */
  session?: KeyValueStorage | null;
  /** Separates carts of different venues in one tab (the venue's host). */
  scope?: string;
}

/** The version-1 record of contact details and addresses, shared with the checkout form's upgrade. */
export const LEGACY_CUSTOMER_KEY = "carta.customer.v1";
export const SAVED_ADDRESSES_KEY = "carta.addresses";

/** The per-tab key of the cart, scoped by venue. */
export function cartKey(scope?: string): string {
  return scope ? `carta.cart.${scope}` : "carta.cart";
}

function legacyCartKey(scope?: string): string {
  return scope ? `carta.cart.v1.${scope}` : "carta.cart.v1";
}

const upgradeToCurrent = (old: Readonly<Record<string, unknown>>) => ({ ...old, version: SAVED_CART_VERSION });

function cartRecord(scope?: string): StoredRecordSpec<StoredCart> {
  return { key: cartKey(scope), decode: decodeValidSavedCart, legacy: { key: legacyCartKey(scope), upgrade: upgradeToCurrent } };
}

const addressBookRecord: StoredRecordSpec<StoredAddressBook> = {
  key: SAVED_ADDRESSES_KEY,
  decode: decodeValidSavedAddressBook,
  legacy: { key: LEGACY_CUSTOMER_KEY, upgrade: (old) => ({ version: SAVED_CART_VERSION, savedAddresses: old["savedAddresses"] }) },
};


function toCartLine(saved: StoredLine): CartLine {
  return {
    sku: null,
    image: null,
    max_qty: null,
    special_instructions: "",
    ...saved,
  };
}

/** The tab's saved cart, repaired: every field it lacks or had wrong is at its default. */
export function readSavedCart(storages: CartStorages): CartContents {
  const saved = readRecord(storages.session, cartRecord(storages.scope));
  if (!saved) return emptyCartContents();
  const { version: _version, products, ...rest } = saved;
  return { ...emptyCartContents(), ...rest, products: presentItems(products).map(toCartLine) };
}

/** The guest's saved addresses, newest first, at most five. */
export function readSavedAddresses(storages: CartStorages): SavedAddress[] {
  const saved = readRecord(storages.persistent, addressBookRecord);
  return presentItems(saved?.savedAddresses)
    .map((address) => ({
      deliveryLocation: null,
      deliveryFormattedAddress: "",
      deliveryFlatNo: "",
      deliveryBuildingPremise: "",
      deliveryAreaStreet: "",
      deliveryLandmark: "",
      ...address,
    }))
    .slice(0, MAX_SAVED_ADDRESSES);
}

/** The record saved for the tab. */
export function savedCartRecord(cart: CartContents): Readonly<Record<string, unknown>> {
  const { products, coupon, orderType, orderLocation, orderLocationType, couponAutoApply, ...delivery } = cart;
  return { version: SAVED_CART_VERSION, products, coupon, orderType, orderLocation, orderLocationType, couponAutoApply, ...pickDelivery(delivery) };
}

function pickDelivery(d: Omit<CartContents, "products" | "coupon" | "orderType" | "orderLocation" | "orderLocationType" | "couponAutoApply">) {
  return {
    deliveryFees: d.deliveryFees,
    deliveryLocation: d.deliveryLocation,
    deliveryPlace: d.deliveryPlace,
    deliveryFlatNo: d.deliveryFlatNo,
    deliveryBuildingPremise: d.deliveryBuildingPremise,
    deliveryAreaStreet: d.deliveryAreaStreet,
    deliveryLandmark: d.deliveryLandmark,
    deliveryFormattedAddress: d.deliveryFormattedAddress,
    deliveryLocationConfirmed: d.deliveryLocationConfirmed,
  };
}

/** The record saved across visits. */
export function savedAddressesRecord(savedAddresses: readonly SavedAddress[]): Readonly<Record<string, unknown>> {
  return { version: SAVED_CART_VERSION, savedAddresses };
}
