/** A language the venue offers (menu spec section 3, "Language"); also the menu_language answer's items. */
import * as Schema from "effect/Schema";
import { Key, Text } from "../fields";

export const Language = Schema.Struct({
  /** The UI language code used in URLs: "en", "ar", "kp", … */
  code: Key,
  /** The language's name in itself, for the language menus. */
  name_local: Text,
});
export type Language = typeof Language.Type;
