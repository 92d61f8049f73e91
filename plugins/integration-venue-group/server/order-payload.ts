/**
 * What the venue-group mode adds to an order (ordering spec §3 "Order payload": `additional_data` with the optional
 * `employee_id` and `iiko_loyalty_discounts`), as its server half reads and prices it (decision 0064): the employee
 * the guest applied, checked against the venue's employees, and the loyalty promotions the cart showed, which the
 * server computes again with the same rules (loyalty-rules.ts) and the core refuses when they disagree.
 */
import { unknownEmployeeRefusal } from "./unknown-employee";
import { inVenueGroupMode } from "../mode";
import * as Schema from "effect/Schema";
import { definePayloadField, type OrderPricingInput, type OrderRefused, type PluginOrderPricing } from "../../../engine/plugin-api/server";
import { ArrayUpTo, OptionalTextUpTo, ORDER_BOUNDS as B, TextUpTo } from "../../../schemas/api/order";
import { withDefault } from "../../../schemas/fields";
import { loyaltyDiscountTotal, type LoyaltyDiscount } from "../loyalty-discount";
import { loyaltyPromotions } from "../loyalty-rules";
import { loyaltyRulesOf, optionsOf } from "./options";

/** `additional_data.employee_id`: the employee whose id the guest applied (the employee discount, spec §4); blank: none. */
export const EMPLOYEE_ID = "employee_id";
/** `additional_data.iiko_loyalty_discounts`: the promotions the cart showed, as the loyalty call answers them. */
export const LOYALTY_DISCOUNTS = "iiko_loyalty_discounts";

/** A loyalty promotion as the loyalty call answers it and an order carries it: its name and discount sums, bounded. */
const LoyaltyDiscountWire = Schema.Struct({
  name: withDefault(TextUpTo(B.label), ""),
  discounts: ArrayUpTo(Schema.Struct({ discountSum: Schema.Union([Schema.Finite, TextUpTo(B.code)]) }), B.choices),
});

export const VENUE_GROUP_PAYLOAD_FIELDS = [
  definePayloadField({ name: EMPLOYEE_ID, schema: OptionalTextUpTo(B.code) }),
  definePayloadField({ name: LOYALTY_DISCOUNTS, schema: ArrayUpTo(LoyaltyDiscountWire, B.choices) }),
];

/**
 * Placement prices the order with the promotions the cart was shown (the same rules as the loyalty call), in the
 * mode only; the order claims what its `iiko_loyalty_discounts` sum to, wherever it is placed, so promotions sent
 * at a venue outside the mode are refused as disagreeing totals. An employee id must be one the venue has, at every
 * venue (the verification call's own check).
 */
export function venueGroupOrderPricing({ options, menu, orderType, fields, lines }: OrderPricingInput): PluginOrderPricing | OrderRefused {
  // Placement asks the plugin's refusal hook first (the same check, server.ts `orderRefusal`); pricing never takes an
  // id the venue does not have as verified, whoever calls it.
  const unknownEmployee = unknownEmployeeRefusal({ options, additionalData: fields });
  if (unknownEmployee) return { ok: false, status: 422, ...unknownEmployee };
  const employeeId = (fields[EMPLOYEE_ID] as string | null | undefined)?.trim() || null;
  const sent = (fields[LOYALTY_DISCOUNTS] as readonly LoyaltyDiscount[] | undefined) ?? [];
  const claimed = { field: `additional_data.${LOYALTY_DISCOUNTS}`, amount: loyaltyDiscountTotal(sent) };
  if (!inVenueGroupMode(menu)) return { ok: true, discounts: [], claimed };
  const outcome = loyaltyPromotions(loyaltyRulesOf(optionsOf(options)), {
    lines: lines.map((line) => ({ category: line.category, price: line.price, qty: line.qty })),
    orderType,
    employeeVerified: employeeId !== null,
    priceDecimalPlaces: menu.price_decimal_places,
  });
  // One named discount per promotion, by its name: the receipt's rows. The order as read keeps them as sent by the
  // loyalty call (spec §3 "Order (as read)").
  const discounts = outcome.promotions.map((promotion) => ({ id: promotion.name, label: promotion.name, amount: loyaltyDiscountTotal([promotion]) }));
  return { ok: true, discounts, claimed, ...(outcome.promotions.length > 0 ? { additionalData: { [LOYALTY_DISCOUNTS]: outcome.promotions } } : {}) };
}
