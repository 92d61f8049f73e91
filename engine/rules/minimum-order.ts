/**
 * The delivery minimum (spec §5): a delivery order whose subtotal is below `minimum_order_amount` raises
 * the minimum-order error, which also hides the delivery bar, checkout and the payment choice.
 */
import type { Milli } from "./money";
import type { OrderType } from "./order-type";

/** Whether the minimum-order error is on. A missing or zero minimum never raises it. */
export function minimumOrderError(
  orderType: OrderType,
  subTotal: Milli,
  minimumOrderAmount: Milli | null | undefined,
): boolean {
  return orderType === "delivery" && !!minimumOrderAmount && minimumOrderAmount > 0 && subTotal < minimumOrderAmount;
}

/**
 * The banner text: 'Minimum order amount required: {amount}', with the label overridable by the
 * `ui_str_minimum_order_amount` string. `amountText` is the formatted minimum (money-format).
 */
export function minimumOrderMessage(amountText: string, label?: string | null): string {
  const text = label && label.trim() !== "" ? label.trim() : "Minimum order amount required";
  return `${text.replace(/:\s*$/, "")}: ${amountText}`;
}
