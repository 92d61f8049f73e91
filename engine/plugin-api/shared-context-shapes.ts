/**
 * The shared context fields' value shapes (shared-context-fields.ts), for the development check of the layouts'
 * `when` variables. Built in development only: shared-context-fields.ts calls these behind `import.meta.env?.DEV`,
 * so a production build drops this module and, with it, the first screen's last import of Effect. A module the
 * first screen imports must not import Effect at all, even for development: the bundler keeps the import and
 * loads Effect's chunk with the first screen as soon as any other chunk uses Effect (decision 0058).
 */
import * as Schema from "effect/Schema";
import type { PriceAdjustments } from "../cart/cart-state";
import type { Milli } from "../../schemas/money";

export const activeOrderShape = () => Schema.NullOr(Schema.String);

export const flagShape = () => Schema.Boolean;

/** Loyalty promotions, each as the loyalty call answers it, and a tip in thousandths. */
export const priceAdjustmentsShape = (): Schema.Codec<PriceAdjustments, unknown> =>
  Schema.Struct({
    loyaltyDiscounts: Schema.Array(Schema.Struct({ name: Schema.String, discounts: Schema.Array(Schema.Struct({ discountSum: Schema.Union([Schema.Number, Schema.String]) })) })),
    tips: Schema.declare((u: unknown): u is Milli => typeof u === "number" && Number.isSafeInteger(u)),
  });
