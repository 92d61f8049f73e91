/**
 * Cart persistence through injected storages (so it runs in Node tests): the customer's name, email,
 * phone, car number and saved addresses go to a long-lived storage (localStorage in the browser); the
 * cart itself goes to a per-tab storage (sessionStorage) and survives a reload in that tab. What is read
 * back is checked field by field: a damaged or foreign value falls back to its default.
 */
import { isOrderType, isPaymentType, LOCATION_TYPES, MAX_SAVED_ADDRESSES } from "../rules";
import {
  defaultPersistentFields,
  defaultSessionFields,
  PERSISTENT_FIELDS,
  type CartLine,
  type CartState,
  type PersistentCartFields,
  type SavedAddress,
  type SessionCartFields,
} from "./cart-state";

/** The part of the Web Storage interface the cart uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where the cart keeps itself; either storage may be absent (nothing is then kept there). */
export interface CartStorages {
  /** Long-lived, across visits: localStorage in the browser. */
  persistent?: KeyValueStorage | null;
  /** Per tab: sessionStorage in the browser. */
  session?: KeyValueStorage | null;
  /** Separates carts of different venues in one tab (use the license). */
  scope?: string;
}

export const PERSISTENT_KEY = "carta.customer.v1";

/** The per-tab key, scoped by venue. */
export function sessionKey(scope?: string): string {
  return scope ? `carta.cart.v1.${scope}` : "carta.cart.v1";
}

type Json = Record<string, unknown>;

function isRecord(v: unknown): v is Json {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function isId(v: unknown): v is number | string {
  return typeof v === "string" || (typeof v === "number" && Number.isFinite(v));
}

function readJson(storage: KeyValueStorage | null | undefined, key: string): Json | undefined {
  if (!storage) return undefined;
  try {
    const text = storage.getItem(key);
    if (text === null) return undefined;
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function readLine(v: unknown): CartLine | undefined {
  if (!isRecord(v)) return undefined;
  const { uuid, id, category, name, price, qty } = v;
  if (typeof uuid !== "string" || !isId(id) || (category !== null && !isId(category)) || typeof name !== "string") return undefined;
  if (typeof price !== "number" || !Number.isSafeInteger(price) || typeof qty !== "number" || !Number.isSafeInteger(qty) || qty < 1) {
    return undefined;
  }
  return {
    uuid,
    id,
    category: category === null ? null : category,
    name,
    sku: typeof v.sku === "string" ? v.sku : null,
    image: typeof v.image === "string" ? v.image : null,
    price: price as CartLine["price"],
    qty,
    max_qty: typeof v.max_qty === "number" && Number.isSafeInteger(v.max_qty) ? v.max_qty : null,
    special_instructions: typeof v.special_instructions === "string" ? v.special_instructions : "",
    variations: Array.isArray(v.variations) ? (v.variations.filter(isRecord) as unknown as CartLine["variations"]) : [],
    combo_groups: Array.isArray(v.combo_groups)
      ? (v.combo_groups.filter(isRecord) as unknown as CartLine["combo_groups"])
      : [],
  };
}

function readSavedAddress(v: unknown): SavedAddress | undefined {
  if (!isRecord(v) || typeof v.uuid !== "string") return undefined;
  const text = (k: string) => (typeof v[k] === "string" ? (v[k] as string) : "");
  const loc = v.deliveryLocation;
  return {
    uuid: v.uuid,
    deliveryLocation:
      isRecord(loc) && typeof loc.lat === "number" && typeof loc.lng === "number" ? { lat: loc.lat, lng: loc.lng } : null,
    deliveryFormattedAddress: text("deliveryFormattedAddress"),
    deliveryFlatNo: text("deliveryFlatNo"),
    deliveryBuildingPremise: text("deliveryBuildingPremise"),
    deliveryAreaStreet: text("deliveryAreaStreet"),
    deliveryLandmark: text("deliveryLandmark"),
  };
}

/** The persistent fields found in storage (only valid ones). */
export function readPersistentFields(storage: KeyValueStorage | null | undefined): Partial<PersistentCartFields> {
  const stored = readJson(storage, PERSISTENT_KEY);
  if (!stored) return {};
  const out: Partial<PersistentCartFields> = {};
  for (const key of ["customerName", "customerEmail", "customerPhone", "carNumber"] as const) {
    const v = stored[key];
    if (typeof v === "string") out[key] = v;
  }
  if (Array.isArray(stored.savedAddresses)) {
    out.savedAddresses = stored.savedAddresses
      .map(readSavedAddress)
      .filter((a): a is SavedAddress => a !== undefined)
      .slice(0, MAX_SAVED_ADDRESSES);
  }
  return out;
}

/** The persistent fields of a state as stored text. */
export function persistentText(state: CartState): string {
  const defaults = defaultPersistentFields();
  const out: Json = {};
  for (const key of PERSISTENT_FIELDS) out[key] = state[key] ?? defaults[key];
  return JSON.stringify(out);
}

/** The session fields found in storage: lines and coupon checked, others by the type of their default. */
export function readSessionFields(storage: KeyValueStorage | null | undefined, key: string): Partial<SessionCartFields> {
  const stored = readJson(storage, key);
  if (!stored) return {};
  const defaults = defaultSessionFields();
  const out: Record<string, unknown> = {};
  for (const [field, fallback] of Object.entries(defaults)) {
    const v = stored[field];
    if (v === undefined) continue;
    if (field === "products") {
      if (Array.isArray(v)) out.products = v.map(readLine).filter((l): l is CartLine => l !== undefined);
    } else if (field === "orderType") {
      if (isOrderType(v)) out.orderType = v;
    } else if (field === "paymentType") {
      if (v === null || isPaymentType(v)) out.paymentType = v;
    } else if (field === "orderLocationType") {
      if (v === null || (LOCATION_TYPES as readonly unknown[]).includes(v)) out.orderLocationType = v;
    } else if (field === "deliveryFees") {
      if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0) out.deliveryFees = v;
    } else if (field === "coupon") {
      if (v === null || (isRecord(v) && isId(v.id) && typeof v.discount_value_type === "string")) out.coupon = v;
    } else if (field === "iikoLoyaltyDiscounts") {
      if (Array.isArray(v)) out[field] = v.filter((d) => isRecord(d) && Array.isArray(d.discounts));
    } else if (fallback === null) {
      if (v === null || typeof v === "string" || isRecord(v)) out[field] = v;
    } else if (typeof v === typeof fallback && !Array.isArray(v)) {
      out[field] = v;
    }
  }
  return out as Partial<SessionCartFields>;
}

/** The session fields of a state as stored text. */
export function sessionText(state: CartState): string {
  const out: Json = {};
  for (const field of Object.keys(defaultSessionFields())) out[field] = state[field as keyof SessionCartFields];
  return JSON.stringify(out);
}

/** Writes stored text; a full or blocked storage (private mode) must never break ordering. */
export function writeText(storage: KeyValueStorage | null | undefined, key: string, text: string): void {
  try {
    storage?.setItem(key, text);
  } catch {
    // ignored: the cart keeps working in memory
  }
}

/** Forgets the tab's cart (the persistent fields stay). */
export function clearSessionFields(storage: KeyValueStorage | null | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // ignored, as for writes
  }
}
