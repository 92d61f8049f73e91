/**
 * The cart store on `@tanstack/store` (framework-free; React reads it with `useSelector(cartStore, s => …)`).
 * Every action is named for what the guest did and changes inputs only; `recomputeCart` then derives the coupon
 * discount and the totals through the rules, so no figure is ever computed here (doc 1 §4: "Any change
 * recomputes the coupon discount"). Changes are written to the injected storages.
 */
import { createStore, type Store } from "@tanstack/store";
import {
  acceptQuantity,
  addSavedAddress,
  addToCartBlock,
  hasOrderTypeSettings,
  quantityBounds,
  resolveOrderType,
  type Coupon,
  type LocationType,
  type OrderType,
  type WallClock,
} from "../rules";
import { persistChanges } from "../storage/stored-record";
import {
  emptyCartContents,
  emptyDeliveryDetails,
  NO_PRICE_ADJUSTMENTS,
  type CartInputs,
  type CartLine,
  type CartState,
  type DeliveryDetails,
  type PriceAdjustments,
  type SavedAddress,
} from "./cart-state";
import {
  cartKey,
  readSavedAddresses,
  readSavedCart,
  savedAddressesRecord,
  savedCartRecord,
  SAVED_ADDRESSES_KEY,
  type CartStorages,
} from "./cart-persistence";
import { recomputeCart, type CartContext } from "./recompute-cart";

/** A line to add: everything but the uuid, which the store assigns unless given. */
export type NewCartLine = Omit<CartLine, "uuid"> & { uuid?: string };

/** The address fields the delivery-location screen confirms (the fee comes from the delivery-zone call). */
export type ConfirmedDelivery = Omit<DeliveryDetails, "deliveryLocationConfirmed">;

/** Options of `createCartStore`. */
export interface CartStoreOptions {
  context?: CartContext;
  storages?: CartStorages;
  /** Makes line uuids (default `crypto.randomUUID`). */
  newId?: () => string;
}

interface Inputs {
  context: CartContext;
  adjustments: PriceAdjustments;
  /** The venue's wall clock: lines are judged orderable at it. */
  clock?: WallClock;
}

function actionsFor(store: { setState: Store<CartState>["setState"]; get: Store<CartState>["get"] }, inputs: Inputs, newId: () => string) {
  const change = (fn: (cart: CartInputs) => CartInputs) => store.setState((prev) => recomputeCart(fn(prev), inputs.context, inputs.adjustments, inputs.clock));

  return {
    /** Replaces the menu settings the rules read (on menu load or language change) and recomputes. */
    setContext(context: CartContext) {
      inputs.context = context;
      change((s) => s);
    },
    /** The venue's clock moved on (engine/menu/venue-clock.ts): a line whose hours just passed is flagged at once. */
    setClock(clock: WallClock | undefined) {
      if (clock === inputs.clock) return;
      inputs.clock = clock;
      change((s) => s);
    },
    /** Replaces the named discounts and tip that other parts of the app add to the price, and recomputes. */
    setPriceAdjustments(adjustments: PriceAdjustments) {
      inputs.adjustments = adjustments;
      change((s) => s);
    },
    /**
     * Adds a line and returns its uuid, or null when `enable_adding_same_item_cart` is off and the product
     * is already in the cart. A quantity outside 1..max_qty becomes 1.
     */
    addItem(line: NewCartLine): string | null {
      const block = addToCartBlock({
        productId: line.id,
        cartProductIds: store.get().products.map((p) => p.id),
        enableAddingSameItem: inputs.context.enable_adding_same_item_cart,
        missingSelection: false,
        inFlight: false,
        commonPosOrder: false,
      });
      if (block !== null) return null;
      const uuid = line.uuid ?? newId();
      const qty = acceptQuantity(1, line.qty, quantityBounds({ pos_available_qty: line.max_qty }));
      change((s) => ({ ...s, products: [...s.products, { ...line, uuid, qty }] }));
      return uuid;
    },
    /** Removes a line by uuid. */
    removeItem(uuid: string) {
      change((s) => ({ ...s, products: s.products.filter((p) => p.uuid !== uuid) }));
    },
    /** Puts back a line the guest removed a moment ago (Undo), where it was. */
    restoreItem(line: CartLine, index: number) {
      change((s) => {
        if (s.products.some((p) => p.uuid === line.uuid)) return s;
        const products = [...s.products];
        products.splice(Math.max(0, Math.min(index, products.length)), 0, line);
        return { ...s, products };
      });
    },
    /** Changes a line's quantity by uuid; a quantity outside 1..max_qty is ignored (spec §5). */
    changeQuantity(uuid: string, qty: number) {
      change((s) => ({
        ...s,
        products: s.products.map((p) => (p.uuid === uuid ? { ...p, qty: acceptQuantity(p.qty, qty, quantityBounds({ pos_available_qty: p.max_qty })) } : p)),
      }));
    },
    /** Empties the cart's lines (coupon, order type and details stay). */
    clearItems() {
      change((s) => ({ ...s, products: [] }));
    },
    /** Sets the order type, falling back when that type is disabled. */
    setOrderType(orderType: OrderType) {
      const ctx = inputs.context;
      change((s) => ({ ...s, orderType: hasOrderTypeSettings(ctx) ? resolveOrderType(orderType, ctx) : orderType }));
    },
    /** Stores the table or room location from a t/r/a URL. */
    setOrderLocation(orderLocation: string | null, orderLocationType: LocationType | null) {
      change((s) => ({ ...s, orderLocation, orderLocationType }));
    },
    /** Stores a coupon the coupon call accepted; the discount is recomputed from it. */
    applyCoupon(coupon: Coupon) {
      change((s) => ({ ...s, coupon }));
    },
    /** Remembers a code to apply by itself (the `c` query parameter); an empty one is ignored. */
    rememberCouponAutoApply(code: string) {
      if (code.trim() !== "") change((s) => ({ ...s, couponAutoApply: code.trim() }));
    },
    /** Removes the coupon (discount back to 0): the guest deleted it, or the coupon call refused it. */
    removeCoupon() {
      change((s) => ({ ...s, coupon: null }));
    },
    /** The delivery-location screen confirmed an address, with the fee the delivery-zone call quoted. */
    confirmDelivery(delivery: ConfirmedDelivery) {
      change((s) => ({ ...s, ...delivery, deliveryLocationConfirmed: true }));
    },
    /** The delivery zone refused the address, or the guest reset it: no address, no fee. */
    clearDelivery() {
      change((s) => ({ ...s, ...emptyDeliveryDetails() }));
    },
    /** Saves a delivery address: newest first, 5 kept. */
    saveAddress(address: SavedAddress) {
      change((s) => ({ ...s, savedAddresses: addSavedAddress(s.savedAddresses, address) }));
    },
    /** Forgets a saved address. */
    deleteAddress(uuid: string) {
      change((s) => ({ ...s, savedAddresses: s.savedAddresses.filter((a) => a.uuid !== uuid) }));
    },
    /**
     * Doc 1 §3: order submission, payment URL and reset actions return everything but the persistent fields
     * (here: the saved addresses) to defaults.
     */
    resetCart() {
      change((s) => ({ ...emptyCartContents(), savedAddresses: s.savedAddresses }));
    },
  };
}

/** The cart's actions. */
export type CartActions = ReturnType<typeof actionsFor>;

/** The cart store: `state`/`get()`, `subscribe`, and `actions`. */
export type CartStore = Store<CartState, CartActions>;


function defaultNewId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Creates a cart store, restoring the tab's cart and the saved addresses from the storages (repaired by their
 * schemas), and writing them back after every change.
 */
export function createCartStore(options: CartStoreOptions = {}): CartStore {
  const inputs: Inputs = { context: options.context ?? {}, adjustments: NO_PRICE_ADJUSTMENTS };
  const storages = options.storages ?? {};
  const restored: CartInputs = { ...readSavedCart(storages), savedAddresses: readSavedAddresses(storages) };
  const store: CartStore = createStore(recomputeCart(restored, inputs.context, inputs.adjustments), (api) =>
    actionsFor(api, inputs, options.newId ?? defaultNewId),
  );
  persistChanges(store, storages.session, cartKey(storages.scope), savedCartRecord);
  persistChanges(store, storages.persistent, SAVED_ADDRESSES_KEY, (s) => savedAddressesRecord(s.savedAddresses));
  return store;
}
