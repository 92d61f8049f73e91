import "../../engine/i18n/other-screens-texts";
import { useEffect, useId, useRef, useState } from "react";
import { acceptQuantity, type QuantityBounds } from "../../engine/rules";
import { useText } from "../../engine/react/menu-context";
import { CloseIcon } from "./icons";
import { closeEnclosingDialog, ModalDialog } from "./modal-dialog";
import * as css from "./options.css";
import * as sheet from "./sheet.css";

/** The sheet to type the quantity in: opened with the number selected, Save applies it, Escape or a tap outside leaves it. */
export default function QuantityDialog({ value, bounds, onChange, onClose }: { value: number; bounds: QuantityBounds; onChange: (qty: number) => void; onClose: () => void }) {
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
