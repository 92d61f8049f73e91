/**
 * Loyalty promotions (ordering spec §4 "Cart changes", §7, §8; venue-group mode only): `POST
 * /iiko/loyalty/promotions/` with the venue's menu id, the cart's lines as the order payload sends them, the
 * verified employee id and the order type, on every change of one of these. The answer is the promotions the
 * cart's totals subtract (a loyalty row) and the order sends as `additional_data.iiko_loyalty_discounts`. A
 * failure is logged only, and leaves no discount the server did not give for this cart.
 */
import * as Schema from "effect/Schema";
import { asksForLoyalty, loyaltyLoading } from "./loyalty-loading";
import { requestJson, type ApiResult } from "../../engine/api/http";
import { schemaDecoder } from "../../engine/api/schema-decoder";
import { LoyaltyDiscountSchema } from "./loyalty-discount-schema";
import { orderLine, type OrderLinePayload } from "../../engine/order/order-payload";
import type { CartLine } from "../../engine/cart";
import type { EntityId } from "../../engine/rules/ids";
import type { VenueGroupStore } from "./venue-group-state";
import type { LoyaltyDiscount } from "./loyalty-discount";

export const LoyaltyAnswer = Schema.Array(LoyaltyDiscountSchema);
const decode = schemaDecoder(LoyaltyAnswer);

/** The call's body, in the backend's names. */
export interface LoyaltyRequest {
  emenu_id: EntityId;
  cart_items: readonly OrderLinePayload[];
  employee_id: string | null;
  order_type: string;
}

export type PostLoyalty = (request: LoyaltyRequest) => Promise<ApiResult<readonly LoyaltyDiscount[]>>;

export const postLoyaltyPromotions: PostLoyalty = (request) => requestJson("/iiko/loyalty/promotions/", decode, { method: "POST", body: request, expect: 200 });

/** The request for a cart: its orderable lines as the order payload's `line_items`. */
export function loyaltyRequest(input: {
  menu: { id: EntityId; currency: string };
  lines: readonly CartLine[];
  unavailableLines: readonly string[];
  orderType: string;
  employeeId: string | null;
}): LoyaltyRequest {
  return {
    emenu_id: input.menu.id,
    cart_items: input.lines.filter((line) => !input.unavailableLines.includes(line.uuid)).map((line) => orderLine(line, input.menu.currency)),
    employee_id: input.employeeId,
    order_type: input.orderType,
  };
}

export { loyaltyLoading };

/**
 * Refreshes the promotions for each request; only the latest request's answer counts (a guest tapping + three
 * times sends three, and the cart shows the third's). An empty cart has none, without a call.
 */
export function createLoyaltyRefresher(store: VenueGroupStore, post: PostLoyalty = postLoyaltyPromotions, loading = loyaltyLoading) {
  let latest = 0;
  return async function refresh(request: LoyaltyRequest): Promise<void> {
    const mine = ++latest;
    if (!asksForLoyalty(request)) {
      loading.setState(() => false);
      store.actions.setLoyaltyDiscounts([]);
      return;
    }
    loading.setState(() => true);
    const answer = await post(request);
    if (mine !== latest) return;
    loading.setState(() => false);
    if (answer.ok) store.actions.setLoyaltyDiscounts(answer.value);
    else {
      console.warn(`[carta] loyalty promotions: ${answer.error.kind}`);
      store.actions.setLoyaltyDiscounts([]);
    }
  };
}
