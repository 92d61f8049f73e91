import { useId } from "react";
import { useText } from "../../engine/react/menu-context";
import * as css from "./options.css";

/** Free text for the kitchen, 2 rows, shown when `enable_product_comments` is on (spec §5). The browser's own textarea. */
export function SpecialInstructions({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const t = useText();
  const id = useId();
  return (
    <div className={css.field}>
      <label className={css.fieldLabel} htmlFor={id}>
        {t("special_instructions")}
      </label>
      <textarea
        id={id}
        className={css.textArea}
        rows={2}
        placeholder={t("special_instructions_placeholder")}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
