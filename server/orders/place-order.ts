/**
 * Placing an order (ordering spec §7 `POST /{lang}/api/order/`), as a use case: the order is priced again from the
 * venue's own menu, coupons and delivery zones (price-order.ts), stored with its lines in one transaction, held by
 * the guest who placed it (server/access/), and made once per Idempotency-Key — the same key with the same request
 * answers the first result; with another request it is refused.
 */
import { randomUUID } from "node:crypto";
import type { OrderRequest } from "../../schemas/api/order";
import { formatMilliPlain } from "../../schemas/money";
import { holdOrder, tableView } from "../access/order-access";
import { keyReusedDetail } from "../routes/idempotency-key";
import type { ServerContext } from "../server-context";
import type { PluginFieldValues } from "../plugins/payload-fields";
import { zoneAt } from "../venues/delivery-zones";
import { findCouponById } from "../venues/venue-coupons";
import type { VenueContext } from "../venues/venue-context";
import {
  findKeyedOrder,
  findOpenOrderAt,
  insertNewOrder,
  newOrderAsRead,
  nextOrderNumber,
  orderLocation,
  paddedOrderNumber,
  readOrder,
  type OrderPricing,
  type NewOrder,
  type OrderSnapshot,
  type PlacedOrder,
  type StoredLine,
} from "./order-store";
import { orderFigures, priceOrder, type PricedLine } from "./price-order";
import { fieldReason } from "./order-refusal";
import type { RefusalReason } from "../../schemas/api/order-refusal";
import { orderLanguage, venueMenuNow } from "./venue-menu";

export type PlaceResult =
  | { ok: true; order: PlacedOrder }
  | { ok: false; status: 409 | 422; detail: string; reasons?: readonly RefusalReason[]; existing_order?: PlacedOrder };

export interface PlaceRequest {
  /** The venue at the request's host, as cached: its record, menu, coupons, zones and plugin options. */
  venue: VenueContext;
  order: OrderRequest;
  /** Each plugin's fields of the order's `additional_data`, decoded by its schemas (server/plugins/payload-fields.ts). */
  pluginFields?: PluginFieldValues;
  key: string | null;
  /** The hash of the request as sent (server/routes/idempotency-key.ts). */
  requestHash: string;
  /** The hash of the placing guest's secret. */
  guest: string;
  /** The language the order was placed in (the path's `{lang}`): its names are kept in it (decision 0044). */
  language?: string;
}

export async function placeOrder(ctx: ServerContext, { venue: context, order, pluginFields = new Map(), key, requestHash, guest, language: requested }: PlaceRequest): Promise<PlaceResult> {
  const venue = context.venue;
  if (order.menu !== venue.menuId) return { ok: false, status: 422, detail: `Unknown menu ${order.menu}`, reasons: [fieldReason("unknown_menu", "menu")] };
  // A key used before answers as it did then. Looking it up costs a query, so it is looked up only where the answer
  // could differ from a new order's (before a refusal, at a table, before a card order takes its number); otherwise
  // the insert finds the key taken itself (insertNewOrder) and the earlier answer is given then.
  const earlier = async () => (key ? await answerForKey(ctx, venue.license, key, requestHash, guest) : undefined);
  const refuse = async (refusal: PlaceResult) => (await earlier()) ?? refusal;

  const language = orderLanguage(context, requested ?? venue.defaultLanguage);
  const venueNow = await venueMenuNow(ctx, venue, language);
  if (!venueNow) return refuse({ ok: false, status: 422, detail: "The venue's menu cannot be read." });
  const { menu, clock, now } = venueNow;
  const coupon = order.coupon === null ? undefined : findCouponById(context.coupons, order.coupon, now);
  // A delivery pays its zone's fee. A venue without zones, or that does not locate addresses on a map (its guests
  // type them), charges none.
  let deliveryFee = null;
  if (order.order_type === "delivery" && menu.enable_address_google_maps) {
    const zones = context.deliveryZones;
    if (zones.length > 0) {
      const point = order.address_coordinates?.coordinates;
      if (!point) return refuse({ ok: false, status: 422, detail: "A delivery needs its location.", reasons: [fieldReason("location_needed", "address_coordinates")] });
      const zone = zoneAt(zones, point[1], point[0]);
      if (!zone) return refuse({ ok: false, status: 422, detail: "The address is outside the delivery area.", reasons: [fieldReason("outside_delivery_area", "address_coordinates")] });
      deliveryFee = zone.fee;
    }
  }
  // A plugin may refuse the order with reasons of its own codes (decision 0065), in the core's refusal shape: before
  // the totals are compared, so the guest is told what to fix (an unknown employee id), not that the totals changed.
  const refusedByPlugin = await ctx.orderRefusal?.(context, { menu, fields: pluginFields });
  if (refusedByPlugin) return refuse({ ok: false, status: 422, detail: refusedByPlugin.detail, reasons: refusedByPlugin.reasons });
  // The plugins price the order further from their own payload fields (decision 0064), or refuse it.
  const pluginPricing = ctx.orderPricing
    ? (lines: readonly PricedLine[]) => ctx.orderPricing!(context, { menu, orderType: order.order_type, lines, fields: pluginFields })
    : undefined;
  const priced = priceOrder(menu, order, coupon, clock, deliveryFee, pluginPricing);
  if (!priced.ok) return refuse(priced);

  // A second guest at a table with an open order is offered to merge into it (ordering spec §4, §8): shown as a
  // guest at the table sees it, never with the first guest's name, phone or comments.
  const location = order.order_type === "dine_in" ? orderLocation(order.customer_name) : null;
  if (location || order.payment_type === "card") {
    const answered = await earlier();
    if (answered) return answered;
  }
  if (location) {
    const open = await findOpenOrderAt(ctx.db, venue.license, location);
    if (open) return { ok: false, status: 409, detail: "There is an existing order on this table", existing_order: tableView(open) };
  }

  // A card order is paid online with the venue's provider: one must be reachable.
  const provider = order.payment_type === "card" ? venue.paymentProvider : null;
  // Keys that fail the provider's schema (or none, outside sandbox mode) are no provider: refused here, not at /pay/.
  if (order.payment_type === "card" && (!menu.payment_enabled || !ctx.payments || !(await ctx.payments.availableAt(venue.license, provider)))) {
    return refuse({ ok: false, status: 422, detail: "This venue takes no online payment.", reasons: [fieldReason("no_online_payment", "payment_type")] });
  }

  const uuid = randomUUID();
  // A card order with a provider takes its number first: its payment is issued in the order's transaction, which
  // must not hold the venue's counter meanwhile.
  const takenNumber = provider && ctx.payments ? await nextOrderNumber(ctx.db, venue.license) : undefined;
  const namedDiscounts = priced.totals.namedDiscounts.length > 0 ? { named_discounts: [...priced.totals.namedDiscounts] } : {};
  const pricing: OrderPricing = { coupon: coupon ?? null, delivery_fee: deliveryFee === null ? null : formatMilliPlain(deliveryFee), ...namedDiscounts };
  const figures = orderFigures(priced.totals, coupon ?? null);
  const numbered = (number: string): OrderSnapshot => ({
    uuid,
    padded_order_id: number,
    created: new Date(now).toISOString(),
    customer_name: order.customer_name,
    phone: order.phone,
    reference: number,
    order_type: order.order_type,
    order_comments: order.order_comments,
    delivery_datetime: order.delivery_datetime,
    additional_data: { ...priced.additionalData, tips_amount: "0.000" },
    ...figures,
  });
  const lines = priced.lines.map(storedLine);
  const answer = numbered("");
  const newOrder: NewOrder = { uuid, license: venue.license, key, requestHash, orderType: order.order_type, total: answer.total, payload: order, answer, location, pricing, lines, guest, language };
  let paymentUrl: string | null = null;
  // One statement (order-store.ts): the number, the order, its lines and its guest, with no round trip between them.
  const placedNumber =
    takenNumber === undefined
      ? await insertNewOrder(ctx.db, newOrder)
      : await ctx.db.transaction(async (tx) => {
          const stored = await insertNewOrder(tx, newOrder, takenNumber);
          if (stored !== undefined && provider && ctx.payments) {
            paymentUrl = await ctx.payments.issue(tx, { license: venue.license, provider, orderId: paddedOrderNumber(stored), orderUuid: uuid, amount: answer.total });
            await tx.query("update orders set payment_url = $2 where uuid = $1", [uuid, paymentUrl]);
          }
          return stored;
        });
  if (placedNumber === undefined) {
    // The key has placed an order already (a retry, or a race a moment ago): its answer is the one to give.
    const raced = key ? await answerForKey(ctx, venue.license, key, requestHash, guest) : undefined;
    if (!raced) throw new Error(`Order ${uuid} lost a race for key ${key ?? "(none)"} and no order holds it`);
    return raced;
  }
  const snapshot = numbered(paddedOrderNumber(placedNumber));
  // Composed from what was just stored rather than read back: four queries fewer on the busiest call.
  return { ok: true, order: newOrderAsRead(snapshot, lines, paymentUrl) };
}

/**
 * The answer to a key already used at this venue: the order it placed (and the guest sending it again holds it: a
 * lost answer's retry may come without the cookie the first answer set), or a refusal when the request differs.
 */
async function answerForKey(ctx: ServerContext, license: string, key: string, requestHash: string, guest: string): Promise<PlaceResult | undefined> {
  const earlier = await findKeyedOrder(ctx.db, license, key);
  if (!earlier) return undefined;
  if (earlier.requestHash !== null && earlier.requestHash !== requestHash) return { ok: false, status: 422, detail: keyReusedDetail(key) };
  await holdOrder(ctx.db, earlier.uuid, guest, "placed");
  return { ok: true, order: (await readOrder(ctx.db, earlier.uuid))! };
}

export const storedLine = (line: PricedLine): StoredLine => ({ productId: Number(line.id), name: line.name, unitPrice: line.price, qty: line.qty, detail: line.detail });
