/**
 * Promotions and the forms offered when the menu loads (doc 1 §2 /home and /promotions, doc 2 §2 Onboarding).
 */
import { sameId, type EntityId } from "./ids";

/** The promotion fields these rules read. */
export interface PromotionEntry {
  id: EntityId;
  enable?: boolean | null;
  video?: string | null;
  image?: { product: string; retina?: string | null } | null;
}

/** The form-list fields these rules read. */
export interface MenuFormEntry {
  id: EntityId;
  enable?: boolean | null;
  display_on_menu_load?: boolean | null;
}

/** /promotions: the enabled promotions, in menu order. Absent `enable` counts as enabled (docs/menu-payload.md). */
export function enabledPromotions<P extends PromotionEntry>(promotions: readonly P[]): P[] {
  return promotions.filter((p) => p.enable !== false);
}

/**
 * The promotion that pops up when the menu loads: the enabled promotion whose id is `promotion_on_load`.
 * Undefined when the setting is empty or names a disabled or unknown promotion, or one with nothing to show.
 * Where it pops up (landing, or /home when onboarding is skipped) is the layouts' condition.
 */
export function onLoadPromotion<P extends PromotionEntry>(promotions: readonly P[], promotionOnLoad: EntityId | null | undefined): P | undefined {
  if (promotionOnLoad === null || promotionOnLoad === undefined || String(promotionOnLoad) === "") return undefined;
  return enabledPromotions(promotions).find((p) => sameId(p.id, promotionOnLoad) && hasPromotionMedia(p));
}

/** Whether a promotion has a video or an image to show. */
export function hasPromotionMedia(promotion: PromotionEntry): boolean {
  return !!promotion.video?.trim() || !!promotion.image?.product.trim();
}

/**
 * What a promotion shows: its video (muted, looping, autoplay) when it has one, else its image with the
 * retina variant as the 2x candidate of `srcset`.
 */
export type PromotionMedia =
  | { kind: "video"; src: string; poster: string | undefined }
  | { kind: "image"; src: string; srcSet: string | undefined }
  | { kind: "none" };

export function promotionMedia(promotion: PromotionEntry): PromotionMedia {
  const video = promotion.video?.trim();
  const image = promotion.image?.product.trim();
  const retina = promotion.image?.retina?.trim();
  if (video) return { kind: "video", src: video, poster: image || undefined };
  if (image) return { kind: "image", src: image, srcSet: retina ? `${image} 1x, ${retina} 2x` : undefined };
  return { kind: "none" };
}

/**
 * Doc 2 §2 Onboarding: the form shown on the landing screen, the first enabled form flagged
 * `display_on_menu_load`, until one has been submitted (`menuFormSubmitted`). A disabled form is not offered
 * anywhere (the drawer lists only enabled forms), so it is not shown on load either.
 */
export function menuLoadForm<F extends MenuFormEntry>(forms: readonly F[], menuFormSubmitted: boolean): F | undefined {
  if (menuFormSubmitted) return undefined;
  return forms.find((f) => f.enable !== false && f.display_on_menu_load === true);
}
