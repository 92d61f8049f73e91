/**
 * An order as read, as a receipt (ordering spec §2 "Order summary table", §4 "Order statuses seen"): which
 * statuses are open, ended or accepted, what each line costs, how many items count, and the summary rows in
 * their order. The order screen and the server's PDF receipt both draw these rows; only the words differ.
 */
import "../i18n/other-screens-texts";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import { parseAmount } from "../../schemas/money";
import type { TextKey } from "../i18n/ui-text";
import { lineTotal } from "./cart-line";
import { ZERO_MILLI, type Milli } from "./money";

/** Every status an order can be given (ordering spec §4). */
export const ORDER_STATUSES = ["pending", "accepted", "preparing", "fulfilled", "canceled", "rejected"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order still open: a table's second guest meets it, lines can be added, a tip set. */
export const OPEN_ORDER_STATUSES: readonly string[] = ["pending", "accepted", "preparing"];
/** A line's status once staff delete it: struck through and not counted. */
export const DELETED_LINE = "Deleted";

export const isOrderStatus = (value: unknown): value is OrderStatus => typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
export const isOrderOpen = (status: string): boolean => OPEN_ORDER_STATUSES.includes(status);
/** Canceled or rejected: 'Order canceled, please contact our staff for assistance'. */
export const isOrderEnded = (status: string): boolean => status === "canceled" || status === "rejected";
/** The venue has taken it: the tracker's second step. */
export const isOrderAccepted = (status: string): boolean => status === "accepted" || status === "preparing" || status === "fulfilled";

/** An answer's decimal text as Milli; unreadable text reads as 0. */
export const amountOf = (text: string): Milli => parseAmount(text) ?? ZERO_MILLI;

type ReceiptLine = PlacedOrderAnswer["line_items"][number];

/** A line's price on the receipt: unit price times quantity at the menu's decimals, like a cart line. */
export function receiptLineTotal(line: ReceiptLine, priceDecimalPlaces: number | null | undefined): Milli {
  return lineTotal({ price: amountOf(line.product_price), qty: line.quantity }, priceDecimalPlaces);
}

/** The items the receipt counts: quantities of the lines not Deleted. */
export function receiptItemCount(lines: readonly ReceiptLine[]): number {
  return lines.filter((line) => line.status !== DELETED_LINE).reduce((sum, line) => sum + line.quantity, 0);
}

export type ReceiptRowKind = "subtotal" | "tax" | "delivery" | "discount" | "tips" | "total" | "payment" | "balance" | "change";

export interface ReceiptRow {
  kind: ReceiptRowKind;
  amount: Milli;
  /** The tax's name or the coupon's code, where the row has one. */
  name?: string;
}

/**
 * The summary rows after the lines, in the spec's order: subtotal, taxes, delivery fees, discounts, tips, total,
 * payments, balance due, change. Rows without an amount are left out, except subtotal, total and balance due.
 */
export function receiptRows(order: PlacedOrderAnswer): ReceiptRow[] {
  const some = (kind: ReceiptRowKind, amount: Milli, name?: string): ReceiptRow[] => (amount > 0 ? [{ kind, amount, ...(name ? { name } : {}) }] : []);
  return [
    { kind: "subtotal", amount: amountOf(order.sub_total) },
    ...order.taxes.flatMap((tax) => some("tax", amountOf(tax.amount), tax.name)),
    ...some("delivery", amountOf(order.delivery_fees)),
    ...order.discounts.flatMap((discount) => some("discount", amountOf(discount.amount_value), discount.name)),
    ...some("tips", amountOf(order.additional_data.tips_amount)),
    { kind: "total", amount: amountOf(order.total) },
    ...order.payments.flatMap((payment) => some("payment", amountOf(payment.amount))),
    { kind: "balance", amount: amountOf(order.balance_due) },
    ...some("change", amountOf(order.change)),
  ];
}

const ROW_TEXT: Readonly<Record<ReceiptRowKind, TextKey>> = {
  subtotal: "ui_str_cart_subtotal",
  tax: "taxes",
  delivery: "ui_str_delivery_fees",
  discount: "ui_str_discount",
  tips: "tips",
  total: "ui_str_cart_total",
  payment: "payments",
  balance: "balance_due",
  change: "change_due",
};

/** A row's label in the guest's texts: a tax by its own name, a discount with its coupon's code. */
export function receiptRowLabel(row: ReceiptRow, t: (key: TextKey) => string): string {
  if (row.kind === "tax" && row.name) return row.name;
  if (row.kind === "discount" && row.name) return `${t("ui_str_discount")} (${row.name})`;
  return t(ROW_TEXT[row.kind]);
}
