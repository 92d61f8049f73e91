import * as Schema from "effect/Schema";

/** The heading of an ordering screen's page: 'Cart' unless the layout names another. */
export const CartPageProps = Schema.Struct({ title: Schema.optional(Schema.Literals(["cart", "checkout", "order_details", "delivery_location"])) });
