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
import type { RefusalReason } from "../../schemas/api/order-refusal";
import {
  cartUnitPrice,
  chosenOptions,
  computeCartTotals,
  isOrderTypeEnabled,
  productOrderability,
  productVariationGroups,
  sameId,
  venueOrderability,
  type CartTotals,
  type ComboGroup,
  type Coupon,
  type CouponLine,
  type ProductVariationGroup,
  type VariationChoice,
  type WallClock,
} from "../../engine/rules";
import { fieldReason, lineReason, nextAvailableText, refusal, withOpensAt, type Refusal } from "./order-refusal";
import { scheduledTimeReason } from "./scheduled-time";
import type { PluginsPricing } from "../server-context";

export type { Refusal } from "./order-refusal";

/** A line as the server priced it, with what the receipt shows of it. */
export type PricedLine = CouponLine & { name: string; detail: StoredLine["detail"] };
/** A priced order: its lines, its totals, and what the plugins' pricing keeps in its `additional_data`. */
export type Priced = { ok: true; lines: readonly PricedLine[]; totals: CartTotals; additionalData: Readonly<Record<string, unknown>> } | Refusal;
export type PricedLines = { ok: true; lines: PricedLine[] } | Refusal;

const text = (amount: Milli) => formatMilliPlain(amount);

/** No plugin prices orders: no discount, nothing claimed. */
const NO_PLUGIN_PRICING = (): PluginsPricing => ({ ok: true, discounts: [], claims: [], additionalData: {} });

/**
 * Prices `order` against `menu` at `clock`; `coupon` is the venue's coupon the order names (undefined: none or
 * unknown). Refused with a reason per line or field (order-refusal.ts): 422 when the venue cannot take it, 409 when
 * a figure disagrees with the menu.
 */
export function priceOrder(
  menu: MenuData,
  order: OrderRequest,
  coupon: Coupon | undefined,
  clock: WallClock,
  deliveryFee: Milli | null = null,
  pluginPricing: (lines: readonly PricedLine[]) => PluginsPricing = NO_PLUGIN_PRICING,
): Priced {
  const now = clock.epochMilliseconds;
  const atVenue = venueOrderability(menu, clock);
  if (!atVenue.orderable) {
    return atVenue.reason === "ordering_off"
      ? refusal(422, "This venue does not take orders.", fieldReason("ordering_off"))
      : refusal(422, "The venue is closed now.", fieldReason("venue_closed", undefined, withOpensAt(menu, now)));
  }
  if (!isOrderTypeEnabled(order.order_type, menu)) return refusal(422, `The venue does not offer ${order.order_type}.`, fieldReason("order_type_unavailable", "order_type"));
  if (order.coupon !== null && !coupon) return refusal(422, "The coupon is not valid.", fieldReason("coupon_invalid", "coupon"));

  // The time and the lines are told together, so the guest fixes everything in one go.
  const time = scheduledTimeReason(menu, order.delivery_datetime, now);
  const priced = priceLines(menu, order.line_items, clock);
  if (time) {
    const detail = time.code === "invalid_time" ? "The delivery time does not read as a date and time." : "The venue is closed at the chosen time.";
    return priced.ok ? refusal(422, detail, time) : refusal(422, `${detail} ${priced.detail}`, time, ...priced.reasons);
  }
  if (!priced.ok) return priced;
  const lines = priced.lines;

  // The fee is the server's: the delivery zone of the order's location (server/venues/delivery-zones.ts).
  // A plugin's discounts are the server's too (its rule over these lines and its decoded payload fields), like the
  // coupon's discount; a plugin may refuse the order (decision 0064).
  const plugins = pluginPricing(lines);
  if (!plugins.ok) return { ok: false, status: plugins.status === 409 ? 409 : 422, detail: plugins.detail, reasons: plugins.reasons ?? [] };
  const totals = computeCartTotals({ lines, coupon: coupon ?? null, orderType: order.order_type, deliveryFees: deliveryFee, namedDiscounts: plugins.discounts, settings: menu });
  if (totals.minOrderAmountError) {
    return refusal(422, `The order is below the minimum of ${text(menu.minimum_order_amount)}.`, fieldReason("below_minimum", "sub_total", { amount: text(menu.minimum_order_amount) }));
  }
  const expected: [string, Milli, Milli][] = [
    ["sub_total", totals.subTotal, order.sub_total],
    ["discount", totals.discount, order.discount],
    ["delivery_fees", totals.deliveryFee, order.delivery_fees],
    // What each plugin's discounts take off, against what the order's payload fields claim they do.
    ...plugins.claims.map((claim): [string, Milli, Milli] => [claim.field, claim.server, claim.sent]),
    ["total", totals.total, order.total],
  ];
  for (const [name, server, sent] of expected) {
    if (server !== sent) return refusal(409, `${name} is ${text(server)}, not ${text(sent)}; the menu may have changed.`, fieldReason("totals_changed", name));
  }
  const added = totals.taxes.filter((t) => !t.included);
  if (added.length !== order.taxes.length || added.some((t) => !order.taxes.some((s) => sameId(s.id, t.id) && s.amount === t.amount))) {
    return refusal(409, "The taxes do not match the venue's.", fieldReason("totals_changed", "taxes"));
  }
  return { ok: true, lines, totals, additionalData: plugins.additionalData };
}

/**
 * Each line priced from the menu (its product, options and combo choices), or why lines cannot be ordered: every
 * line is looked at, so the guest learns of all of them at once. Whether a product can be ordered now is the one
 * rule the app shows its cards, search and cart by (engine/rules/orderable.ts).
 */
export function priceLines(menu: MenuData, items: OrderRequest["line_items"], clock: WallClock): PricedLines {
  const lines: PricedLine[] = [];
  const reasons: RefusalReason[] = [];
  const details: string[] = [];
  let conflict = true;
  const refuseLine = (reason: RefusalReason, detail: string, status: 409 | 422 = 422) => {
    reasons.push(reason);
    details.push(detail);
    if (status === 422) conflict = false;
  };
  for (const [index, line] of items.entries()) {
    const at = `line_items[${index}]`;
    const product = menu.products.find((p) => sameId(p.id, line.product));
    if (!product) {
      refuseLine(lineReason("unknown_product", index, line.product), `${at}: the menu has no product ${line.product}.`);
      continue;
    }
    const verdict = productOrderability(product, menu, clock);
    if (!verdict.orderable) {
      if (verdict.reason === "out_of_stock") refuseLine(lineReason("out_of_stock", index, product.id), `${at}: ${product.name} is out of stock.`);
      else {
        const next = nextAvailableText(menu, product, clock.epochMilliseconds);
        refuseLine(lineReason("not_available_now", index, product.id, next === undefined ? {} : { next_available_at: next }), `${at}: ${product.name} is not served now.`);
      }
      continue;
    }
    if (product.pos_available_qty !== null && line.quantity > product.pos_available_qty) {
      refuseLine(lineReason("quantity_above_stock", index, product.id, { max: product.pos_available_qty }), `${at}: at most ${product.pos_available_qty} of ${product.name}.`);
      continue;
    }
    const groups = productVariationGroups(product.product_variations, menu.variations);
    const choice: Record<string, readonly (number | string)[]> = {};
    const unknownOption = line.variations.find((valueId) => !groups.some((g) => g.options.some((o) => sameId(o.id, valueId))));
    if (unknownOption !== undefined) {
      refuseLine(lineReason("option_unknown", index, product.id), `${at}: ${product.name} offers no option ${unknownOption}.`);
      continue;
    }
    for (const valueId of line.variations) {
      const group = groups.find((g) => g.options.some((o) => sameId(o.id, valueId)))!;
      choice[String(group.id)] = [...(choice[String(group.id)] ?? []), valueId];
    }
    const chosenCombos = product.enable_combo
      ? product.combo_groups.map((group) => {
          const sent = line.combo_groups.find((g) => g.id !== null && sameId(g.id, group.id));
          return { ...group, products: group.products.map((p) => ({ ...p, selected: !!sent?.products.some((s) => sameId(s.id, p.id)) })) };
        })
      : null;
    const price = cartUnitPrice(product, chosenOptions(groups, choice as VariationChoice), chosenCombos);
    if (price !== line.product_price) {
      refuseLine(lineReason("price_changed", index, product.id), `${at}: ${product.name} costs ${text(price)}, not ${text(line.product_price)}; the menu may have changed.`, 409);
      continue;
    }
    const detail = { ...namedChoices(groups, choice as VariationChoice, chosenCombos), special_instructions: line.special_instructions };
    lines.push({ id: product.id, category: product.category, price, qty: line.quantity, name: product.name, detail });
  }
  if (reasons.length > 0) return refusal(conflict ? 409 : 422, details.join(" "), ...reasons);
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
  const couponDiscount =
    coupon && (totals.discount > 0 || totals.freeDelivery)
      ? [{ name: coupon.code ?? "", amount_value: text(totals.discount), free_delivery: totals.freeDelivery }]
      : [];
  // Each named discount the order was priced with (a plugin's, decision 0064) is one of its discounts, by its label:
  // the receipt (screen and PDF) shows it as it shows a coupon, so its rows add up to the total.
  const namedDiscounts = totals.namedDiscounts.map((discount) => ({ name: discount.label, amount_value: text(discount.amount), free_delivery: false }));
  const discounts = [...couponDiscount, ...namedDiscounts];
  return {
    sub_total: text(totals.subTotal),
    discounts,
    taxes: totals.taxes.filter((t) => !t.included).map((t) => ({ id: t.id, name: t.name, amount: text(t.amount) })),
    delivery_fees: text(totals.deliveryFee),
    total: text(totals.total),
  };
}
