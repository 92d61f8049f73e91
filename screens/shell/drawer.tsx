import { Modal, ModalOverlay } from "react-aria-components";
import DrawerPanel from "./drawer-panel";
import * as css from "./drawer.css";

/** The drawer's sheet: loaded, with react-aria's modal machinery, the first time the guest opens it. */
export default function Drawer({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <ModalOverlay className={css.overlay} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className={css.sheet}>
        <DrawerPanel />
      </Modal>
    </ModalOverlay>
  );
}
