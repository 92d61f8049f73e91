import * as Schema from "effect/Schema";
import { Flag, listOf, Text, withDefault } from "../fields";

const Money = withDefault(Text, "0.000");

/** One line of an order as read: its status ("Deleted" lines are struck through and not counted). */
export const OrderLineAnswer = Schema.Struct({
  status: withDefault(Text, ""),
  quantity: Schema.Finite,
  product_name: Text,
  product_variation: withDefault(Text, ""),
  combo_groups: withDefault(Schema.Array(Schema.Unknown), []),
  product_price: Text,
  special_instructions: withDefault(Text, ""),
});

/** The order as the order calls answer it (ordering spec §3 "Order (as read)"); amounts as decimal text. */
export const PlacedOrderAnswer = Schema.Struct({
  uuid: Text,
  padded_order_id: withDefault(Text, ""),
  payment_url: withDefault(Schema.NullOr(Text), null),
  created: withDefault(Text, ""),
  status: withDefault(Text, ""),
  /** Its digits identify the table or room ("Table# 7"). */
  customer_name: withDefault(Text, ""),
  phone: withDefault(Text, ""),
  reference: withDefault(Text, ""),
  order_type: withDefault(Text, ""),
  discounts: listOf(Schema.Struct({ name: withDefault(Text, ""), amount_value: Money, free_delivery: withDefault(Flag, false) })),
  delivery_fees: Money,
  sub_total: Money,
  taxes: listOf(Schema.Struct({ id: withDefault(Schema.Unknown, null), name: withDefault(Text, ""), amount: Money })),
  total: Money,
  order_comments: withDefault(Text, ""),
  /** When the guest wants it, with the venue's UTC offset ("2026-11-23T12:00:00+04:00"); orders placed before it was kept have none. */
  delivery_datetime: Schema.optional(Schema.NullOr(Schema.String)),
  /**
   * The guest's tip, and the fields a plugin's pricing kept with the order (its server half's `orderPricing`), kept
   * as they came: the plugin's browser half decodes its own (a plugin's read fields are its business, not the core's).
   */
  additional_data: withDefault(Schema.StructWithRest(Schema.Struct({ tips_amount: Money }), [Schema.Record(Schema.String, Schema.Unknown)]), {}),
  payments: listOf(Schema.Struct({ payment_type: withDefault(Text, ""), amount: Money })),
  balance_due: Money,
  change: Money,
  line_items: listOf(OrderLineAnswer),
  split_payments: listOf(Schema.Struct({ uuid: withDefault(Text, ""), guest_name: withDefault(Text, ""), amount: Money, status: withDefault(Text, "") })),
  /** The point of sale holds the order's table (venue-group mode): order with a waiter. Absent: not told. */
  common_order: Schema.optional(Flag),
});
export type PlacedOrderAnswer = typeof PlacedOrderAnswer.Type;
