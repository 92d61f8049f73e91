import { formatMoney, milli, variationLabelPrice, type Milli, type VariationOption } from "../../engine/rules";
import { useMenuState } from "../../engine/react/menu-context";
import * as css from "./options.css";

/** What a picker prints beside a value: the product price it sets, or the signed change (`variationLabelPrice`). */
export function OptionPrice({ base, option }: { base: Milli; option: VariationOption }) {
  const menu = useMenuState((s) => s.menuData);
  const language = useMenuState((s) => s.selected_language);
  const label = variationLabelPrice(base, option);
  if (!menu || !label) return null;
  const text =
    label.kind === "product"
      ? formatMoney(label.amount, menu, language)
      : `${label.amount < 0 ? "−" : "+"} ${formatMoney(milli(Math.abs(label.amount)), menu, language)}`;
  return (
    <span className={css.choicePrice} dir="ltr">
      {text}
    </span>
  );
}
