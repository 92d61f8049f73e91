import { formatMoney, milli, variationLabelPrice, type Milli, type VariationOption } from "../../engine/rules";
import { useMenuState } from "../../engine/react/menu-context";
import * as css from "./options.css";

/** What a picker prints beside a value: the product price it sets, or the signed change (`variationLabelPrice`). */
export function OptionPrice({ base, option }: { base: Milli; option: VariationOption }) {
  const menu = useMenuState((s) => s.menuData);
  const language = useMenuState((s) => s.selected_language);
  const label = variationLabelPrice(base, option);
  if (!menu || !label) return null;
  const change = label.kind !== "product";
  // The sign at the left; the amount in an isolate of its own, so it reads as every other price of the page does
  // (an Arabic amount's format starts with a right-to-left mark: "AED 8.00" on the screen, not "8.00 AED").
  return (
    <span className={css.choicePrice} dir="ltr">
      {change ? (label.amount < 0 ? "− " : "+ ") : null}
      <bdi>{formatMoney(change ? milli(Math.abs(label.amount)) : label.amount, menu, language)}</bdi>
    </span>
  );
}
