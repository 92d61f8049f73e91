/**
 * Which picture a card shows (doc 1 §2 cards, §9): the item's own image, else the venue's placeholder
 * (`default_product_image`, `default_category_image`, 800 × 500 unless it says otherwise), else none, in which
 * case the screen draws a neutral placeholder in the same 16:10 frame. Sizes are always known, so the space
 * is reserved before the image arrives.
 */

/** The spec's placeholder product image size. */
export const PLACEHOLDER_WIDTH = 800;
export const PLACEHOLDER_HEIGHT = 500;

/** An image to show, with the size to reserve. */
export interface CardImage {
  src: string;
  width: number;
  height: number;
  /** The venue's placeholder rather than the item's own image. */
  placeholder: boolean;
}

/** A venue placeholder (`default_product_image`, `default_category_image`). */
export interface PlaceholderRef {
  resized: string;
  width?: number | null;
  height?: number | null;
}

function size(value: number | null | undefined, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The venue's placeholder as a picture to show, at its size; null when it names no file. */
export function fromPlaceholder(placeholder: PlaceholderRef | null | undefined): CardImage | null {
  if (!placeholder || placeholder.resized.trim() === "") return null;
  return {
    src: placeholder.resized,
    width: size(placeholder.width, PLACEHOLDER_WIDTH),
    height: size(placeholder.height, PLACEHOLDER_HEIGHT),
    placeholder: true,
  };
}

/** A product card's image: its first image, else the venue's product placeholder, else null. */
export function productCardImage(
  product: { images?: readonly { image: { product: string }; image_width?: number | null; image_height?: number | null }[] | null },
  placeholder: PlaceholderRef | null | undefined,
): CardImage | null {
  const first = (product.images ?? []).find((i) => i.image.product.trim() !== "");
  if (first) {
    return {
      src: first.image.product,
      width: size(first.image_width, PLACEHOLDER_WIDTH),
      height: size(first.image_height, PLACEHOLDER_HEIGHT),
      placeholder: false,
    };
  }
  return fromPlaceholder(placeholder);
}

/** A category card's image: its own, else the venue's category placeholder, else null. */
export function categoryCardImage(
  category: { image?: { product: string } | null; image_width?: number | null; image_height?: number | null },
  placeholder: PlaceholderRef | null | undefined,
): CardImage | null {
  const src = category.image?.product ?? "";
  if (src.trim() !== "") {
    return {
      src,
      width: size(category.image_width, PLACEHOLDER_WIDTH),
      height: size(category.image_height, PLACEHOLDER_HEIGHT),
      placeholder: false,
    };
  }
  return fromPlaceholder(placeholder);
}
