/**
 * Context fields the core reads but a plugin supplies: each is a named contract (name, schema, value when no
 * plugin supplies it). A plugin implements one with `defineContextField({ ...ACTIVE_ORDER, get, subscribe })`;
 * core blocks read it with `useContextValue(ACTIVE_ORDER)` (engine/react) and layouts with `{"var": "activeOrder"}`.
 * Today the venue-group integration (plugins/integration-venue-group) supplies all three.
 *
 * The schemas serve only the development check of the layouts' `when` variables (engine/layout-core/context-shape.ts):
 * built in development and the tests (`developmentShape`), left out of the production build, where nothing
 * reads them, so the first screen carries no Effect for them (decision 0058).
 */
import type * as Schema from "effect/Schema";
import { NO_PRICE_ADJUSTMENTS, type PriceAdjustments } from "../cart/cart-state";
import type { Milli } from "../../schemas/money";
import { developmentShape } from "./development-shape";
import type { PluginRegistry } from "./registry";

export interface SharedContextField<T> {
  readonly name: string;
  /** The value's shape for the development check; undefined in production. */
  readonly schema: Schema.Codec<T, unknown> | undefined;
  /** The value while no plugin supplies the field. */
  readonly fallback: T;
}

/** The uuid of the table's active order (the header's cart icon leads there, "Add to Order"), or null. */
export const ACTIVE_ORDER: SharedContextField<string | null> = { name: "activeOrder", schema: import.meta.env?.DEV ? developmentShape((S) => S.NullOr(S.String)) : undefined, fallback: null };

/** The active order is the point-of-sale's common table order: nothing may be added from this phone. */
export const COMMON_ORDER: SharedContextField<boolean> = { name: "commonOrder", schema: import.meta.env?.DEV ? developmentShape((S) => S.Boolean) : undefined, fallback: false };

/**
 * A plugin's call the order must wait for (ordering spec §5: submit is disabled while a plugin's discounts load):
 * while true the checkout's submit is disabled.
 */
export const CHECKOUT_HOLD: SharedContextField<boolean> = { name: "checkoutHold", schema: import.meta.env?.DEV ? developmentShape((S) => S.Boolean) : undefined, fallback: false };

/** A plugin's named discounts (engine/rules/named-discount.ts) and a tip the cart's totals take into account (engine/cart). */
export const PRICE_ADJUSTMENTS: SharedContextField<PriceAdjustments> = {
  name: "priceAdjustments",
  // Each named discount and the tip in thousandths.
  schema: import.meta.env?.DEV
    ? developmentShape((S) => {
        const StoredMilli = S.declare((u: unknown): u is Milli => typeof u === "number" && Number.isSafeInteger(u));
        return S.Struct({ namedDiscounts: S.Array(S.Struct({ id: S.String, label: S.String, amount: StoredMilli })), tips: StoredMilli });
      })
    : undefined,
  fallback: NO_PRICE_ADJUSTMENTS,
};

/** A shared field's value now, for guards and loaders (blocks use `useContextValue`): the fallback when no plugin supplies it. */
export function readSharedField<T>(registry: Pick<PluginRegistry, "contextFields">, field: SharedContextField<T>): T {
  const supplied = registry.contextFields.find((f) => f.value.name === field.name)?.value;
  // The registry checked at start-up that a supplier of this name uses the field's schema.
  return supplied ? (supplied.get() as T) : field.fallback;
}
