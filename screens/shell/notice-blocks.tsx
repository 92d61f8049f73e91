import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from "react";
import { defineBlock, type BlockProps } from "../../engine/plugin-api";
import { showActiveOrderWarning, type OrderType } from "../../engine/rules/order-type";
import { useContextValue } from "../../engine/react/layout/use-layout-context";
import { ACTIVE_ORDER } from "../../engine/plugin-api";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { showToast, subscribeToToastRequests, toastsRequested } from "../../engine/react/toasts";
import * as shellCss from "./shell.css";

const ToastRegionView = lazy(() => import("./toast-region"));

/** 'A new version (v.X) is available…' with Update, which reloads (menu spec, "Global notices"). */
function VersionBar() {
  const t = useText();
  const version = useMenuState((s) => s.menuData?.qr_app_version) ?? "";
  return (
    <div className={shellCss.versionBar} role="status">
      <span>{t("new_version", { version })}</span>
      <button type="button" className={shellCss.versionButton} onClick={() => window.location.reload()}>
        {t("update")}
      </button>
    </div>
  );
}

/** Mounts the toast region (and loads react-aria's toast code) with the first toast, not before. */
function Toasts() {
  const needed = useSyncExternalStore(subscribeToToastRequests, toastsRequested);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegionView />
    </Suspense>
  ) : null;
}

/** Raises 'Active order on this table' once when an active order exists and the order type is dine_in. */
function ActiveOrderWarning({ context }: BlockProps) {
  const t = useText();
  const activeOrder = useContextValue(ACTIVE_ORDER);
  const shown = useRef<string | null>(null);
  const warn = showActiveOrderWarning(activeOrder !== null, context.cart.orderType as OrderType);
  useEffect(() => {
    if (warn && activeOrder && shown.current !== activeOrder) {
      shown.current = activeOrder;
      showToast({ text: t("ui_str_order_active_table"), tone: "warning" });
    }
  }, [warn, activeOrder, t]);
  return null;
}

export const noticeBlocks = [
  defineBlock({ type: "notice.version-bar", component: VersionBar }),
  defineBlock({ type: "notice.toasts", component: Toasts }),
  defineBlock({ type: "notice.active-order-warning", component: ActiveOrderWarning }),
];
