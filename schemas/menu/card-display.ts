/**
 * The display switches a category card and a product card share (menu spec, "/category/{id}" → Cards).
 * Kept in one place so both entities read them the same way.
 */
import { Flag, optionalUrl, scalar, withDefault } from "../fields";
import { readViewFormat } from "../field-readers";

export const cardDisplayFields = {
  hidden_title: withDefault(Flag, false),
  hidden_image: withDefault(Flag, false),
  /** 95 % wide instead of 45 %. */
  fullwidth: withDefault(Flag, false),
  card_shadow: withDefault(Flag, false),
  /** The card is shown but does not open. */
  disable_link: withDefault(Flag, false),
  /** A URL the card opens instead of its own page; null when it has none. */
  external_link: withDefault(optionalUrl("link"), null),
};

/** The card layouts of `home_view_format` and a category's `view_format`. */
export const ViewFormat = scalar<1 | 2 | 3 | 4, number | string>({
  read: readViewFormat,
  write: (n) => n,
  isDecoded: (u): u is 1 | 2 | 3 | 4 => u === 1 || u === 2 || u === 3 || u === 4,
  expected: "one of 1, 2, 3, 4",
  wireJsonSchema: { enum: [1, 2, 3, 4, "1", "2", "3", "4"] },
  generated: "readViewFormat",
}).annotate({
  description: "1 card grid with images, 2 card grid without images, 3 list, 4 list with an add icon per row",
});
export type ViewFormat = typeof ViewFormat.Type;
