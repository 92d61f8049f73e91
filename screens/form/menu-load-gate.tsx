import { lazy, Suspense, useState } from "react";
import type { BlockProps } from "../../engine/plugin-api";
import { menuLoadForm } from "../../engine/rules";
import { useMenuState } from "../../engine/react/menu-context";

const MenuLoadForm = lazy(() => import("./menu-load-form-block"));

/**
 * The landing's menu-load form slot: without a form to show (most venues, and every venue once its form is
 * submitted) it is just its children — the Open Menu button — with no chunk to wait for; with one, the form's
 * block loads and stands in for them.
 */
export function MenuLoadGate(props: BlockProps) {
  const pending = useMenuState((s) => (s.menuData ? menuLoadForm(s.menuData.forms, s.menuFormSubmitted) !== undefined : false));
  // Once shown, the form's block stays: after a submit it shows the thank-you message above the children.
  const [shown, setShown] = useState(false);
  if (pending && !shown) setShown(true);
  if (!pending && !shown) return <>{props.children}</>;
  return (
    <Suspense fallback={null}>
      <MenuLoadForm {...props} />
    </Suspense>
  );
}
