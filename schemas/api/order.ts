import * as Schema from "effect/Schema";
import { Amount, Id, listOf, OptionalText, Rate, Text, withDefault } from "../fields";

/** One line of an order as the app sends it (ordering spec §3 "Order line payload"). */
export const OrderLineRequest = Schema.Struct({
  product: Id,
  product_sku: withDefault(Schema.NullOr(Text), null),
  product_name: withDefault(Text, ""),
  product_variation: withDefault(Text, ""),
  variations: listOf(Id),
  combo_groups: listOf(Schema.Struct({ id: Schema.optional(Id), name: withDefault(Text, ""), products: listOf(Schema.Struct({ id: Id, name: withDefault(Text, "") })) })),
  product_price: Amount,
  product_price_currency: withDefault(Text, ""),
  quantity: Schema.Finite.check(Schema.makeFilter((n: number) => Number.isSafeInteger(n) && n >= 1 && n <= 999, { expected: "a quantity from 1 to 999", toJsonSchema: () => ({ type: "integer", minimum: 1, maximum: 999 }) })),
  special_instructions: withDefault(Text, ""),
  cart_uuid: withDefault(Text, ""),
});

const OrderLines = Schema.Array(OrderLineRequest).check(Schema.makeFilter((l: readonly unknown[]) => l.length > 0, { expected: "at least one line", toJsonSchema: () => ({ minItems: 1 }) }));

/** The order-edit call's body (PATCH /{lang}/api/order/{uuid}/): the lines to add to an open order. */
export const OrderEditRequest = Schema.Struct({ line_items: OrderLines });

/** An order as the app sends it (ordering spec §3 "Order payload"); the server checks every figure in it. */
export const OrderRequest = Schema.Struct({
  menu: Id,
  customer_name: withDefault(Text, ""),
  address: withDefault(Text, ""),
  /** Where a delivery goes, as a GeoJSON point [lng, lat]; the server finds its delivery zone and fee. */
  address_coordinates: withDefault(Schema.NullOr(Schema.Struct({ type: Schema.Literal("Point"), coordinates: Schema.Tuple([Rate, Rate]) })), null),
  email: withDefault(Text, ""),
  phone: withDefault(Text, ""),
  order_comments: withDefault(Text, ""),
  order_type: Schema.Literals(["delivery", "dine_in", "takeaway", "drive_thru"]),
  delivery_fees: withDefault(Amount, 0),
  coupon: withDefault(Schema.NullOr(Id), null),
  discount: withDefault(Amount, 0),
  taxes: listOf(Schema.Struct({ id: Id, name: withDefault(Text, ""), amount: Amount })),
  sub_total: Amount,
  total: Amount,
  delivery_datetime: withDefault(OptionalText, null),
  payment_type: Schema.Literals(["cash", "machine", "card", "loyalty", "blue_wallet"]),
  line_items: OrderLines,
  /** Venue-group extras: the employee whose id the guest applied (the employee discount, ordering spec §4). */
  additional_data: withDefault(Schema.Struct({ employee_id: withDefault(OptionalText, null) }), {}),
});
export type OrderRequest = typeof OrderRequest.Type;
