import { Suspense, useEffect, useState } from "react";
import { defineBlock } from "../../engine/plugin-api";
import { onLoadPromotion, promotionMedia } from "../../engine/rules";
import { useMenuState } from "../../engine/react/menu-context";
import { lazyDefault } from "../../engine/react/lazy-part";
import type { MenuData } from "../../schemas/menu";
import { preloadImage } from "../shared/preload-image";
import { yieldToMain } from "../../engine/menu/yield-to-main";

// The dialog loads only when a promotion pops up.
const PromotionDialog = lazyDefault(() => import("./promotion-dialog"));

/**
 * Starts downloading the pop-up's code and its picture when the venue's menu has an on-load promotion, so they
 * arrive beside the screen under it: the pop-up's picture (or its video's poster) is then the visit's largest
 * paint. The routes that can show the pop-up call it from their loaders, once the menu is known: a venue without
 * one never downloads the dialog.
 */
export function preloadOnLoadPromotion(menu: MenuData): void {
  const promotion = onLoadPromotion(menu.promotions, menu.promotion_on_load);
  if (!promotion) return;
  const media = promotionMedia(promotion);
  if (media.kind === "image") preloadImage(media.src, media.srcSet);
  else if (media.kind === "video") preloadImage(media.poster);
  // The code a task later: the bundler's preload helper adds the dialog's files to the page as `<link>`s, 15–60 ms
  // at 4× CPU slowdown, which made the route's loading one long task.
  void yieldToMain()
    .then(() => PromotionDialog.preload())
    .catch(() => undefined);
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
  // It pops up once the screen under it has painted and its code is here: the first paint (and the guest's first
  // look at the venue) does not wait for the pop-up, and the pop-up never shows a placeholder first.
  const [painted, setPainted] = useState(false);
  const hasPromotion = promotion !== undefined;
  useEffect(() => {
    // `promotion_on_load` naming no shown promotion: no pop-up, and no code for it.
    if (!hasPromotion) return;
    let cancelled = false;
    const painting = new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    Promise.all([painting, PromotionDialog.preload()]).then(
      () => !cancelled && setPainted(true),
      () => !cancelled && setPainted(true), // the render asks for the code again and the error boundary has it
    );
    return () => {
      cancelled = true;
    };
  }, [hasPromotion]);
  if (!promotion || !open || !painted) return null;
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
