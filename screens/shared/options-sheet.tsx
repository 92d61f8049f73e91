import "../../engine/i18n/other-screens-texts";
import { useState } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import type { Product } from "../../schemas/menu";
import { useText } from "../../engine/react/menu-context";
import { AddToCartButton } from "./add-button";
import { ComboGroupPicker } from "./combo-picker";
import { CloseIcon } from "./icons";
import { PriceTag } from "./price-tag";
import { initialDraft, useOrderState } from "./product-options";
import { VariationGroupPicker } from "./variation-picker";
import * as sheet from "./sheet.css";

/**
 * The variation and combo picker of the category page, as a bottom sheet (DESIGN.md): the product's groups
 * with their rules, and the add button, enabled once every required choice is made (spec §4). On add the
 * sheet closes, then the app goes on per `addtocart_redirect`. Loaded only when first opened.
 */
export default function OptionsSheet({ product, canOrder, onClose }: { product: Product; canOrder: boolean; onClose: () => void }) {
  const t = useText();
  const [draft, setDraft] = useState(() => initialDraft(product));
  const state = useOrderState(product, draft, canOrder);
  return (
    <ModalOverlay className={sheet.overlay} isDismissable isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Modal className={sheet.sheet}>
        <Dialog className={sheet.dialog} data-testid="options-sheet">
          {({ close }) => (
            <>
              <div className={sheet.handle} />
              <div className={sheet.head}>
                <div className={sheet.headText}>
                  <Heading slot="title" level={2} className={sheet.title}>
                    {product.name}
                  </Heading>
                  <PriceTag product={product} />
                </div>
                <Button className={sheet.close} aria-label={t("close_dialog")} onPress={close}>
                  <CloseIcon />
                </Button>
              </div>
              <div className={sheet.body}>
                {state.groups.map((group) => (
                  <VariationGroupPicker
                    key={String(group.id)}
                    group={group}
                    choice={draft.choice}
                    basePrice={product.price}
                    level={3}
                    onChange={(choice) => setDraft((d) => ({ ...d, choice }))}
                  />
                ))}
                {product.enable_combo
                  ? draft.combo.map((group) => (
                      <ComboGroupPicker key={String(group.id)} group={group} groups={draft.combo} level={3} onChange={(combo) => setDraft((d) => ({ ...d, combo }))} />
                    ))
                  : null}
              </div>
              {state.showButton ? (
                <div className={sheet.foot}>
                  <AddToCartButton product={product} draft={draft} state={state} options={{ onAdded: close, origin: "list" }} />
                </div>
              ) : null}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
