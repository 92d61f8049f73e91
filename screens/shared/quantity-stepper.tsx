import { Suspense, useId, useState } from "react";
import { stepperStops, stepQuantity, type QuantityBounds } from "../../engine/rules";
import { lazyDefault } from "../../engine/react/lazy-part";
import { useFormatCount, useText } from "../../engine/react/menu-context";
import { MinusIcon, PlusIcon } from "./icons";
import * as css from "./options.css";

// The sheet to type the quantity in, its dialog and the sheet's CSS load when the guest reaches for the number.
const QuantityDialog = lazyDefault(() => import("./quantity-dialog"));

/**
 * The quantity (spec §4, §5): minus stops at the minimum, plus at the maximum (`stepQuantity`); tapping the
 * number opens a dialog to type it, where out-of-range input is ignored (`acceptQuantity`). The browser's own
 * buttons and `<dialog>` (docs/decisions/0054); the dialog's code loads on the way to the first tap (decision 0068).
 */
export function QuantityStepper({ value, bounds, onChange }: { value: number; bounds: QuantityBounds; onChange: (qty: number) => void }) {
  const t = useText();
  const formatCount = useFormatCount();
  const stops = stepperStops(value, bounds);
  const labelId = useId();
  const [typing, setTyping] = useState(false);
  // Start the sheet's download as soon as a guest reaches for the number, so it opens without a wait.
  const preload = () => void QuantityDialog.preload().catch(() => undefined);
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
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setTyping(true)}
        >
          {formatCount(value)}
        </button>
        <button type="button" className={css.stepButton} aria-label={t("increase_quantity")} disabled={stops.plus} onClick={() => onChange(stepQuantity(value, 1, bounds))}>
          <PlusIcon size={20} />
        </button>
      </div>
      {typing ? (
        // Nothing shows until the sheet's code and CSS are both here (the preload waits for the stylesheet).
        <Suspense fallback={null}>
          <QuantityDialog value={value} bounds={bounds} onChange={onChange} onClose={() => setTyping(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

