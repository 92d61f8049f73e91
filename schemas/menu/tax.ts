/**
 * A tax (menu spec section 3, "Tax"). `type` and `rate` are required: a guessed default would silently change
 * every price. For a fixed tax, `rate` is an amount in the main currency unit.
 */
import * as Schema from "effect/Schema";
import { Id, Rate, Text, withDefault } from "../fields";

export const TaxType = Schema.Literals(["percentage", "fixed"]);
export type TaxType = typeof TaxType.Type;

export const Tax = Schema.Struct({
  id: Id,
  name: withDefault(Text, ""),
  type: TaxType,
  rate: Rate,
});
export type Tax = typeof Tax.Type;
