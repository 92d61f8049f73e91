/**
 * What a layout's `when` conditions can read (docs/layouts.md, "The context"). Plain JSON so JSON Logic's
 * `var` reaches every field: `{"var": "settings.enable_search"}`, `{"==": [{"var": "cart.orderType"}, "delivery"]}`.
 */
import { menuFieldValue } from "../../schemas/field-readers";
import type { MenuField, MenuPluginFields } from "../../schemas/menu/plugin-fields";

export interface CoreLayoutContext {
  /** Every scalar setting of the venue's menu payload: all `enable_*` flags, `home_view_format`, `currency`… */
  settings: Readonly<Record<string, string | number | boolean | null>>;
  license: string;
  route: {
    path: string;
    params: Readonly<Record<string, string>>;
    search: Readonly<Record<string, unknown>>;
  };
  language: string;
  /** The codes of the venue's languages (`["en", "ar", "fr"]`). */
  languages: readonly string[];
  direction: "ltr" | "rtl";
  /** The venue is open now (opening_hours and closing_rules in its time zone). */
  isOpen: boolean;
  /** Ordering is possible: `enable_order` on and the venue open. */
  canOrder: boolean;
  cart: {
    orderType: string;
    /** Sum of the lines' quantities (the header badge). */
    totalQuantity: number;
    lineCount: number;
    /** The cart total in main currency units (12.5), for conditions such as "total above 0". */
    total: number;
    orderLocation: string | null;
    orderLocationType: "Table" | "Room" | null;
    /** A wishlist is kept: enable_wishlist_table_orders at a table, room or area, enable_wishlist elsewhere. */
    wishlist: boolean;
    /** A delivery below minimum_order_amount: the banner shows, checkout and payment hide. */
    minOrderAmountError: boolean;
    deliveryLocationConfirmed: boolean;
  };
  checkout: {
    /** An order placed and waiting to be paid there: the cart shows only the way back to it. */
    paymentUrl: string | null;
  };
  /** The menu asks for a newer app than this one (qr_app_version above 1.9.54). */
  updateAvailable: boolean;
  /** What the route's loader returned (docs/architecture.md, "How a route loads data"); empty without a loader. */
  data: Readonly<Record<string, unknown>>;
  /** Each named backend call's state (engine/server-state): `requests.paymentStatus.pending`. */
  requests: Readonly<Record<string, { pending: boolean; failed: boolean }>>;
}

/** The core's fields and those plugins contribute (`contextFields`), side by side at the top level. */
export type LayoutContext = CoreLayoutContext & Readonly<Record<string, unknown>>;

/**
 * The scalar settings of a menu payload, lists and objects left out (they are not conditions' business), and the
 * menu fields the plugins read (`menuFields`), each as its plugin's reader decodes it (decision 0066).
 */
export function scalarSettings(payload: object & MenuPluginFields, menuFields: readonly MenuField[] = []): LayoutContext["settings"] {
  const settings: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      settings[key] = value;
    }
  }
  for (const field of menuFields) settings[field.name] = menuFieldValue(payload, field);
  return settings;
}
