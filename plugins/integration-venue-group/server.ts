import { defineServerPlugin } from "../../engine/plugin-api/server";
import { loyaltyPromotions } from "./loyalty-rules";
import { activeOrderRoute } from "./server/active-order-route";
import { employeeRoute } from "./server/employee-route";
import { loyaltyRoute } from "./server/loyalty-route";
import { VENUE_GROUP_MIGRATIONS } from "./server/migrations";
import { loyaltyRulesOf, optionsOf, VenueGroupOptions } from "./server/options";
import { POS_COMMANDS } from "./server/pos-commands";
import { commonOrderField } from "./server/pos-tables";
import { walletReadRoute, walletRedeemRoute } from "./server/wallet-routes";
import { inVenueGroupMode } from "./mode";

/**
 * The venue-group mode's server half (ordering spec §1, §7 — the `/iiko/` calls but tips, split and payments, which
 * every venue with tips or online payment uses: server/routes/): the table's active order, the employee discount,
 * and a simulated point of sale for the wallet, loyalty promotions and common POS orders
 * (decision 0048). Its options per venue: README.md.
 */
export default defineServerPlugin({
  id: "integration-venue-group",
  options: VenueGroupOptions as never,
  migrations: VENUE_GROUP_MIGRATIONS,
  routes: [activeOrderRoute, employeeRoute, walletReadRoute, walletRedeemRoute, loyaltyRoute],
  commands: POS_COMMANDS,
  // Spec §3's payment types of the mode: an order at a venue in the mode may name them (the browser half gives
  // their labels); elsewhere they are refused like any unknown value.
  paymentTypes: (menu) => (inVenueGroupMode(menu) ? ["loyalty", "blue_wallet"] : []),
  // Placement prices the order with the same promotions the cart was shown (loyalty-rules.ts).
  orderPricing: ({ options, menu, orderType, employeeId, lines }) => {
    if (!inVenueGroupMode(menu)) return { loyaltyDiscounts: [] };
    const outcome = loyaltyPromotions(loyaltyRulesOf(optionsOf(options)), {
      lines: lines.map((line) => ({ category: line.category, price: line.price, qty: line.qty })),
      orderType,
      employeeVerified: employeeId !== null,
      priceDecimalPlaces: menu.price_decimal_places,
    });
    return { loyaltyDiscounts: outcome.promotions };
  },
  // Spec §3 "Order (as read)": `common_order` while the point of sale holds the order's table.
  orderReadFields: commonOrderField,
});
