import { useEffect, useId, useRef, useState } from "react";
import { acceptQuantity, stepperStops, stepQuantity, type QuantityBounds } from "../../engine/rules";
import { useFormatCount, useText } from "../../engine/react/menu-context";
import { CloseIcon, MinusIcon, PlusIcon } from "./icons";
import { closeEnclosingDialog, ModalDialog } from "./modal-dialog";
import * as css from "./options.css";
import * as sheet from "./sheet.css";

/**
 * The quantity (spec §4, §5): minus stops at the minimum, plus at the maximum (`stepQuantity`); tapping the
 * number opens a dialog to type it, where out-of-range input is ignored (`acceptQuantity`). The browser's own
 * buttons and `<dialog>` (docs/decisions/0054).
 */
export function QuantityStepper({ value, bounds, onChange }: { value: number; bounds: QuantityBounds; onChange: (qty: number) => void }) {
  const t = useText();
  const formatCount = useFormatCount();
  const stops = stepperStops(value, bounds);
  const labelId = useId();
  const [typing, setTyping] = useState(false);
  return (
    <div className={css.quantityRow}>
      <span className={css.quantityLabel} id={labelId}>
        {t("ui_str_qty")}
      </span>
      <div className={css.stepper} role="group" aria-labelledby={labelId}>
        <button type="button" className={css.stepButton} aria-label={t("decrease_quantity")} disabled={stops.minus} onClick={() => onChange(stepQuantity(value, -1, bounds))}>
          <MinusIcon size={20} />
        </button>
        <button
          type="button"
          className={css.qtyButton}
          aria-label={`${t("quantity")}: ${formatCount(value)}. ${t("ui_str_input_qty")}`}
          aria-haspopup="dialog"
          data-testid="quantity-value"
          onClick={() => setTyping(true)}
        >
          {formatCount(value)}
        </button>
        <button type="button" className={css.stepButton} aria-label={t("increase_quantity")} disabled={stops.plus} onClick={() => onChange(stepQuantity(value, 1, bounds))}>
          <PlusIcon size={20} />
        </button>
      </div>
      {typing ? <QuantityDialog value={value} bounds={bounds} onChange={onChange} onClose={() => setTyping(false)} /> : null}
    </div>
  );
}

/** The sheet to type the quantity in: opened with the number selected, Save applies it, Escape or a tap outside leaves it. */
function QuantityDialog({ value, bounds, onChange, onClose }: { value: number; bounds: QuantityBounds; onChange: (qty: number) => void; onClose: () => void }) {
  const t = useText();
  const titleId = useId();
  const inputId = useId();
  const [text, setText] = useState(String(value));
  const inputRef = useRef<HTMLInputElement>(null);
  // The dialog has focused itself (and been announced); the guest came to type, so the field takes focus.
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  return (
    <ModalDialog className={sheet.nativeSheet} labelledBy={titleId} onClose={onClose}>
      <form
        className={sheet.dialog}
        // Out-of-range input is ignored by the rule (spec §5), not refused by the browser.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const typed = Number(text.trim());
          onChange(acceptQuantity(value, typed, bounds));
          closeEnclosingDialog(event.currentTarget);
        }}
      >
        <div className={sheet.handle} />
        <div className={sheet.head}>
          <div className={sheet.headText}>
            <h2 id={titleId} className={sheet.title}>
              {t("ui_str_input_qty")}
            </h2>
          </div>
          <button type="button" className={sheet.close} aria-label={t("close_dialog")} onClick={(event) => closeEnclosingDialog(event.currentTarget)}>
            <CloseIcon />
          </button>
        </div>
        <div className={sheet.body}>
          <div className={css.field}>
            <label className={css.fieldLabel} htmlFor={inputId}>
              {t("ui_str_qty")}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className={css.input}
              type="number"
              inputMode="numeric"
              min={bounds.min}
              max={bounds.max ?? undefined}
              step={1}
              value={text}
              onChange={(event) => setText(event.target.value)}
              data-testid="quantity-input"
            />
          </div>
        </div>
        <div className={sheet.foot}>
          <button type="submit" className={css.addButton} data-centered="true">
            {t("ui_str_save")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
