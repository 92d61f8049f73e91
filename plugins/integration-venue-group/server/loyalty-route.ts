/**
 * POST /iiko/loyalty/promotions/ (ordering spec §4 "Cart changes", §7): the loyalty promotions a cart earns, from the
 * venue's loyalty rules (decision 0048; the pure rule plugins/integration-venue-group/loyalty-rules.ts, which placement prices the order
 * with too). Only at a venue in the mode (`al_futtaim_enabled`); 404 elsewhere.
 */
import * as Schema from "effect/Schema";
import { defineServerRoute } from "../../../engine/plugin-api/server";
import { OrderLineRequest } from "../../../schemas/api/order";
import { Id, OptionalText, withDefault } from "../../../schemas/fields";
import { loyaltyPromotions } from "../loyalty-rules";
import { sameId } from "../../../engine/rules/ids";
import { employeeById, loyaltyRulesOf, optionsOf } from "./options";
import { inVenueGroupMode } from "../mode";

export const LoyaltyRequest = Schema.Struct({
  emenu_id: Id,
  cart_items: Schema.Array(OrderLineRequest).check(Schema.makeFilter((l: readonly unknown[]) => l.length <= 100, { expected: "at most 100 items" })),
  employee_id: withDefault(OptionalText, null),
  order_type: Schema.String,
});

export const LoyaltyAnswer = Schema.Array(Schema.Struct({ name: Schema.String, discounts: Schema.Array(Schema.Struct({ discountSum: Schema.String })) }));

export const loyaltyRoute = defineServerRoute({
  method: "POST",
  url: "/iiko/loyalty/promotions/",
  body: LoyaltyRequest,
  docs: { summary: "The loyalty promotions a cart earns at this venue (venue-group mode): [{ name, discounts: [{ discountSum }] }]", responses: { 200: LoyaltyAnswer, 400: "error", 404: "error" } },
  async handle(request, { venue }) {
    const menu = venue.menu;
    if (!menu || !inVenueGroupMode(menu)) return { status: 404, body: { detail: "No loyalty promotions at this venue" } };
    if (!sameId(request.body.emenu_id, venue.menuId)) return { status: 404, body: { detail: `Unknown menu ${request.body.emenu_id}` } };
    // Lines of products the menu does not have earn nothing; placement refuses them anyway.
    const lines = request.body.cart_items.flatMap((item) => {
      const product = menu.products.find((p) => sameId(p.id, item.product));
      return product ? [{ category: product.category, price: item.product_price, qty: item.quantity }] : [];
    });
    const options = optionsOf(venue.options);
    const outcome = loyaltyPromotions(loyaltyRulesOf(options), {
      lines,
      orderType: request.body.order_type,
      employeeVerified: employeeById(options, request.body.employee_id ?? "") !== undefined,
      priceDecimalPlaces: menu.price_decimal_places,
    });
    return { status: 200, body: outcome.promotions };
  },
});
