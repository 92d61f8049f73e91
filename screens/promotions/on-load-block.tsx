import { lazy, Suspense, useState } from "react";
import { defineBlock } from "../../engine/plugin-api";
import { onLoadPromotion } from "../../engine/rules";
import { useMenuState } from "../../engine/react/menu-context";

// The dialog loads only when a promotion pops up.
const PromotionDialog = lazy(() => import("./promotion-dialog"));

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
  if (!promotion || !open) return null;
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
