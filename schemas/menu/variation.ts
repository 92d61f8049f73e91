/** A variation group and its values (menu spec section 3, "Variation"), referenced by products. */
import * as Schema from "effect/Schema";
import { Amount, Flag, Id, listOf, scalar, Text, Whole, withDefault } from "../fields";
import { readPriceMath, type PriceMath as PriceMathValue } from "../field-readers";

export type PriceMath = PriceMathValue;

/** How a value's price changes the product's: added or subtracted; "+"/"-" or the words "plus"/"minus". */
export const PriceMath = scalar<PriceMath, string>({
  read: readPriceMath,
  write: (m) => m,
  isDecoded: (u): u is PriceMath => u === "+" || u === "-",
  expected: 'one of "+", "-"',
  wireJsonSchema: { enum: ["+", "-", "plus", "minus"] },
  generated: "readPriceMath",
});

export const VariationValue = Schema.Struct({
  id: Id,
  value: Text,
  price: withDefault(Amount, 0),
  math: withDefault(PriceMath, "+"),
  /** The backend's shared value id, when it has one. */
  variation_value: withDefault(Schema.NullOr(Id), null),
  /** The value's price is the product's price (not an adjustment). */
  display_price_product: withDefault(Flag, false),
});
export type VariationValue = typeof VariationValue.Type;

export const Variation = Schema.Struct({
  id: Id,
  name: Text,
  required: withDefault(Flag, false),
  /** Checkboxes instead of a single choice. */
  multiple: withDefault(Flag, false),
  /** 0 means no limit. */
  max_choices_allowed: withDefault(Whole, 0),
  values: listOf(VariationValue),
});
export type Variation = typeof Variation.Type;
