/**
 * A feedback form as the menu lists it (ordering spec section 3, "Venue settings" → forms). Its fields come
 * from the feedback call; a venue file carries them as `form_data` (schemas/venue-file.ts).
 */
import * as Schema from "effect/Schema";
import { Flag, Id, Text, withDefault } from "../fields";

export const FormEntry = Schema.Struct({
  id: Id,
  name: Text,
  /** Listed means meant to be offered: absent counts as enabled. */
  enable: withDefault(Flag, true),
  display_on_order_success: withDefault(Flag, false),
  display_on_menu_load: withDefault(Flag, false),
});
export type FormEntry = typeof FormEntry.Type;
