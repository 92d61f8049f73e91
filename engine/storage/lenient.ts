/**
 * Reading what this app saved in the browser's storage earlier. Unlike a venue payload it came from us, but from
 * an older version of the app or a guest's edits in the devtools, so nothing in it is trusted: a bad field
 * falls back to its default (the key is dropped, the store's default fills it), a bad list item is dropped, and
 * a record of an unknown version is ignored.
 */
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import type { Milli } from "../../schemas/money";

/** An optional key whose bad value is dropped as if absent, so the store's default applies. */
export function fallible<S extends Schema.Top>(schema: S) {
  return Schema.optionalKey(schema.pipe(Schema.catchDecoding(() => Effect.succeed(Option.none()))));
}

/** A list whose unreadable items are dropped, keeping the readable ones in order. */
export function listDroppingBadItems<S extends Schema.Top>(item: S) {
  const orNull = Schema.NullOr(item).pipe(Schema.catchDecoding(() => Effect.succeed(Option.some(null))));
  return Schema.Array(orNull);
}

/** The items of a decoded `listDroppingBadItems`, without the dropped ones. */
export function presentItems<T>(items: readonly (T | null)[] | undefined): T[] {
  return (items ?? []).filter((item): item is T => item !== null);
}

/** Parses stored JSON text; anything that is not an object reads as nothing. */
export function parseStoredObject(text: string | null): Readonly<Record<string, unknown>> | undefined {
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** An amount in whole thousandths (`Milli`), as the app stores it. */
export const StoredMilli = Schema.declare((u: unknown): u is Milli => typeof u === "number" && Number.isSafeInteger(u), {
  expected: "an amount in whole thousandths",
});

/** An entity id as the cart keeps it: a number or a string. */
export const StoredId = Schema.Union([Schema.Number.check(Schema.isFinite()), Schema.String]);
