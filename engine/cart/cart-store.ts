/**
 * The cart store on `@tanstack/store` (framework-free; React reads it with `useSelector(cartStore, s => …)`).
 * Every action changes inputs only; `recomputeCart` then derives the coupon discount and the totals
 * through the rules, so no figure is ever computed here (doc 1 §4: "Any change recomputes the coupon
 * discount"). Changes are written to the injected storages.
 */
import { createStore, type Store } from "@tanstack/store";
import { formatMilliPlain, parseAmount } from "../../schemas/money";
import {
  acceptQuantity,
  addSavedAddress,
  addToCartBlock,
  DEFAULT_TIPS_AMOUNT,
  quantityBounds,
  resolveOrderType,
  hasOrderTypeSettings,
  type Coupon,
  type LocationType,
  type LoyaltyDiscount,
  type Milli,
  type OrderType,
  type PaymentType,
} from "../rules";
import {
  defaultCartInputs,
  defaultTransientFields,
  type CartInputs,
  type CartLine,
  type CartState,
  type PersistentCartFields,
  type SavedAddress,
} from "./cart-state";
import {
  PERSISTENT_KEY,
  persistentText,
  readPersistentFields,
  readSessionFields,
  sessionKey,
  sessionText,
  writeText,
  type CartStorages,
} from "./cart-persistence";
import { recomputeCart, type CartContext } from "./recompute-cart";

/** A line to add: everything but the uuid, which the store assigns unless given. */
export type NewCartLine = Omit<CartLine, "uuid"> & { uuid?: string };

/** Fields an action may set directly: anything that is neither computed nor handled by a rule-bound action. */
export type CartPatch = Partial<
  Omit<
    CartInputs,
    "products" | "coupon" | "orderType" | "paymentType" | "paymentTypeChosen" | "tipsAmount" | "savedAddresses"
  >
>;

/** Options of `createCartStore`. */
export interface CartStoreOptions {
  context?: CartContext;
  storages?: CartStorages;
  /** Makes line uuids (default `crypto.randomUUID`). */
  newId?: () => string;
}

function actionsFor(
  store: { setState: Store<CartState>["setState"]; get: Store<CartState>["get"] },
  getContext: () => CartContext,
  setContext: (c: CartContext) => void,
  newId: () => string,
) {
  const change = (fn: (inputs: CartInputs) => CartInputs) =>
    store.setState((prev) => recomputeCart(fn(prev), getContext()));

  return {
    /** Replaces the menu settings the rules read (on menu load or language change) and recomputes. */
    setContext(context: CartContext) {
      setContext(context);
      change((s) => s);
    },
    /**
     * Adds a line and returns its uuid, or null when `enable_adding_same_item_cart` is off and the product
     * is already in the cart. A quantity outside 1..max_qty becomes 1.
     */
    addItem(line: NewCartLine): string | null {
      const state = store.get();
      const block = addToCartBlock({
        productId: line.id,
        cartProductIds: state.products.map((p) => p.id),
        enableAddingSameItem: getContext().enable_adding_same_item_cart,
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
    /** Changes a line's quantity by uuid; a quantity outside 1..max_qty is ignored (spec §5). */
    changeQuantity(uuid: string, qty: number) {
      change((s) => ({
        ...s,
        products: s.products.map((p) =>
          p.uuid === uuid ? { ...p, qty: acceptQuantity(p.qty, qty, quantityBounds({ pos_available_qty: p.max_qty })) } : p,
        ),
      }));
    },
    /** Empties the cart's lines (coupon, order type and details stay). */
    clearItems() {
      change((s) => ({ ...s, products: [] }));
    },
    /** Sets the order type, falling back when that type is disabled. */
    setOrderType(orderType: OrderType) {
      const ctx = getContext();
      change((s) => ({ ...s, orderType: hasOrderTypeSettings(ctx) ? resolveOrderType(orderType, ctx) : orderType }));
    },
    /** Stores the table or room location from a t/r/a URL. */
    setOrderLocation(orderLocation: string | null, orderLocationType: LocationType | null) {
      change((s) => ({ ...s, orderLocation, orderLocationType }));
    },
    /** Marks the coupon call in flight. */
    setCouponLoading(couponLoading: boolean) {
      change((s) => ({ ...s, couponLoading }));
    },
    /** Stores a valid coupon; the discount is recomputed from it. */
    setCoupon(coupon: Coupon) {
      change((s) => ({ ...s, coupon, invalidCoupon: false, couponLoading: false }));
    },
    /** Removes the coupon (discount back to 0). */
    clearCoupon() {
      change((s) => ({ ...s, coupon: null, invalidCoupon: false, couponLoading: false }));
    },
    /** The coupon call failed: no coupon, discount back to 0, the invalid flag on. */
    setCouponInvalid() {
      change((s) => ({ ...s, coupon: null, invalidCoupon: true, couponLoading: false }));
    },
    /** Stores the delivery fee the delivery-zone call quoted. */
    setDeliveryFees(deliveryFees: Milli) {
      change((s) => ({ ...s, deliveryFees }));
    },
    /** Stores the loyalty promotions the loyalty call answered. */
    setLoyaltyDiscounts(iikoLoyaltyDiscounts: LoyaltyDiscount[]) {
      change((s) => ({ ...s, iikoLoyaltyDiscounts, loyaltyLoading: false }));
    },
    /** Stores the tips amount, kept as its three-decimal text ('0.000'); unreadable or negative means 0. */
    setTipsAmount(amount: Milli | string) {
      const parsed = typeof amount === "string" ? parseAmount(amount) : amount;
      const tipsAmount = parsed !== undefined && parsed >= 0 ? formatMilliPlain(parsed) : DEFAULT_TIPS_AMOUNT;
      change((s) => ({ ...s, tipsAmount }));
    },
    /** The guest picks a payment type (it then no longer follows the default rule). */
    setPaymentType(paymentType: PaymentType | null) {
      change((s) => ({ ...s, paymentType, paymentTypeChosen: paymentType !== null }));
    },
    /** Sets the persistent contact details. */
    setCustomer(details: Partial<Omit<PersistentCartFields, "savedAddresses">>) {
      change((s) => ({ ...s, ...details }));
    },
    /** Saves a delivery address: newest first, 5 kept. */
    saveAddress(address: SavedAddress) {
      change((s) => ({ ...s, savedAddresses: addSavedAddress(s.savedAddresses, address) }));
    },
    /** Sets any other plain field (delivery details, employee, flags, payment URL …). */
    update(patch: CartPatch) {
      change((s) => ({ ...s, ...patch }));
    },
    /**
     * Doc 1 §3: order submission, payment URL and reset actions return everything but the persistent
     * fields to defaults.
     */
    resetCart() {
      change((s) => ({
        ...defaultCartInputs(),
        customerName: s.customerName,
        customerEmail: s.customerEmail,
        customerPhone: s.customerPhone,
        carNumber: s.carNumber,
        savedAddresses: s.savedAddresses,
      }));
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
 * Creates a cart store, restoring the persistent fields and the tab's cart from the storages, and writing
 * them back after every change.
 */
export function createCartStore(options: CartStoreOptions = {}): CartStore {
  let context: CartContext = options.context ?? {};
  const storages = options.storages ?? {};
  const key = sessionKey(storages.scope);
  const initialInputs: CartInputs = {
    ...defaultCartInputs(),
    ...readSessionFields(storages.session, key),
    ...readPersistentFields(storages.persistent),
    ...defaultTransientFields(),
  };
  const store: CartStore = createStore(recomputeCart(initialInputs, context), (api) =>
    actionsFor(
      api,
      () => context,
      (c) => {
        context = c;
      },
      options.newId ?? defaultNewId,
    ),
  );
  let lastPersistent = persistentText(store.state);
  let lastSession = sessionText(store.state);
  store.subscribe((state) => {
    const persistent = persistentText(state);
    if (persistent !== lastPersistent) {
      lastPersistent = persistent;
      writeText(storages.persistent, PERSISTENT_KEY, persistent);
    }
    const session = sessionText(state);
    if (session !== lastSession) {
      lastSession = session;
      writeText(storages.session, key, session);
    }
  });
  return store;
}
