import { lazy, Suspense, useEffect, useState } from "react";
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
  // It pops up once the screen under it has painted: the first paint (and the guest's first look at the venue)
  // does not wait for the pop-up's code and picture.
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let second = 0;
    const first = requestAnimationFrame(() => (second = requestAnimationFrame(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
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
