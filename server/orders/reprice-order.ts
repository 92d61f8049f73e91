import type { Queryable } from "../db/database";
import type { MenuData } from "../../schemas/menu";
import { formatMilliPlain, parseAmount } from "../../schemas/money";
import { computeCartTotals, sameId } from "../../engine/rules";
import { activeOrderLines, type OrderPricing } from "./order-store";
import { orderFigures } from "./price-order";
import { storedNamedDiscounts } from "./stored-named-discounts";

/**
 * Prices a changed order again (lines merged in, a line deleted, a tip) from its stored lines, with the coupon, the
 * delivery fee it was placed with, its tip and the venue's current tax settings: the same engine rules as at placement.
 * Runs inside the change's transaction.
 */
export async function repriceOrder(tx: Queryable, uuid: string, menu: MenuData): Promise<void> {
  const [row] = await tx.query<{ order_type: string; pricing: Partial<OrderPricing>; additional_data: Record<string, unknown> | null }>(
    "select order_type, pricing, answer->'additional_data' as additional_data from orders where uuid = $1",
    [uuid],
  );
  if (!row) return;
  const coupon = row.pricing.coupon ?? null;
  const lines = (await activeOrderLines(tx, uuid)).map((line) => ({
    id: line.productId,
    category: menu.products.find((p) => sameId(p.id, line.productId))?.category ?? null,
    price: line.unitPrice,
    qty: line.qty,
  }));
  const deliveryFees = row.pricing.delivery_fee ? (parseAmount(row.pricing.delivery_fee) ?? null) : null;
  const tips = row.pricing.tips ? (parseAmount(row.pricing.tips) ?? null) : null;
  // A plugin's discounts stay as placed: a merge or a deleted line does not earn or lose one (decision 0048), and the
  // fields its pricing kept in `additional_data` stay with them (decision 0064).
  const namedDiscounts = storedNamedDiscounts(row.pricing);
  const totals = computeCartTotals({ lines, coupon, orderType: row.order_type as "delivery", deliveryFees, tips, namedDiscounts, settings: menu });
  const figures = {
    ...orderFigures(totals, coupon),
    additional_data: { ...row.additional_data, tips_amount: formatMilliPlain(totals.tips) },
  };
  await tx.query("update orders set answer = answer || $2::jsonb, total = $3, updated_at = now() where uuid = $1", [uuid, JSON.stringify(figures), figures.total]);
}
