import { useId, useState } from "react";
import { Button, Dialog, DialogTrigger, Heading, Input, Label, Modal, ModalOverlay, TextField } from "react-aria-components";
import { acceptQuantity, stepperStops, stepQuantity, type QuantityBounds } from "../../engine/rules";
import { useFormatCount, useText } from "../../engine/react/menu-context";
import { CloseIcon, MinusIcon, PlusIcon } from "./icons";
import * as css from "./options.css";
import * as sheet from "./sheet.css";

/**
 * The quantity (spec §4, §5): minus stops at the minimum, plus at the maximum (`stepQuantity`); tapping the
 * number opens a dialog to type it, where out-of-range input is ignored (`acceptQuantity`).
 */
export function QuantityStepper({ value, bounds, onChange }: { value: number; bounds: QuantityBounds; onChange: (qty: number) => void }) {
  const t = useText();
  const stops = stepperStops(value, bounds);
  const labelId = useId();
  return (
    <div className={css.quantityRow}>
      <span className={css.quantityLabel} id={labelId}>
        {t("ui_str_qty")}
      </span>
      <div className={css.stepper} role="group" aria-labelledby={labelId}>
        <Button className={css.stepButton} aria-label={t("decrease_quantity")} isDisabled={stops.minus} onPress={() => onChange(stepQuantity(value, -1, bounds))}>
          <MinusIcon size={20} />
        </Button>
        <QuantityDialog value={value} bounds={bounds} onChange={onChange} />
        <Button className={css.stepButton} aria-label={t("increase_quantity")} isDisabled={stops.plus} onPress={() => onChange(stepQuantity(value, 1, bounds))}>
          <PlusIcon size={20} />
        </Button>
      </div>
    </div>
  );
}

function QuantityDialog({ value, bounds, onChange }: { value: number; bounds: QuantityBounds; onChange: (qty: number) => void }) {
  const t = useText();
  const formatCount = useFormatCount();
  const [text, setText] = useState(String(value));
  return (
    <DialogTrigger onOpenChange={(open) => open && setText(String(value))}>
      <Button className={css.qtyButton} aria-label={`${t("quantity")}: ${formatCount(value)}. ${t("ui_str_input_qty")}`} data-testid="quantity-value">
        {formatCount(value)}
      </Button>
      <ModalOverlay className={sheet.overlay} isDismissable>
        <Modal className={sheet.sheet}>
          <Dialog className={sheet.dialog}>
            {({ close }) => (
              <form
                // Out-of-range input is ignored by the rule (spec §5), not refused by the browser.
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  const typed = Number(text.trim());
                  onChange(acceptQuantity(value, typed, bounds));
                  close();
                }}
              >
                <div className={sheet.handle} />
                <div className={sheet.head}>
                  <div className={sheet.headText}>
                    <Heading slot="title" className={sheet.title}>
                      {t("ui_str_input_qty")}
                    </Heading>
                  </div>
                  <Button className={sheet.close} aria-label={t("close_dialog")} onPress={close}>
                    <CloseIcon />
                  </Button>
                </div>
                <div className={sheet.body}>
                  <TextField className={css.field} value={text} onChange={setText} autoFocus>
                    <Label className={css.fieldLabel}>{t("ui_str_qty")}</Label>
                    <Input
                      className={css.input}
                      type="number"
                      inputMode="numeric"
                      min={bounds.min}
                      max={bounds.max ?? undefined}
                      step={1}
                      data-testid="quantity-input"
                    />
                  </TextField>
                </div>
                <div className={sheet.foot}>
                  <Button type="submit" className={css.addButton} data-centered="true">
                    {t("ui_str_save")}
                  </Button>
                </div>
              </form>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
