/**
 * A tax (menu spec section 3, "Tax"). `type` and `rate` are required: a guessed default would silently change
 * every price. For a fixed tax, `rate` is an amount in the main currency unit.
 */
import * as Schema from "effect/Schema";
import { Id, Rate, scalar, Text, withDefault } from "../fields";
import { readTaxType, TAX_TYPES, type TaxType as TaxTypeValue } from "../field-readers";

export type TaxType = TaxTypeValue;

/** "percentage" or "fixed", in any case ("Percentage" is what some back offices send). */
export const TaxType = scalar<TaxType, string>({
  read: readTaxType,
  write: (t) => t,
  isDecoded: (u): u is TaxType => typeof u === "string" && TAX_TYPES.has(u),
  expected: 'one of "percentage", "fixed"',
  wireJsonSchema: { type: "string", description: '"percentage" or "fixed", in any case' },
  generated: "readTaxType",
});

export const Tax = Schema.Struct({
  id: Id,
  name: withDefault(Text, ""),
  type: TaxType,
  rate: Rate,
});
export type Tax = typeof Tax.Type;
