import { ActiveOrderAnswer } from "../../../schemas/api/active-order";
import { defineServerRoute } from "../../../engine/plugin-api/server";
import { isTableBusy } from "./pos-tables";

/**
 * GET /iiko/active-order/{orderLocation}/{menuId}/ (ordering spec §7): the order open at a table of the venue —
 * placed and not yet fulfilled, canceled or rejected — which a guest scanning that table joins instead of placing
 * another. `{orderLocation}` is the table's (or room's) number as the app stores it. `common_order` is true while the
 * simulated point of sale marks the table busy (`npm run pos -- busy TABLE`): the guest may then not add to it. The
 * uuid it names reads only as a guest at the table sees the order (server/access/order-access.ts), and lookups are
 * rate-limited: table numbers are easy to count.
 */
export const activeOrderRoute = defineServerRoute({
  method: "GET",
  url: "/iiko/active-order/:orderLocation/:menuId/",
  docs: { summary: "The order open at a table (venue-group mode); 404 when it has none", responses: { 200: ActiveOrderAnswer, 404: "error" } },
  async handle(request, { venue }) {
    const menuId = request.params["menuId"] ?? "";
    // The venue at the host, and only its own menu: another venue's tables are not found from here.
    if (String(venue.menuId) !== menuId) return { status: 404, body: { detail: `Unknown menu ${menuId}` } };
    const place = request.params["orderLocation"] ?? "";
    const order = await venue.orders.openAt(place);
    // A table the point of sale holds answers even without an order placed here: its order is the POS's own.
    const common = await isTableBusy(venue.db, venue.license, place);
    if (!order && !common) return { status: 404, body: { detail: "No open order at this table" } };
    const answer: ActiveOrderAnswer = { order_id: order?.uuid ?? "", common_order: common };
    return { status: 200, body: answer };
  },
});
