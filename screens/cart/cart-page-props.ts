import * as Schema from "effect/Schema";

/**
 * The heading of an ordering screen's page: 'Cart' unless the layout names another. Built in development only, where
 * the registry checks the layouts' props with it: as written, they are what it decodes (decision 0058).
 */
export const cartPageProps = () => Schema.Struct({ title: Schema.optional(Schema.Literals(["cart", "checkout", "order_details", "delivery_location"])) });
export type CartPageProps = ReturnType<typeof cartPageProps>["Type"];
