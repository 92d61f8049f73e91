/**
 * Orders of the venue-group demo venue (Marina Social, `marina`, menu 2) as the app builds them: its lines priced by
 * its menu, the loyalty promotions its rules give, and the totals with them. Shared by the server and browser tests.
 */
import fs from "node:fs";
import { DEMO_GROUP_VENUE_FILE } from "../../server/venues/seed";
import { decodeMenuData, type MenuData } from "../../schemas/menu";
import { decodeWith } from "../../schemas/decode";
import { formatMilliPlain } from "../../schemas/money";
import { computeCartTotals, sameId } from "../../engine/rules";
import type { LoyaltyDiscount } from "../../plugins/integration-venue-group/loyalty-discount";
import { loyaltyNamedDiscounts } from "../../plugins/integration-venue-group/loyalty-discount";
import { loyaltyPromotions, type LoyaltyRule } from "../../plugins/integration-venue-group/loyalty-rules";
import { VenueGroupOptions } from "../../plugins/integration-venue-group/server/options";

/** Layla's phone: wallet W1 (balance 150.00, 60.00 redeemable) belongs to it. */
export const LAYLA = "+971 50 111 2233";

const file = JSON.parse(fs.readFileSync(DEMO_GROUP_VENUE_FILE, "utf8")) as Record<string, unknown> & { plugins: Record<string, unknown> };
export const marinaMenu = (() => {
  const decoded = decodeMenuData(file);
  if (!decoded.ok) throw new Error(decoded.problems[0].text);
  return decoded.value;
})();
const options = (() => {
  const decoded = decodeWith(VenueGroupOptions, file.plugins["integration-venue-group"]);
  if (!decoded.ok) throw new Error(decoded.problems[0].text);
  return decoded.value;
})();
export const marinaLoyaltyRules = options.loyalty_rules as readonly LoyaltyRule[];

export interface OrderShape {
  orderType?: "takeaway" | "dine_in";
  employeeId?: string;
  phone?: string;
  /** The loyalty promotions the app sends; the rule's own by default. */
  loyalty?: LoyaltyDiscount[];
}

/** An order of the marina menu as the app builds it: lines, the rule's loyalty promotions, the totals with them. */
export function marinaOrder(items: readonly [number, number][], shape: OrderShape = {}) {
  const orderType = shape.orderType ?? "takeaway";
  const lines = items.map(([id, qty]) => {
    const product = (marinaMenu as MenuData).products.find((p) => sameId(p.id, id))!;
    return { id: product.id, category: product.category, price: product.price!, qty };
  });
  const employeeVerified = shape.employeeId === "E100" || shape.employeeId === "E200";
  const loyalty = shape.loyalty ?? loyaltyPromotions(marinaLoyaltyRules, { lines, orderType, employeeVerified, priceDecimalPlaces: marinaMenu.price_decimal_places }).promotions;
  const totals = computeCartTotals({ lines, coupon: null, orderType, deliveryFees: null, namedDiscounts: loyaltyNamedDiscounts(loyalty), settings: marinaMenu });
  return {
    menu: 2,
    customer_name: orderType === "dine_in" ? "Table# 7" : "Layla",
    phone: shape.phone ?? LAYLA,
    order_type: orderType,
    payment_type: "cash",
    sub_total: formatMilliPlain(totals.subTotal),
    discount: formatMilliPlain(totals.discount),
    total: formatMilliPlain(totals.total),
    taxes: totals.taxes.filter((t) => !t.included).map((t) => ({ id: t.id, name: t.name, amount: formatMilliPlain(t.amount) })),
    line_items: lines.map((line) => ({ product: line.id, product_price: formatMilliPlain(line.price), quantity: line.qty })),
    additional_data: { ...(shape.employeeId ? { employee_id: shape.employeeId } : {}), iiko_loyalty_discounts: loyalty },
  };
}

