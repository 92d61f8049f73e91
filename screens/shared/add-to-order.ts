/**
 * The call behind 'Add to Order' (venue-group mode, ordering spec §4): loaded with the first add to a table's
 * order (screens/shared/use-add-to-cart.ts), so the lists and the product screen carry neither it nor the order
 * calls, their answers' schemas or the order line's payload; the query cache loads once the order answered.
 */
import type { CartLine, NewCartLine } from "../../engine/cart";
import { describeApiError } from "../../engine/api/http";
import { patchOrder } from "../../engine/api/order-calls";
import { orderLine } from "../../engine/order/order-payload";
import { showToast } from "../../engine/react/toasts";
import { ADD_TO_ORDER_REQUEST, setRequestState } from "../../engine/server-state/request-states";

/**
 * Sends one line to the table's active order (PATCH, once per key however often it is sent); the add buttons
 * read 'Adding to Order' meanwhile. Resolves to the order's uuid, or undefined when it failed. Every failure is
 * logged; a refusal from the server is the spec's alert 'Error adding item' (§8), and one without an answer (the
 * network) says so too rather than nothing (issue 18), so the guest knows the dish is not in the order.
 */
export async function addToOrder(
  orderUuid: string,
  line: NewCartLine,
  context: { language: string; currency: string },
): Promise<string | undefined> {
  setRequestState(ADD_TO_ORDER_REQUEST, { pending: true, failed: false }); // already so from the tap: unchanged
  const cartLine: CartLine = { ...line, uuid: line.uuid ?? globalThis.crypto.randomUUID(), qty: line.qty };
  const result = await patchOrder(context.language, orderUuid, [orderLine(cartLine, context.currency)], globalThis.crypto.randomUUID());
  setRequestState(ADD_TO_ORDER_REQUEST, { pending: false, failed: !result.ok });
  if (result.ok) {
    const { queryClient } = await import("../../engine/server-state/query-client");
    queryClient.setQueryData(["order", result.value.uuid], result.value);
    return result.value.uuid;
  }
  console.warn(`[carta] adding to order ${orderUuid}: ${describeApiError(result.error)}`);
  showToast({ textKey: result.error.kind === "network" ? "add_to_order_offline" : "error_adding_item", tone: "error" });
  return undefined;
}
