import * as Schema from "effect/Schema";
import { listOf, Text, withDefault } from "../fields";

/** The order as the order calls answer it (a part of ordering spec §3 "Order (as read)"). */
export const PlacedOrderAnswer = Schema.Struct({
  uuid: Text,
  padded_order_id: withDefault(Text, ""),
  payment_url: withDefault(Schema.NullOr(Text), null),
  created: withDefault(Text, ""),
  status: withDefault(Text, ""),
  customer_name: withDefault(Text, ""),
  sub_total: withDefault(Text, ""),
  total: withDefault(Text, ""),
  line_items: listOf(Schema.Struct({ quantity: Schema.Number, product_name: Text, product_price: Text })),
});
export type PlacedOrderAnswer = typeof PlacedOrderAnswer.Type;
