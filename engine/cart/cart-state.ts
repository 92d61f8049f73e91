/**
 * The cart's state, with the spec's field names (doc 1 §3 "Cart state", doc 2 §3). Amounts are Milli;
 * `tipsAmount` keeps the spec's text form ('0.000'). Fields fall in four groups: persistent (kept across
 * visits), session (kept for the tab), transient (flags of a request in flight) and computed (totals).
 */
import type {
  CartTotals,
  Coupon,
  EntityId,
  LocationType,
  LoyaltyDiscount,
  Milli,
  OrderType,
  PaymentType,
  TaxLine,
} from "../rules";
import { DEFAULT_ORDER_TYPE, DEFAULT_TIPS_AMOUNT, ZERO_MILLI } from "../rules";

/** A chosen variation on a cart line: its name and values, with `selected` on the chosen ones. */
export interface CartLineVariation {
  id?: EntityId;
  name: string;
  values: { id: EntityId; name: string; selected: boolean }[];
}

/** A combo item on a cart line. */
export interface CartLineComboProduct {
  id: EntityId;
  name: string;
  selected: boolean;
  price?: Milli | null;
  product_variations?: { id?: EntityId; name?: string; price: Milli; math?: string | null; selected?: boolean | null }[];
}

/** A combo group on a cart line. */
export interface CartLineComboGroup {
  id?: EntityId;
  name: string;
  products: CartLineComboProduct[];
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
  variations: CartLineVariation[];
  combo_groups: CartLineComboGroup[];
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

/** Kept across visits (long-lived storage): only these, per the spec. */
export interface PersistentCartFields {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  carNumber: string;
  savedAddresses: SavedAddress[];
}

/** Kept for the tab (per-tab storage), so a reload keeps the cart. */
export interface SessionCartFields {
  products: CartLine[];
  coupon: Coupon | null;
  invalidCoupon: boolean;
  orderType: OrderType;
  orderLocation: string | null;
  orderLocationType: LocationType | null;
  /** The fee the delivery-zone call quoted (charged only for delivery without free delivery). */
  deliveryFees: Milli;
  iikoLoyaltyDiscounts: LoyaltyDiscount[];
  tipsAmount: string;
  paymentType: PaymentType | null;
  /** Whether the guest picked `paymentType` (a defaulted type follows the default rule as totals change). */
  paymentTypeChosen: boolean;
  orderComments: string;
  deliveryLocation: { lat: number; lng: number } | null;
  deliveryPlace: { formatted_address: string } | null;
  deliveryFlatNo: string;
  deliveryBuildingPremise: string;
  deliveryAreaStreet: string;
  deliveryLandmark: string;
  deliveryFormattedAddress: string;
  deliveryLocationConfirmed: boolean;
  disableCustomerPhone: boolean;
  employeeID: string | null;
  employeePhone: string | null;
  invalidEmployeeDiscount: boolean;
  paymentUrl: string | null;
  afActiveOrder: string | null;
  afCommonOrder: boolean;
  afOrderAccepted: boolean;
  blueWalletData: { name: string; balance: Milli; wallet_id: string } | null;
  enableWishlist: boolean;
}

/** Request-in-flight flags: never stored. */
export interface TransientCartFields {
  couponLoading: boolean;
  employeeDiscountLoading: boolean;
  loyaltyLoading: boolean;
  addingItemToOrder: boolean;
  submitting: boolean;
  submitOrderError: boolean;
  submitOrderErrorMessage: string | null;
}

/** Derived by the rules on every change: never set directly, never stored. */
export interface ComputedCartFields {
  discount: Milli;
  taxes: TaxLine[];
  subTotal: Milli;
  total: Milli;
  freeDelivery: boolean;
  minOrderAmountError: boolean;
  /** The full breakdown (charged and waived delivery fee, added taxes, loyalty, tips). */
  totals: CartTotals;
}

/** Everything that is not computed. */
export type CartInputs = PersistentCartFields & SessionCartFields & TransientCartFields;

/** The whole cart state. */
export type CartState = CartInputs & ComputedCartFields;

export const PERSISTENT_FIELDS = [
  "customerName",
  "customerEmail",
  "customerPhone",
  "carNumber",
  "savedAddresses",
] as const satisfies readonly (keyof PersistentCartFields)[];

/** Defaults of the persistent fields. */
export function defaultPersistentFields(): PersistentCartFields {
  return { customerName: "", customerEmail: "", customerPhone: "", carNumber: "", savedAddresses: [] };
}

/** Defaults of the session fields (order type delivery, tips '0.000'). */
export function defaultSessionFields(): SessionCartFields {
  return {
    products: [],
    coupon: null,
    invalidCoupon: false,
    orderType: DEFAULT_ORDER_TYPE,
    orderLocation: null,
    orderLocationType: null,
    deliveryFees: ZERO_MILLI,
    iikoLoyaltyDiscounts: [],
    tipsAmount: DEFAULT_TIPS_AMOUNT,
    paymentType: null,
    paymentTypeChosen: false,
    orderComments: "",
    deliveryLocation: null,
    deliveryPlace: null,
    deliveryFlatNo: "",
    deliveryBuildingPremise: "",
    deliveryAreaStreet: "",
    deliveryLandmark: "",
    deliveryFormattedAddress: "",
    deliveryLocationConfirmed: false,
    disableCustomerPhone: false,
    employeeID: null,
    employeePhone: null,
    invalidEmployeeDiscount: false,
    paymentUrl: null,
    afActiveOrder: null,
    afCommonOrder: false,
    afOrderAccepted: false,
    blueWalletData: null,
    enableWishlist: false,
  };
}

/** Defaults of the transient flags. */
export function defaultTransientFields(): TransientCartFields {
  return {
    couponLoading: false,
    employeeDiscountLoading: false,
    loyaltyLoading: false,
    addingItemToOrder: false,
    submitting: false,
    submitOrderError: false,
    submitOrderErrorMessage: null,
  };
}

/** Every input at its default. */
export function defaultCartInputs(): CartInputs {
  return { ...defaultPersistentFields(), ...defaultSessionFields(), ...defaultTransientFields() };
}
