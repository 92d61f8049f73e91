import * as Schema from "effect/Schema";
import { PlacedOrderAnswer } from "../../../schemas/api/placed-order";
import { Amount, Text } from "../../../schemas/fields";
import { defineServerRoute } from "../../../engine/plugin-api/server";

/** The tips call's body (ordering spec §7). */
export const TipsRequest = Schema.Struct({ order_uuid: Text, tips_amount: Amount });

/**
 * POST /iiko/tips/loyalty/promotions/: sets (or, with 0, removes) the guest's tip; 200 with the order priced again.
 * Only a guest who holds the order (403 otherwise; 404 for another venue's). The core prices the tip (its order use
 * case `orders.setTips`): 400 below 0, 409 once the order is closed or being paid, 422 at a venue without tips.
 */
export const tipsRoute = defineServerRoute({
  method: "POST",
  url: "/iiko/tips/loyalty/promotions/",
  body: TipsRequest,
  docs: {
    summary: "Sets the guest's tip on an open order (0 removes it); the order priced again",
    responses: { 200: PlacedOrderAnswer, 400: "error", 403: "error", 404: "error", 409: "error", 422: "error" },
  },
  async handle(request, { venue }) {
    const result = await venue.orders.setTips(request.body.order_uuid, request.body.tips_amount);
    return result.ok ? { status: 200, body: result.order } : { status: result.status, body: { detail: result.detail } };
  },
});
