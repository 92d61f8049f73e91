import { startTransition, Suspense, useEffect, useState } from "react";
import { defineBlock } from "../../engine/plugin-api";
import { onLoadPromotion, promotionMedia } from "../../engine/rules";
import { useMenuState } from "../../engine/react/menu-context";
import { lazyDefault } from "../../engine/react/lazy-part";
import type { PromotionEntry } from "../../engine/rules";

// The dialog loads only when a promotion pops up.
const PromotionDialog = lazyDefault(() => import("./promotion-dialog"));

/** The longest the pop-up waits for its picture once its code is here: a slow picture does not hold it back. */
const PICTURE_WAIT_MS = 1_500;

/**
 * Asks for the pop-up's picture (or its video's poster), as the dialog's `<img>` will, and resolves once it has
 * loaded or failed, or after PICTURE_WAIT_MS: the dialog then opens with its picture in the browser's cache.
 */
function pictureReady(promotion: PromotionEntry): Promise<unknown> {
  const media = promotionMedia(promotion);
  const src = media.kind === "image" ? media.src : media.kind === "video" ? media.poster : undefined;
  if (!src) return Promise.resolve();
  const picture = new Image();
  if (media.kind === "image" && media.srcSet) picture.srcset = media.srcSet;
  picture.src = src;
  const waited = new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_MS));
  return Promise.race([picture.decode().catch(() => undefined), waited]);
}

/** Once per page load: closing it, then coming back to the screen, does not bring it back. */
let closedThisLoad = false;

/**
 * The promotion named by `promotion_on_load`, popping up over the screen (ordering spec "Onboarding", menu
 * spec /home). Which screen shows it is the layouts' condition: the landing screen, or /home when onboarding
 * is skipped.
 */
function OnLoadPromotion() {
  const promotion = useMenuState((s) => (s.menuData ? onLoadPromotion(s.menuData.promotions, s.menuData.promotion_on_load) : undefined));
  const [open, setOpen] = useState(() => !closedThisLoad);
  // Its code and picture are asked for once the screen under it has painted, and it pops up when they are here: the
  // guest's first look at the venue shares the network and the main thread with nothing of the pop-up's (decision
  // 0089), and the pop-up never shows a placeholder or an empty frame first.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // `promotion_on_load` naming no shown promotion: no pop-up, and no code for it.
    if (!promotion || closedThisLoad) return;
    let cancelled = false;
    const painted = new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    void painted
      .then(() => Promise.all([PromotionDialog.preload(), pictureReady(promotion)]))
      .catch(() => undefined) // the render asks for the code again and the error boundary has it
      // As a transition, React renders the dialog's content in slices of a few milliseconds; only its commit, which
      // opens the dialog (`showModal` lays it out at once), is one task.
      .then(() => !cancelled && startTransition(() => setReady(true)));
    return () => {
      cancelled = true;
    };
  }, [promotion]);
  if (!promotion || !open || !ready) return null;
  return (
    <Suspense fallback={null}>
      <PromotionDialog
        promotion={promotion}
        onClose={() => {
          closedThisLoad = true;
          setOpen(false);
        }}
      />
    </Suspense>
  );
}

export const onLoadPromotionBlocks = [
  defineBlock({ type: "promotion.on-load", component: OnLoadPromotion }),
];
