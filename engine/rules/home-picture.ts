/**
 * /home's largest paint, named before the screen renders it: the server's answer to the document (a `Link` preload
 * header) and the grid's own `fetchpriority` pick it with the same rule, so both name the picture the guest sees
 * largest.
 */
import { homeCategories, type HoursCategory } from "./availability";
import { categoryCardImage, type PlaceholderRef } from "./card-image";
import type { WallClock } from "./wall-clock";

/** home_view_format: 1 card grid with images, 2 card grid without, 3 list with images, 4 list without; 1 otherwise. */
const FORMATS = { 1: { layout: "grid", images: true }, 2: { layout: "grid", images: false }, 3: { layout: "list", images: true }, 4: { layout: "list", images: false } } as const;

/** How /home draws its cards in the venue's `home_view_format` (screens/home/home-blocks.tsx). */
export const homeFormat = (format: number | null | undefined) => FORMATS[format as keyof typeof FORMATS] ?? FORMATS[1];

/**
 * The grid's rows a phone shows on arrival, under the header, the venue's text and the order types
 * (screens/home/home.css.ts: two columns below 720 px; a full-width card spans both).
 */
const ROWS_IN_VIEW = 2;

/** What the rule reads of a card. */
export type HomeCard = Parameters<typeof categoryCardImage>[0] & { hidden_image?: boolean | null; fullwidth?: boolean | null };

/**
 * The card, among `cards` in the order the grid draws them, whose picture is the largest on a phone: a full-width
 * card's picture is twice as wide and twice as high as a half-width one's, so the first full-width card with a
 * picture in the rows a phone shows at once, else the first card with a picture. Placement follows CSS grid's:
 * half-width cards fill the two columns in turn, and a full-width card starts a row of its own, leaving a half row
 * empty before it.
 */
export function homeLargestPictureCard<C extends HomeCard>(cards: readonly C[], format: number | null | undefined, placeholder: PlaceholderRef | null | undefined): C | undefined {
  const { images, layout } = homeFormat(format);
  if (!images) return undefined;
  const withPicture = cards.filter((card) => !card.hidden_image && categoryCardImage(card, placeholder));
  let cells = 0; // the half-width cells filled before the card, two a row
  for (const card of cards) {
    if (card.fullwidth) cells += cells % 2;
    if (cells >= 2 * ROWS_IN_VIEW || layout === "list") break; // a list's pictures are all alike
    if (card.fullwidth && withPicture.includes(card)) return card;
    cells += card.fullwidth ? 2 : 1;
  }
  return withPicture[0];
}

/** The menu fields the rule reads. */
export interface HomePictureMenu {
  home_view_format?: number | null;
  home_display_all_categories?: boolean | null;
  default_category_image?: PlaceholderRef | null;
  categories: readonly (HoursCategory & HomeCard)[];
}

/**
 * The picture that is /home's largest paint at the venue's clock, among the cards the grid draws at that clock
 * (`homeCategories`, as screens/home/home-blocks.tsx does). A venue whose breakfast leads its menu in the morning
 * leads with another card at noon: the clock says which, so the picture asked for early is the one the guest sees.
 */
export function homeLcpImage(menu: HomePictureMenu, clock: WallClock): string | null {
  const cards = homeCategories(menu.categories, menu.home_display_all_categories, clock);
  const largest = homeLargestPictureCard(cards, menu.home_view_format, menu.default_category_image);
  return largest ? (categoryCardImage(largest, menu.default_category_image)?.src ?? null) : null;
}
