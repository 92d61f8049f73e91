/**
 * The decoders the cart and checkout stores restore their records with: each gives the record as its schema
 * decodes it, or undefined where the schema refuses it.
 *
 * In the app's build and the unit tests, Vite serves this module as re-exports of the decoders generated at build
 * time from the same schemas (`virtual:carta-menu-decoder`, scripts/vite/menu-decoder-module.ts), so the first
 * screen restores without Effect (decision 0058). Outside Vite (Playwright's test loader, scripts under tsx), where
 * no build-time module exists, this file itself runs: the schemas decoded by Effect, which the generated code
 * agrees with (tests/property/generated-stored-decoders.test.ts).
 */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { SavedAddressBook, SavedCart } from "../cart/saved-cart";
import { SavedCheckout, SavedContact } from "../checkout/saved-checkout";

function optionally<S extends Schema.Codec<unknown, unknown>>(schema: S): (input: unknown) => S["Type"] | undefined {
  const decode = Schema.decodeUnknownOption(schema);
  return (input) => Option.getOrUndefined(decode(input));
}

export const decodeValidSavedCart = optionally(SavedCart);
export const decodeValidSavedAddressBook = optionally(SavedAddressBook);
export const decodeValidSavedContact = optionally(SavedContact);
export const decodeValidSavedCheckout = optionally(SavedCheckout);
