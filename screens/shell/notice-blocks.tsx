import { useEffect, useRef } from "react";
import { Button, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastRegion as ToastRegion, Text } from "react-aria-components";
import { defineBlock, type BlockProps } from "../../engine/plugin-api";
import { showActiveOrderWarning, type OrderType } from "../../engine/rules/order-type";
import { useCart } from "../../engine/react/app-services";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { showToast, toastQueue } from "../../engine/react/toasts";
import { CloseIcon } from "./icons";
import * as css from "./notices.css";
import * as shellCss from "./shell.css";

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

/** Where toasts appear and are announced; each hides after 5 seconds. */
function Toasts() {
  const t = useText();
  return (
    <ToastRegion queue={toastQueue} className={css.region}>
      {({ toast }) => (
        <Toast toast={toast} className={css.toast} data-tone={toast.content.tone}>
          <ToastContent className={css.content}>
            <Text slot="title">{toast.content.text}</Text>
          </ToastContent>
          <Button slot="close" className={css.close} aria-label={t("close")}>
            <CloseIcon />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}

/** Raises 'Active order on this table' once when an active order exists and the order type is dine_in. */
function ActiveOrderWarning({ context }: BlockProps) {
  const t = useText();
  const activeOrder = useCart((c) => c.afActiveOrder);
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
  defineBlock({ type: "notice.version-bar", component: VersionBar, description: "The new-version bar with Update" }),
  defineBlock({ type: "notice.toasts", component: Toasts, description: "The toast region" }),
  defineBlock({ type: "notice.active-order-warning", component: ActiveOrderWarning, description: "Warns once about an active dine-in order" }),
];
