import { defineServerPlugin } from "../../engine/plugin-api/server";
import { activeOrderRoute } from "./server/active-order-route";
import { employeeRoute } from "./server/employee-route";
import { tipsRoute } from "./server/tips-route";

/**
 * The venue-group mode's server half (ordering spec §1, §7 — every `/iiko/` call): the table's active order, the
 * employee discount and tips.
 */
export default defineServerPlugin({
  id: "integration-venue-group",
  routes: [activeOrderRoute, employeeRoute, tipsRoute],
});
