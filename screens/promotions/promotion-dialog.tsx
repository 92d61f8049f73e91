import { useEffect, useId } from "react";
import type { Promotion } from "../../schemas/menu";
import { pageView } from "../../engine/rules";
import { useAppServices } from "../../engine/react/app-services";
import { useText } from "../../engine/react/menu-context";
import { CloseIcon } from "../shared/icons";
import { closeEnclosingDialog, ModalDialog } from "../shared/modal-dialog";
import { PromotionMedia } from "./promotion-media";
import * as css from "./promotions.css";

/**
 * The on-load promotion pop-up: full screen on phones, a centred dialog on larger screens; focus stays inside
 * while it is open, and Escape, the close button or a tap outside (on larger screens) close it. The browser's
 * own modal dialog (screens/shared/modal-dialog.tsx): the first screen of most visits carries no dialog library.
 */
export default function PromotionDialog({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const t = useText();
  const { track } = useAppServices();
  const title = promotion.title.trim() || t("promotions");
  useEffect(() => {
    track(pageView("promotion_page_view", { id: promotion.id }));
  }, [promotion.id, track]);
  const titleId = useId();
  const titled = promotion.title.trim() !== "";
  return (
    <ModalDialog className={css.modal} label={titled ? undefined : title} labelledBy={titled ? titleId : undefined} onClose={onClose} testId="promotion-dialog">
      <div className={css.dialog}>
        <div className={css.dialogTop}>
          <button type="button" className={css.closeButton} aria-label={t("close")} onClick={(event) => closeEnclosingDialog(event.currentTarget)}>
            <CloseIcon />
          </button>
        </div>
        <div className={css.dialogBody}>
          <PromotionMedia promotion={promotion} label={title} labelShown={titled} eager />
          {titled ? (
            <h2 id={titleId} className={css.title}>
              {promotion.title}
            </h2>
          ) : null}
        </div>
      </div>
    </ModalDialog>
  );
}
