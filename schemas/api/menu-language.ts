/**
 * `GET /en/api/menu_language/{license}/` (menu spec section 7): the venue's default language and the
 * languages it offers, read before the menu itself is loaded.
 */
import * as Schema from "effect/Schema";
import { Key, listOf } from "../fields";
import { Language } from "../menu/language";

export const MenuLanguageAnswer = Schema.Struct({
  default_language: Key,
  languages: listOf(Language),
});
export type MenuLanguageAnswer = typeof MenuLanguageAnswer.Type;
