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
 * The banner text (spec §5: 'Minimum order amount required: {amount}'). The words come from the guest's
 * language (`ui_str_minimum_order_amount` of engine/i18n, passed as `catalogueText`) unless the venue's own
 * `ui_strings` label is set; the rules hold no text of their own. `{amount}` in the text is replaced by
 * `amountText` (the formatted minimum, money-format); a venue label without it ("Min order:") gets
 * ": amount" after it, so the amount shows exactly once.
 */
export function minimumOrderMessage(amountText: string, catalogueText: string, venueLabel?: string | null): string {
  const text = venueLabel && venueLabel.trim() !== "" ? venueLabel.trim() : catalogueText;
  if (text.includes(AMOUNT)) return text.split(AMOUNT).join(amountText);
  return `${text.replace(/\s*:\s*$/, "")}: ${amountText}`;
}

const AMOUNT = "{amount}";
