/**
 * The order payload (ordering spec §3 "Order payload", "Order line payload"), built by one function the app sends
 * and the reference server rebuilds to check it: the server recomputes every figure with the same rules from its
 * own menu and coupons, so a price, discount or total the browser changed never matches (server/orders/).
 */
import { formatMilliPlain, type Milli } from "../../schemas/money";
import { lineOptionTexts } from "../rules/cart-line-text";
import type { CartTotals } from "../rules/cart-totals";
import type { EntityId } from "../rules/ids";
import type { OrderType } from "../rules/order-type";
import type { PaymentType } from "../rules/payment-type";
import type { CartLine } from "../cart/cart-state";

export interface OrderLinePayload {
  product: EntityId;
  product_sku: string | null;
  product_name: string;
  /** One text per chosen variation or combo group: "Size: Large". */
  product_variation: string;
  /** The ids of the chosen variation values. */
  variations: EntityId[];
  combo_groups: { id?: EntityId; name: string; products: { id: EntityId; name: string }[] }[];
  /** The unit price, before tax, as decimal text ("12.500"). */
  product_price: string;
  product_price_currency: string;
  quantity: number;
  special_instructions: string;
  cart_uuid: string;
}

export interface OrderPayload {
  menu: EntityId;
  customer_name: string;
  address: string;
  address_coordinates: { type: "Point"; coordinates: [number, number] } | null;
  address_google_place_data: { formatted_address: string } | null;
  address_flat_no: string;
  address_building_premise: string;
  address_area_street: string;
  address_landmark: string;
  email: string;
  phone: string;
  order_comments: string;
  order_type: OrderType;
  delivery_fees: string;
  delivery_fees_currency: string;
  coupon: EntityId | null;
  discount: string;
  taxes: { id: EntityId; name: string; amount: string }[];
  sub_total: string;
  sub_total_currency: string;
  total: string;
  total_currency: string;
  delivery_datetime: string | null;
  payment_type: PaymentType;
  line_items: OrderLinePayload[];
  /** The fields plugins add (docs/plugins.md, "Order payload fields"). */
  additional_data: { readonly [field: string]: unknown };
}

/** What the payload is built from: the cart, its totals, the checkout form and the venue. */
export interface OrderInput {
  menuId: EntityId;
  currency: string;
  lines: readonly CartLine[];
  totals: CartTotals;
  orderType: OrderType;
  couponId: EntityId | null;
  paymentType: PaymentType;
  customer: { name: string; email: string; phone: string };
  orderComments: string;
  deliveryDatetime: string | null;
  delivery: {
    formattedAddress: string;
    location: { lat: number; lng: number } | null;
    place: { formatted_address: string } | null;
    flatNo: string;
    buildingPremise: string;
    areaStreet: string;
    landmark: string;
  };
  /** What plugins add to `additional_data` (their `orderPayloadFields`). */
  additionalData?: Readonly<Record<string, unknown>>;
}

const money = (amount: Milli) => formatMilliPlain(amount);

export function orderLine(line: CartLine, currency: string): OrderLinePayload {
  return {
    product: line.id,
    product_sku: line.sku,
    product_name: line.name,
    product_variation: lineOptionTexts(line).join("\n"),
    variations: line.variations.flatMap((v) => v.values.filter((value) => value.selected).map((value) => value.id)),
    combo_groups: line.combo_groups.map((group) => ({
      ...(group.id === undefined ? {} : { id: group.id }),
      name: group.name,
      products: group.products.filter((p) => p.selected).map((p) => ({ id: p.id, name: p.name })),
    })),
    product_price: money(line.price),
    product_price_currency: currency,
    quantity: line.qty,
    special_instructions: line.special_instructions,
    cart_uuid: line.uuid,
  };
}

/** The payload `POST /{lang}/api/order/` carries, every amount as the backend's decimal text. */
export function buildOrderPayload(input: OrderInput): OrderPayload {
  const { totals, delivery } = input;
  const isDelivery = input.orderType === "delivery";
  return {
    menu: input.menuId,
    customer_name: input.customer.name,
    address: isDelivery ? delivery.formattedAddress : "",
    address_coordinates: isDelivery && delivery.location ? { type: "Point", coordinates: [delivery.location.lng, delivery.location.lat] } : null,
    address_google_place_data: isDelivery ? delivery.place : null,
    address_flat_no: isDelivery ? delivery.flatNo : "",
    address_building_premise: isDelivery ? delivery.buildingPremise : "",
    address_area_street: isDelivery ? delivery.areaStreet : "",
    address_landmark: isDelivery ? delivery.landmark : "",
    email: input.customer.email,
    phone: input.customer.phone,
    order_comments: input.orderComments,
    order_type: input.orderType,
    delivery_fees: money(totals.deliveryFee),
    delivery_fees_currency: input.currency,
    coupon: input.couponId,
    discount: money(totals.discount),
    taxes: totals.taxes.filter((t) => !t.included).map((t) => ({ id: t.id, name: t.name, amount: money(t.amount) })),
    sub_total: money(totals.subTotal),
    sub_total_currency: input.currency,
    total: money(totals.total),
    total_currency: input.currency,
    delivery_datetime: input.deliveryDatetime,
    payment_type: input.paymentType,
    line_items: input.lines.map((line) => orderLine(line, input.currency)),
    additional_data: { ...input.additionalData },
  };
}
