/**
 * The cart's state: what the guest is ordering and where it goes, with the spec's field names (doc 1 §3 "Cart
 * state", doc 2 §3) — lines, coupon, order type, table or room, delivery address and saved addresses — and the
 * figures the rules derive from them. Nothing else lives here: the contact details and payment choice are the
 * checkout form's (engine/checkout), request states the server-state layer's, and what a plugin adds (a table's
 * active order, named discounts, a tip) that plugin's. Amounts are Milli.
 */
import type { CartTotals, Coupon, EntityId, LocationType, Milli, NamedDiscount, OrderType, TaxLine } from "../rules";
import { DEFAULT_ORDER_TYPE, ZERO_MILLI } from "../rules";

/** A chosen variation on a cart line: its name and values, with `selected` on the chosen ones. */
export interface CartLineVariation {
  readonly id?: EntityId;
  readonly name: string;
  readonly values: readonly { readonly id: EntityId; readonly name: string; readonly selected: boolean }[];
}

/** A combo item on a cart line. */
export interface CartLineComboProduct {
  readonly id: EntityId;
  readonly name: string;
  readonly selected: boolean;
  readonly price?: Milli | null;
  readonly product_variations?: readonly {
    readonly id?: EntityId;
    readonly name?: string;
    readonly price: Milli;
    readonly math?: string | null;
    readonly selected?: boolean | null;
  }[];
}

/** A combo group on a cart line. */
export interface CartLineComboGroup {
  readonly id?: EntityId;
  readonly name: string;
  readonly products: readonly CartLineComboProduct[];
}

/** A cart line (doc 1 §3 "Cart line item"); `price` is the unit price before tax. */
export interface CartLine {
  uuid: string;
  id: EntityId;
  category: EntityId | null;
  name: string;
  sku: string | null;
  image: string | null;
  price: Milli;
  qty: number;
  max_qty: number | null;
  special_instructions: string;
  variations: readonly CartLineVariation[];
  combo_groups: readonly CartLineComboGroup[];
}

/** Where a delivery goes (doc 2 §2 "Delivery location screen"), and the fee the delivery-zone call quoted. */
export interface DeliveryDetails {
  deliveryFees: Milli;
  deliveryLocation: { lat: number; lng: number } | null;
  deliveryPlace: { formatted_address: string } | null;
  deliveryFlatNo: string;
  deliveryBuildingPremise: string;
  deliveryAreaStreet: string;
  deliveryLandmark: string;
  deliveryFormattedAddress: string;
  deliveryLocationConfirmed: boolean;
}

/** A saved delivery address (doc 2 §3). */
export interface SavedAddress {
  uuid: string;
  deliveryLocation: { lat: number; lng: number } | null;
  deliveryFormattedAddress: string;
  deliveryFlatNo: string;
  deliveryBuildingPremise: string;
  deliveryAreaStreet: string;
  deliveryLandmark: string;
}

/** What the guest put in the cart: kept for the tab (sessionStorage), so a reload keeps it. */
export interface CartContents extends DeliveryDetails {
  products: readonly CartLine[];
  coupon: Coupon | null;
  orderType: OrderType;
  orderLocation: string | null;
  orderLocationType: LocationType | null;
  /** A coupon code to apply by itself, from the `c` query parameter of the address the guest came in by. */
  couponAutoApply: string | null;
}

/** Everything the guest sets; `savedAddresses` is kept across visits (localStorage), the rest for the tab. */
export interface CartInputs extends CartContents {
  savedAddresses: readonly SavedAddress[];
}

/** Derived by the rules on every change: never set directly, never stored. */
export interface ComputedCartFields {
  discount: Milli;
  taxes: readonly TaxLine[];
  subTotal: Milli;
  total: Milli;
  freeDelivery: boolean;
  minOrderAmountError: boolean;
  /** Lines that cannot be ordered now (uuids): shown flagged, left out of every figure and of the order sent. */
  unavailableLines: readonly string[];
  /** Why each of `unavailableLines` cannot be ordered, by uuid. */
  lineProblems: Readonly<Record<string, CartLineProblem>>;
  /** The full breakdown (charged and waived delivery fee, added taxes, named discounts, tips). */
  totals: CartTotals;
}

/** Why a cart line cannot be ordered now: gone from the menu, outside its hours (or its categories'), out of stock. */
export type CartLineProblem = "not_on_menu" | "not_available_now" | "out_of_stock";

/** The whole cart state. */
export type CartState = CartInputs & ComputedCartFields;

/**
 * What other parts of the app add to the price without being part of the cart: a plugin's named discounts (a
 * promotion) and a tip, which a plugin supplies through the `priceAdjustments` context field.
 */
export interface PriceAdjustments {
  namedDiscounts: readonly NamedDiscount[];
  tips: Milli;
}

export const NO_PRICE_ADJUSTMENTS: PriceAdjustments = { namedDiscounts: [], tips: ZERO_MILLI };

/** An empty delivery address. */
export function emptyDeliveryDetails(): DeliveryDetails {
  return {
    deliveryFees: ZERO_MILLI,
    deliveryLocation: null,
    deliveryPlace: null,
    deliveryFlatNo: "",
    deliveryBuildingPremise: "",
    deliveryAreaStreet: "",
    deliveryLandmark: "",
    deliveryFormattedAddress: "",
    deliveryLocationConfirmed: false,
  };
}

/** An empty cart (order type delivery, per the spec). */
export function emptyCartContents(): CartContents {
  return {
    products: [],
    coupon: null,
    orderType: DEFAULT_ORDER_TYPE,
    orderLocation: null,
    orderLocationType: null,
    couponAutoApply: null,
    ...emptyDeliveryDetails(),
  };
}
