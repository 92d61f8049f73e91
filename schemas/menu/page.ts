/** An info page such as the terms (menu spec section 3, "Page"). */
import * as Schema from "effect/Schema";
import { Id, Text, withDefault } from "../fields";

export const Page = Schema.Struct({
  id: Id,
  title: Text,
  /** HTML. */
  content: withDefault(Text, ""),
});
export type Page = typeof Page.Type;
