/** A menu category (menu spec section 3, "Category"). */
import * as Schema from "effect/Schema";
import { Flag, Id, listOf, Text, Whole, withDefault } from "../fields";
import { cardDisplayFields, ViewFormat } from "./card-display";
import { HoursPair } from "./hours";
import { optionalImage, ProductImageRef } from "./images";

/** What a special category gathers on one page with a sticky nav bar. */
export const SpecialCategoryType = Schema.Literals(["all", "all_in_category", "discounted", "combos"]);
export type SpecialCategoryType = typeof SpecialCategoryType.Type;

export const Category = Schema.Struct({
  id: Id,
  name: Text,
  description: withDefault(Text, ""),
  /** The parent category's id; null for a top-level category. */
  parent: withDefault(Schema.NullOr(Id), null),
  image: optionalImage(ProductImageRef),
  image_width: withDefault(Schema.NullOr(Whole), null),
  image_height: withDefault(Schema.NullOr(Whole), null),
  /** The ids of the category's products, in menu order. */
  products: listOf(Id),
  /** Promotion ids shown when the category has no products. */
  promotions: listOf(Id),
  view_format: withDefault(ViewFormat, 1),
  enable_special_category: withDefault(Flag, false),
  special_category_type: withDefault(Schema.NullOr(SpecialCategoryType), null),
  special_category_display_categories: listOf(Id),
  category_hours: HoursPair,
  ...cardDisplayFields,
});
export type Category = typeof Category.Type;
