import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from "react-aria-components";
import { useText } from "../../engine/react/menu-context";
import { attachToastSink, type ToastContent as Content } from "../../engine/react/toasts";
import { CloseIcon } from "../shared/icons";
import * as css from "./notices.css";

/** One queue for the whole app, created with this chunk; the toasts asked for before it loaded come first. */
const toastQueue = new ToastQueue<Content>({ maxVisibleToasts: 2 });
attachToastSink(toastQueue);

/** Where toasts appear and are announced; each hides after 5 seconds. Loaded with the first toast. */
export default function ToastRegionView() {
  const t = useText();
  return (
    <ToastRegion queue={toastQueue} className={css.region}>
      {({ toast }) => (
        <Toast toast={toast} className={css.toast} data-tone={toast.content.tone}>
          <ToastContent className={css.content}>
            <Text slot="title">{t(toast.content.textKey)}</Text>
          </ToastContent>
          <Button slot="close" className={css.close} aria-label={t("close")}>
            <CloseIcon />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
