import { Button, Text, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastRegion as ToastRegion } from "react-aria-components";
import { useText } from "../../engine/react/menu-context";
import { toastQueue } from "../../engine/react/toasts";
import { CloseIcon } from "./icons";
import * as css from "./notices.css";

/** Where toasts appear and are announced; each hides after 5 seconds. Loaded with the first toast. */
export default function ToastRegionView() {
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
