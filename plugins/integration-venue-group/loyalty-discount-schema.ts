/**
 * One loyalty promotion as the loyalty call answers it: the call's answer (loyalty.ts) and the state kept for
 * the tab (saved-venue-group-state.ts) read it, both off the first screen. The shared context field's shape
 * (engine/plugin-api/shared-context-fields.ts) is built in development only: a schema a first-screen module builds
 * or hands on would bring Effect to every route (decision 0058).
 */
import * as Schema from "effect/Schema";

export const LoyaltyDiscountSchema = Schema.Struct({
  name: Schema.String,
  discounts: Schema.Array(Schema.Struct({ discountSum: Schema.Union([Schema.Number, Schema.String]) })),
});
