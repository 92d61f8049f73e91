import { useEffect } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import type { Promotion } from "../../schemas/menu";
import { pageView } from "../../engine/rules";
import { useAppServices } from "../../engine/react/app-services";
import { useText } from "../../engine/react/menu-context";
import { CloseIcon } from "../shared/icons";
import { PromotionMedia } from "./promotion-media";
import * as css from "./promotions.css";

/**
 * The on-load promotion pop-up: full screen on phones, a centred dialog on larger screens; focus stays inside
 * while it is open, and Escape, the close button or a tap outside (on larger screens) close it. Loaded only
 * when a promotion is to pop up.
 */
export default function PromotionDialog({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const t = useText();
  const { track } = useAppServices();
  const title = promotion.title.trim() || t("promotions");
  useEffect(() => {
    track(pageView("promotion_page_view", { id: promotion.id }));
  }, [promotion.id, track]);
  return (
    <ModalOverlay className={css.overlay} isOpen isDismissable onOpenChange={(open) => (open ? undefined : onClose())}>
      <Modal className={css.modal}>
        <Dialog className={css.dialog} aria-label={title} data-testid="promotion-dialog">
          <div className={css.dialogTop}>
            <Button slot="close" className={css.closeButton} aria-label={t("close")}>
              <CloseIcon />
            </Button>
          </div>
          <div className={css.dialogBody}>
            <PromotionMedia promotion={promotion} label={title} labelShown={promotion.title.trim() !== ""} eager />
            {promotion.title.trim() !== "" ? (
              <Heading slot="title" className={css.title}>
                {promotion.title}
              </Heading>
            ) : null}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
