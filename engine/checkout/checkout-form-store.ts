/**
 * The checkout form's own state (ordering spec §2 "Checkout", §3): the guest's contact details, kept across
 * visits (localStorage: the only ones the spec keeps), and, for the tab (sessionStorage), the order comments,
 * the payment type the guest picked, the delivery time, what plugins keep with this order (`pluginData`: the
 * venue-group mode's employee discount) and the payment URL of an order waiting to be paid. The cart (engine/cart) holds what is ordered; calls in flight are the server-state
 * layer's.
 */
import { createStore, type Store } from "@tanstack/store";
import { defaultPaymentType, type Milli, type PaymentType } from "../rules";
import { persistChanges, readRecord, type KeyValueStorage, type StoredRecordSpec } from "../storage/stored-record";
import { decodeValidSavedCheckout, decodeValidSavedContact } from "../storage/restore-decoders";
import { SAVED_CHECKOUT_VERSION, SAVED_CONTACT_VERSION } from "../storage/saved-versions";
import type { SavedContact } from "./saved-checkout";

export interface ContactDetails {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  carNumber: string;
}

export interface CheckoutFormState extends ContactDetails {
  orderComments: string;
  /** The type the guest picked, or null: `effectivePaymentType` applies the spec's default rule. */
  paymentType: PaymentType | null;
  /** The delivery time chosen when enable_delivery_datetime is on. */
  deliveryDatetime: string | null;
  /**
   * What plugins keep with the order being prepared, under their own keys (`venue-group.…`): kept for the tab and
   * cleared with the rest once the order is placed. Each plugin decodes its own entry.
   */
  pluginData: Readonly<Record<string, unknown>>;
  /** An order placed but not yet paid: the cart shows only the button back to this payment page. */
  paymentUrl: string | null;
}

export interface CheckoutFormStorages {
  persistent?: KeyValueStorage | null;
  session?: KeyValueStorage | null;
  /** The venue's host, so one tab's venues keep their forms apart. */
  scope?: string;
}

const CONTACT_KEY = "carta.customer";
const LEGACY_CONTACT_KEY = "carta.customer.v1";
const checkoutKey = (scope?: string) => (scope ? `carta.checkout.${scope}` : "carta.checkout");

const contactRecord: StoredRecordSpec<typeof SavedContact.Type> = {
  key: CONTACT_KEY,
  decode: decodeValidSavedContact,
  legacy: { key: LEGACY_CONTACT_KEY, upgrade: (old) => ({ ...old, version: SAVED_CONTACT_VERSION }) },
};

export function emptyContactDetails(): ContactDetails {
  return { customerName: "", customerEmail: "", customerPhone: "", carNumber: "" };
}

function emptyOrderDetails(): Omit<CheckoutFormState, keyof ContactDetails> {
  return { orderComments: "", paymentType: null, deliveryDatetime: null, pluginData: {}, paymentUrl: null };
}

/** The payment type an order is placed with: the guest's pick, else the spec's default for this total. */
export function effectivePaymentType(state: CheckoutFormState, total: Milli, paymentEnabled: boolean | null | undefined): PaymentType {
  return defaultPaymentType(total, paymentEnabled, state.paymentType);
}

function actionsFor(store: { setState: Store<CheckoutFormState>["setState"] }) {
  const change = (patch: Partial<CheckoutFormState>) => store.setState((s) => ({ ...s, ...patch }));
  return {
    /** The guest typed contact details. */
    editContact(details: Partial<ContactDetails>) {
      change(details);
    },
    editOrderComments(orderComments: string) {
      change({ orderComments });
    },
    /** The guest picked a payment type (it then no longer follows the default rule); null returns to it. */
    choosePaymentType(paymentType: PaymentType | null) {
      change({ paymentType });
    },
    chooseDeliveryDatetime(deliveryDatetime: string | null) {
      change({ deliveryDatetime });
    },
    /** A plugin keeps `value` with this order under its `key`; undefined removes it. */
    setPluginData(key: string, value: unknown) {
      store.setState((s) => {
        const { [key]: _old, ...rest } = s.pluginData;
        return { ...s, pluginData: value === undefined ? rest : { ...rest, [key]: value } };
      });
    },
    /** The order was placed with an online payment: remember where the guest pays. */
    awaitPayment(paymentUrl: string) {
      change({ paymentUrl });
    },
    /** The guest is back from the payment page, paid or not: the cart no longer waits for it. */
    paymentReturned() {
      change({ paymentUrl: null });
    },
    /** Order submission and reset actions: everything but the contact details back to defaults (spec §3). */
    resetAfterOrder() {
      change(emptyOrderDetails());
    },
  };
}

export type CheckoutFormActions = ReturnType<typeof actionsFor>;
export type CheckoutFormStore = Store<CheckoutFormState, CheckoutFormActions>;

/** Creates the checkout form's store, restoring both parts from storage (repaired by their schemas). */
export function createCheckoutFormStore(storages: CheckoutFormStorages = {}): CheckoutFormStore {
  const key = checkoutKey(storages.scope);
  const { version: _c, ...contact } = readRecord(storages.persistent, contactRecord) ?? { version: SAVED_CONTACT_VERSION };
  const { version: _o, ...order } = readRecord(storages.session, { key, decode: decodeValidSavedCheckout }) ?? { version: SAVED_CHECKOUT_VERSION };
  const initial: CheckoutFormState = { ...emptyContactDetails(), ...contact, ...emptyOrderDetails(), ...order };
  const store: CheckoutFormStore = createStore(initial, actionsFor);
  persistChanges(store, storages.persistent, CONTACT_KEY, (s) => ({
    version: SAVED_CONTACT_VERSION,
    customerName: s.customerName,
    customerEmail: s.customerEmail,
    customerPhone: s.customerPhone,
    carNumber: s.carNumber,
  }));
  persistChanges(store, storages.session, key, (s) => ({
    version: SAVED_CHECKOUT_VERSION,
    orderComments: s.orderComments,
    paymentType: s.paymentType,
    deliveryDatetime: s.deliveryDatetime,
    pluginData: s.pluginData,
    paymentUrl: s.paymentUrl,
  }));
  return store;
}
