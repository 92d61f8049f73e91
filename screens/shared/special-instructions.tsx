import { Label, TextArea, TextField } from "react-aria-components";
import { useText } from "../../engine/react/menu-context";
import * as css from "./options.css";

/** Free text for the kitchen, 2 rows, shown when `enable_product_comments` is on (spec §5). */
export function SpecialInstructions({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const t = useText();
  return (
    <TextField className={css.field} value={value} onChange={onChange}>
      <Label className={css.fieldLabel}>{t("special_instructions")}</Label>
      <TextArea className={css.textArea} rows={2} placeholder={t("special_instructions_placeholder")} />
    </TextField>
  );
}
