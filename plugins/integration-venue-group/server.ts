import { defineServerPlugin } from "../../engine/plugin-api/server";
import { activeOrderRoute } from "./server/active-order-route";
import { employeeRoute } from "./server/employee-route";
import { loyaltyRoute } from "./server/loyalty-route";
import { VENUE_GROUP_MIGRATIONS } from "./server/migrations";
import { VenueGroupOptions } from "./server/options";
import { VENUE_GROUP_PAYLOAD_FIELDS, venueGroupOrderPricing } from "./server/order-payload";
import { POS_COMMANDS } from "./server/pos-commands";
import { unknownEmployeeRefusal } from "./server/unknown-employee";
import { VENUE_GROUP_REFUSAL_CODES } from "./refusal-codes";
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
  // Spec §3 "Order payload": `additional_data.employee_id` and `iiko_loyalty_discounts`, read and priced here
  // (server/order-payload.ts): placement prices the order with the promotions the cart was shown.
  payloadFields: VENUE_GROUP_PAYLOAD_FIELDS,
  orderPricing: venueGroupOrderPricing,
  // Spec §3 "Order (as read)": `common_order` while the point of sale holds the order's table.
  orderReadFields: commonOrderField,
  // An order naming an employee the venue does not have is refused with the plugin's own code (decision 0065).
  refusalCodes: VENUE_GROUP_REFUSAL_CODES,
  orderRefusal: unknownEmployeeRefusal,
});
