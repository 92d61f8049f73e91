import * as Schema from "effect/Schema";
import { installFastPath } from "../fast-path";
import { Amount, Id, OptionalText, Rate, Text, withDefault } from "../fields";

/**
 * Bounds on every part of an order (issue 17): generous for any real order, so that one request cannot fill the store,
 * stall the server or the receipt. A body past one is refused naming the field (`line_items: at most 100 items`).
 */
export const ORDER_BOUNDS = { lines: 100, name: 120, address: 500, email: 254, phone: 32, comments: 1000, instructions: 500, label: 200, code: 64, choices: 50, payloadFields: 16 } as const;

/** Text of at most `max` characters (for a plugin's payload fields too: engine/plugin-api/server-plugin.ts). */
export const TextUpTo = (max: number) =>
  Text.check(Schema.makeFilter((s: string) => s.length <= max, { expected: `at most ${max} characters`, toJsonSchema: () => ({ maxLength: max }) }));
/** Text or null (blank reads as null) of at most `max` characters. */
export const OptionalTextUpTo = (max: number) =>
  OptionalText.check(Schema.makeFilter((s: string | null) => s === null || s.length <= max, { expected: `at most ${max} characters`, toJsonSchema: () => ({ maxLength: max }) }));
/** A list of at most `max` items. */
export const ArrayUpTo = <S extends Schema.Top>(item: S, max: number) =>
  Schema.Array(item).check(Schema.makeFilter((l: readonly unknown[]) => l.length <= max, { expected: `at most ${max} items`, toJsonSchema: () => ({ maxItems: max }) }));
export const listUpTo = <S extends Schema.Top>(item: S, max: number) => withDefault(ArrayUpTo(item, max), []);
const B = ORDER_BOUNDS;

/**
 * `additional_data`: the fields the plugins' server halves declare (`payloadFields`), by their backend names. The
 * core reads only that it is an object of a few fields with short names; the order route then decodes each field with
 * its plugin's schema and refuses a name no plugin here declares (server/plugins/payload-fields.ts), so that a field
 * is never silently dropped or kept unread.
 */
export const PayloadFields = Schema.Record(Schema.String, Schema.Unknown).check(
  Schema.makeFilter((fields: object) => Object.keys(fields).length <= B.payloadFields, {
    expected: `at most ${B.payloadFields} fields`,
    toJsonSchema: () => ({ maxProperties: B.payloadFields }),
  }),
);

/** One line of an order as the app sends it (ordering spec §3 "Order line payload"). */
export const OrderLineRequest = Schema.Struct({
  product: Id,
  product_sku: withDefault(Schema.NullOr(TextUpTo(B.code)), null),
  product_name: withDefault(TextUpTo(B.label), ""),
  product_variation: withDefault(TextUpTo(B.instructions), ""),
  variations: listUpTo(Id, B.choices),
  combo_groups: listUpTo(
    Schema.Struct({ id: withDefault(Schema.NullOr(Id), null), name: withDefault(TextUpTo(B.label), ""), products: listUpTo(Schema.Struct({ id: Id, name: withDefault(TextUpTo(B.label), "") }), B.choices) }),
    B.choices,
  ),
  product_price: Amount,
  product_price_currency: withDefault(TextUpTo(B.code), ""),
  quantity: Schema.Finite.check(Schema.makeFilter((n: number) => Number.isSafeInteger(n) && n >= 1 && n <= 999, { expected: "a quantity from 1 to 999", toJsonSchema: () => ({ type: "integer", minimum: 1, maximum: 999 }) })),
  special_instructions: withDefault(TextUpTo(B.instructions), ""),
  cart_uuid: withDefault(TextUpTo(B.code), ""),
});

const OrderLines = ArrayUpTo(OrderLineRequest, B.lines).check(
  Schema.makeFilter((l: readonly unknown[]) => l.length > 0, { expected: "at least one line", toJsonSchema: () => ({ minItems: 1 }) }),
);

/** The order-edit call's body (PATCH /{lang}/api/order/{uuid}/): the lines to add to an open order. */
export const OrderEditRequest = installFastPath(Schema.Struct({ line_items: OrderLines }));

/**
 * An order as the app sends it (ordering spec §3 "Order payload"); the server checks every figure in it. Decoded on
 * the compiled path (decision 0011): Effect's interpreter took half of the server's CPU per order; it still words
 * every problem of a body that does not read. Every field must therefore be built from schemas/fields.ts helpers.
 */
export const OrderRequest = installFastPath(Schema.Struct({
  menu: Id,
  customer_name: withDefault(TextUpTo(B.name), ""),
  address: withDefault(TextUpTo(B.address), ""),
  /** Where a delivery goes, as a GeoJSON point [lng, lat]; the server finds its delivery zone and fee. */
  address_coordinates: withDefault(Schema.NullOr(Schema.Struct({ type: Schema.Literal("Point"), coordinates: Schema.Tuple([Rate, Rate]) })), null),
  email: withDefault(TextUpTo(B.email), ""),
  phone: withDefault(TextUpTo(B.phone), ""),
  order_comments: withDefault(TextUpTo(B.comments), ""),
  order_type: Schema.Literals(["delivery", "dine_in", "takeaway", "drive_thru"]),
  delivery_fees: withDefault(Amount, 0),
  coupon: withDefault(Schema.NullOr(Id), null),
  discount: withDefault(Amount, 0),
  taxes: listUpTo(Schema.Struct({ id: Id, name: withDefault(TextUpTo(B.label), ""), amount: Amount }), B.choices),
  sub_total: Amount,
  total: Amount,
  delivery_datetime: withDefault(OptionalTextUpTo(B.code), null),
  /** The core's cash, machine or card, or a type a plugin's server half adds: the order route checks which (400). */
  payment_type: TextUpTo(B.code),
  line_items: OrderLines,
  /** What plugins add (their browser halves' orderPayloadFields), each decoded and priced by its server half. */
  additional_data: withDefault(PayloadFields, {}),
}));
export type OrderRequest = typeof OrderRequest.Type;
