import { lazy, Suspense, useSyncExternalStore } from "react";
import { defineBlock } from "../../engine/plugin-api";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { subscribeToToastRequests, toastsRequested } from "../../engine/react/toasts";
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

export const noticeBlocks = [
  defineBlock({ type: "notice.version-bar", component: VersionBar }),
  defineBlock({ type: "notice.toasts", component: Toasts }),
];
