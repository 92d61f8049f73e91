import { useId } from "react";
import type { Product } from "../../schemas/menu";
import { newCartLine } from "../../engine/cart";
import { formatMoney } from "../../engine/rules";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { ADD_TEXT_KEYS, type OrderState, type ProductDraft } from "./product-options";
import { useAddToCart, type AddOptions } from "./use-add-to-cart";
import * as css from "./options.css";

/**
 * The add button with every text and disabled state of the spec (`addToCartText`, `addToCartBlock`), the
 * price of the line being built, and, when choices are missing, the reason right above it.
 */
export function AddToCartButton({ product, draft, state, options }: { product: Product; draft: ProductDraft; state: OrderState; options?: AddOptions }) {
  const t = useText();
  const hintId = useId();
  const add = useAddToCart();
  const menu = useMenuState((s) => s.menuData);
  const language = useMenuState((s) => s.selected_language);
  const missing = state.block === "missing-selection";
  const withPrice = (state.text === "add-to-cart" || state.text === "add-to-order") && menu;
  return (
    <>
      {missing ? (
        <p className={css.addHint} id={hintId}>
          {t("ui_str_select_variations")}
        </p>
      ) : null}
      <button
        type="button"
        className={css.addButton}
        data-centered={!withPrice}
        data-testid="add-to-cart"
        disabled={state.block !== null}
        aria-describedby={missing ? hintId : undefined}
        onClick={() =>
          add(
            newCartLine(product, {
              groups: state.groups,
              choice: draft.choice,
              comboGroups: product.enable_combo ? draft.combo : null,
              qty: draft.qty,
              specialInstructions: draft.instructions,
            }),
            options,
          )
        }
      >
        <span>{t(ADD_TEXT_KEYS[state.text])}</span>
        {withPrice ? <span className={css.addPrice}>{formatMoney(state.linePrice, menu, language)}</span> : null}
      </button>
    </>
  );
}
