import { fromPlaceholder, type PlaceholderRef } from "./card-image";

/**
 * A cart line's picture: the one it was added with, else the venue's product placeholder, as the product's card
 * showed it (./card-image.ts), else null (the line then draws an empty frame of the same size). A module of its own:
 * only the cart screen reads it, and the card rules are on every first screen.
 */
export function cartLineImage(image: string | null, placeholder: PlaceholderRef | null | undefined): string | null {
  if (image !== null && image.trim() !== "") return image;
  return fromPlaceholder(placeholder)?.src ?? null;
}
