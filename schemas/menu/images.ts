/**
 * The small image objects of the payload (docs/menu-payload.md). Each wraps one URL under the key the backend
 * uses for that rendition; where the whole object may be absent the field decodes to null. An object whose URL is
 * missing, null or unsafe decodes with "" as its URL, which every consumer reads as no image.
 */
import * as Schema from "effect/Schema";
import { ImageUrl as ImageAddress, optionalUrl, Whole, withDefault } from "../fields";

/** An image object's address: a missing or null one (`{"product": null}`, `{}`) reads as "", no image. */
const ImageUrl = withDefault(ImageAddress, "");

/** `logo_image`: `{ "logo": url }`. */
export const LogoImage = Schema.Struct({ logo: ImageUrl });
export type LogoImage = typeof LogoImage.Type;

/** `category_background`: `{ "resized": url }`. */
export const BackgroundImage = Schema.Struct({ resized: ImageUrl });
export type BackgroundImage = typeof BackgroundImage.Type;

/** `desktop_image`: `{ "desktop": url }`. */
export const DesktopImage = Schema.Struct({ desktop: ImageUrl });
export type DesktopImage = typeof DesktopImage.Type;

/** `default_product_image`, `default_category_image`: the placeholder, 800 × 500 unless it says otherwise. */
export const PlaceholderImage = Schema.Struct({
  resized: ImageUrl,
  width: withDefault(Whole, 800),
  height: withDefault(Whole, 500),
});
export type PlaceholderImage = typeof PlaceholderImage.Type;

/** A category's `image` and a product image's `image`: `{ "product": url }`. */
export const ProductImageRef = Schema.Struct({ product: ImageUrl });
export type ProductImageRef = typeof ProductImageRef.Type;

/** One entry of a product's `images`; sizes are null when the backend does not know them. */
export const ProductImage = Schema.Struct({
  image: ProductImageRef,
  image_width: withDefault(Schema.NullOr(Whole), null),
  image_height: withDefault(Schema.NullOr(Whole), null),
});
export type ProductImage = typeof ProductImage.Type;

/** A promotion's `image`: `{ "product": url, "retina": url }`; retina is null when there is none. */
export const PromotionImage = Schema.Struct({
  product: ImageUrl,
  retina: withDefault(optionalUrl("image"), null),
});
export type PromotionImage = typeof PromotionImage.Type;

/** A property's `image`: `{ "icon": url }`. */
export const PropertyImage = Schema.Struct({ icon: ImageUrl });
export type PropertyImage = typeof PropertyImage.Type;

/** An optional image object: absent or null decodes to null. */
export function optionalImage<S extends Schema.Top>(image: S) {
  return withDefault(Schema.NullOr(image), null);
}
