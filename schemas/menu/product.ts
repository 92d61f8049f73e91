/** A product with its variation links and combo groups (menu spec section 3, "Product", "Combo group"). */
import * as Schema from "effect/Schema";
import { Amount, Flag, Id, Integer, listOf, optionalUrl, Rate, Text, withDefault } from "../fields";
import { cardDisplayFields } from "./card-display";
import { HoursPair } from "./hours";
import { ProductImage } from "./images";
import { PriceMath } from "./variation";

/** One variation value offered on a product, with the product's own price for it. */
export const ProductVariation = Schema.Struct({
  variation: Id,
  variation_value: Id,
  /** The product's own price for the value; null (or absent) means the value's own price (docs/pricing.md). */
  price: withDefault(Schema.NullOr(Amount), null),
  math: withDefault(PriceMath, "+"),
  display_price: withDefault(Flag, false),
  display_price_product: withDefault(Flag, false),
});
export type ProductVariation = typeof ProductVariation.Type;

/**
 * A variation value offered on a combo item. The combo rules price these links by themselves (no value to
 * fall back to), so a missing price reads 0 here, as before.
 */
export const ComboProductVariation = Schema.Struct({ ...ProductVariation.fields, price: withDefault(Amount, 0) });

/** A product offered inside a combo group; `id` is the product's id. */
export const ComboProduct = Schema.Struct({
  id: Id,
  name: withDefault(Text, ""),
  price: withDefault(Amount, 0),
  selected: withDefault(Flag, false),
  out_of_stock: withDefault(Flag, false),
  product_variations: listOf(ComboProductVariation),
});
export type ComboProduct = typeof ComboProduct.Type;

/** One choice of a combo: exactly one of its products must be picked. */
export const ComboGroup = Schema.Struct({
  id: Id,
  name: Text,
  products: listOf(ComboProduct),
});
export type ComboGroup = typeof ComboGroup.Type;

export const Product = Schema.Struct({
  id: Id,
  /** The category the product belongs to; null for one listed only inside combos. */
  category: withDefault(Schema.NullOr(Id), null),
  name: Text,
  sku: withDefault(Text, ""),
  /** HTML. */
  description: withDefault(Text, ""),
  price: Amount,
  /** Percent off the price. */
  discount: withDefault(Rate, 0),
  images: listOf(ProductImage),
  video_file: withDefault(optionalUrl("media"), null),
  small_description: withDefault(Text, ""),
  /** Property ids. */
  properties: listOf(Id),
  product_variations: listOf(ProductVariation),
  product_hours: HoursPair,
  out_of_stock: withDefault(Flag, false),
  /** Shows the chef-recommends badge. */
  recommend: withDefault(Flag, false),
  enable_combo: withDefault(Flag, false),
  combo_groups: listOf(ComboGroup),
  upsell_cart: withDefault(Flag, false),
  /** The most a guest may order; null means no limit. */
  pos_available_qty: withDefault(Schema.NullOr(Integer), null),
  ...cardDisplayFields,
});
export type Product = typeof Product.Type;
