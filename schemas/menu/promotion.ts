/** A promotion shown on /promotions, on load, or in an empty category (menu spec section 3, "Promotion"). */
import * as Schema from "effect/Schema";
import { Flag, Id, optionalUrl, Text, withDefault } from "../fields";
import { optionalImage, PromotionImage } from "./images";

export const Promotion = Schema.Struct({
  id: Id,
  title: withDefault(Text, ""),
  image: optionalImage(PromotionImage),
  video: withDefault(optionalUrl("media"), null),
  /** Listed means meant to be shown: absent counts as enabled (docs/menu-payload.md, "Defaults"). */
  enable: withDefault(Flag, true),
});
export type Promotion = typeof Promotion.Type;
