/**
 * How the stores' records in the browser's storage are read (their schemas: engine/cart/saved-cart.ts,
 * engine/checkout/saved-checkout.ts, a plugin's saved state). Unlike a venue payload they came from us, but from
 * an older version of the app or a guest's edits in the devtools, so nothing in them is trusted: a bad field
 * falls back to its default (the key is dropped, the store's default fills it), a bad list item is dropped, and
 * a record of an unknown version is ignored.
 *
 * Only schemas use this module: the first screen restores with the decoders generated from them at build time
 * (`virtual:carta-menu-decoder`, decision 0058), so each helper teaches the generator its transformation.
 */
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import type { Milli } from "../../schemas/money";
import { teachFastPath } from "../../schemas/fast-recipes";
import { generatedCheck } from "../../schemas/fields";
import { isAtLeast, isFiniteNumber, isInteger, isStoredMilli } from "../../schemas/field-readers";

/** An optional key whose bad value is dropped as if absent, so the store's default applies. */
export function fallible<S extends Schema.Top>(schema: S) {
  const field = Schema.optionalKey(schema.pipe(Schema.catchDecoding(() => Effect.succeed(Option.none()))));
  // No run-time fast path (only the generated decoder reads stored records without Effect).
  return teachFastPath(field, { readsMissing: false, generated: { caughtAs: "absent", inner: schema.ast }, build: () => undefined });
}

/** A list whose unreadable items are dropped, keeping the readable ones in order (`presentItems` removes them). */
export function listDroppingBadItems<S extends Schema.Top>(item: S) {
  const nullable = Schema.NullOr(item);
  const orNull = nullable.pipe(Schema.catchDecoding(() => Effect.succeed(Option.some(null))));
  const taught = teachFastPath(orNull, { readsMissing: false, generated: { caughtAs: "null", inner: nullable.ast }, build: () => undefined });
  return Schema.Array(taught);
}

/** An amount in whole thousandths (`Milli`), as the app stores it. */
export const StoredMilli = Schema.declare((u: unknown): u is Milli => isStoredMilli(u), {
  expected: "an amount in whole thousandths",
  generated: "isStoredMilli",
});

/** A finite JSON number. */
export const StoredNumber = Schema.Number.check(generatedCheck(isFiniteNumber, "a finite number", "isFiniteNumber"));

/** A whole number no less than `minimum`. */
export function storedWholeAtLeast(minimum: number) {
  return Schema.Number.check(
    generatedCheck(isInteger, "an integer", "isInteger"),
    generatedCheck((n: number) => isAtLeast(n, minimum), `a value greater than or equal to ${minimum}`, "isAtLeast", [minimum]),
  );
}

/** An entity id as the cart keeps it: a number or a string. */
export const StoredId = Schema.Union([StoredNumber, Schema.String]);
