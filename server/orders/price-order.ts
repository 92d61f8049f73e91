/**
 * The reference server as the price authority (issue 11): an order is priced again from the server's own copy of
 * the venue's menu and coupons, with the same engine rules the app used, and refused when anything disagrees —
 * a price, a tax, the discount, the total — or names what the venue does not have or cannot serve now.
 */
import type { MenuData } from "../../schemas/menu";
import type { OrderRequest } from "../../schemas/api/order";
import { formatMilliPlain, type Milli } from "../../schemas/money";
import type { OrderSnapshot, StoredLine } from "./order-store";
import { lineOptionTexts } from "../../engine/rules/cart-line-text";
import {
  cartUnitPrice,
  chosenOptions,
  computeCartTotals,
  isOrderTypeEnabled,
  isProductAvailable,
  isVenueOpenAt,
  productVariationGroups,
  sameId,
  type CartTotals,
  type ComboGroup,
  type Coupon,
  type CouponLine,
  type ProductVariationGroup,
  type VariationChoice,
  type WallClock,
} from "../../engine/rules";

/** Why an order is refused: 409 when a figure disagrees with the menu, 422 when the venue cannot take it. */
export interface Refusal {
  ok: false;
  status: 409 | 422;
  detail: string;
}

/** A line as the server priced it, with what the receipt shows of it. */
export type PricedLine = CouponLine & { name: string; detail: StoredLine["detail"] };
export type Priced = { ok: true; lines: readonly PricedLine[]; totals: CartTotals } | Refusal;
export type PricedLines = { ok: true; lines: PricedLine[] } | Refusal;

const refuse = (status: 409 | 422, detail: string): Refusal => ({ ok: false, status, detail });
const text = (amount: Milli) => formatMilliPlain(amount);

/** Prices `order` against `menu` at `clock`; `coupon` is the venue's coupon the order names (undefined: none or unknown). */
export function priceOrder(menu: MenuData, order: OrderRequest, coupon: Coupon | undefined, clock: WallClock, deliveryFee: Milli | null = null): Priced {
  if (!menu.enable_order) return refuse(422, "This venue does not take orders.");
  if (!isVenueOpenAt(menu, clock)) return refuse(422, "The venue is closed now.");
  if (!isOrderTypeEnabled(order.order_type, menu)) return refuse(422, `The venue does not offer ${order.order_type}.`);
  if (order.coupon !== null && !coupon) return refuse(422, "The coupon is not valid.");

  const priced = priceLines(menu, order.line_items, clock);
  if (!priced.ok) return priced;
  const lines = priced.lines;

  // The fee is the server's: the delivery zone of the order's location (server/venues/delivery-zones.ts).
  const totals = computeCartTotals({ lines, coupon: coupon ?? null, orderType: order.order_type, deliveryFees: deliveryFee, settings: menu });
  if (totals.minOrderAmountError) return refuse(422, `The order is below the minimum of ${text(menu.minimum_order_amount)}.`);
  const expected: [string, Milli, Milli][] = [
    ["sub_total", totals.subTotal, order.sub_total],
    ["discount", totals.discount, order.discount],
    ["delivery_fees", totals.deliveryFee, order.delivery_fees],
    ["total", totals.total, order.total],
  ];
  for (const [name, server, sent] of expected) {
    if (server !== sent) return refuse(409, `${name} is ${text(server)}, not ${text(sent)}; the menu may have changed.`);
  }
  const added = totals.taxes.filter((t) => !t.included);
  if (added.length !== order.taxes.length || added.some((t) => !order.taxes.some((s) => sameId(s.id, t.id) && s.amount === t.amount))) {
    return refuse(409, "The taxes do not match the venue's.");
  }
  return { ok: true, lines, totals };
}


/** Each line priced from the menu (its product, options and combo choices), or why one cannot be ordered. */
export function priceLines(menu: MenuData, items: OrderRequest["line_items"], clock: WallClock): PricedLines {
  const lines: PricedLine[] = [];
  for (const [index, line] of items.entries()) {
    const product = menu.products.find((p) => sameId(p.id, line.product));
    if (!product) return refuse(422, `line_items[${index}]: the menu has no product ${line.product}.`);
    if (product.out_of_stock) return refuse(422, `line_items[${index}]: ${product.name} is out of stock.`);
    const category = menu.categories.find((c) => sameId(c.id, product.category));
    if (!isProductAvailable(product, clock) || (category && !isProductAvailable({ ...product, product_hours: category.category_hours }, clock))) {
      return refuse(422, `line_items[${index}]: ${product.name} is not served now.`);
    }
    if (product.pos_available_qty !== null && line.quantity > product.pos_available_qty) return refuse(422, `line_items[${index}]: at most ${product.pos_available_qty} of ${product.name}.`);
    const groups = productVariationGroups(product.product_variations, menu.variations);
    const choice: Record<string, readonly (number | string)[]> = {};
    for (const valueId of line.variations) {
      const group = groups.find((g) => g.options.some((o) => sameId(o.id, valueId)));
      if (!group) return refuse(422, `line_items[${index}]: ${product.name} offers no option ${valueId}.`);
      choice[String(group.id)] = [...(choice[String(group.id)] ?? []), valueId];
    }
    const chosenCombos = product.enable_combo
      ? product.combo_groups.map((group) => {
          const sent = line.combo_groups.find((g) => g.id !== undefined && sameId(g.id, group.id));
          return { ...group, products: group.products.map((p) => ({ ...p, selected: !!sent?.products.some((s) => sameId(s.id, p.id)) })) };
        })
      : null;
    const price = cartUnitPrice(product, chosenOptions(groups, choice as VariationChoice), chosenCombos);
    if (price !== line.product_price) {
      return refuse(409, `line_items[${index}]: ${product.name} costs ${text(price)}, not ${text(line.product_price)}; the menu may have changed.`);
    }
    const detail = { ...namedChoices(groups, choice as VariationChoice, chosenCombos), special_instructions: line.special_instructions };
    lines.push({ id: product.id, category: product.category, price, qty: line.quantity, name: product.name, detail });
  }

  return { ok: true, lines };
}

/**
 * What a line's options say, named from the menu it was priced with — the order's language — rather than as the app
 * sent them (a cart filled before the guest switched language carries the old names): decision 0044.
 */
function namedChoices(groups: readonly ProductVariationGroup[], choice: VariationChoice, combos: readonly ComboGroup[] | null): Omit<StoredLine["detail"], "special_instructions"> {
  const chosen = chosenOptions(groups, choice);
  const variations = groups.map((group) => ({ name: group.name, values: group.options.map((o) => ({ name: o.value, selected: chosen.includes(o) })) }));
  const comboGroups = (combos ?? []).map((group) => ({ name: group.name, products: group.products.map((p) => ({ name: p.name ?? "", selected: p.selected === true })) }));
  return {
    product_variation: lineOptionTexts({ variations, combo_groups: comboGroups }).join("\n"),
    combo_groups: (combos ?? []).map((group) => ({ id: group.id, name: group.name, products: group.products.filter((p) => p.selected).map((p) => ({ id: p.id, name: p.name ?? "" })) })),
  };
}

/** The priced figures an order keeps (ordering spec §3 "Order (as read)"), as decimal text. */
export function orderFigures(totals: CartTotals, coupon: Coupon | null): Pick<OrderSnapshot, "sub_total" | "discounts" | "taxes" | "delivery_fees" | "total"> {
  const discounts =
    coupon && (totals.discount > 0 || totals.freeDelivery)
      ? [{ name: coupon.code ?? "", amount_value: text(totals.discount), free_delivery: totals.freeDelivery }]
      : [];
  return {
    sub_total: text(totals.subTotal),
    discounts,
    taxes: totals.taxes.filter((t) => !t.included).map((t) => ({ id: t.id, name: t.name, amount: text(t.amount) })),
    delivery_fees: text(totals.deliveryFee),
    total: text(totals.total),
  };
}
