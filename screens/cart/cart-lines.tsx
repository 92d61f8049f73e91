import "../../engine/i18n/other-screens-texts";
import { useEffect, useMemo, useRef, useState } from "react";
import { cartLineImage, lineInMenuLanguage, lineOptionTexts, lineTotal, menuNames, quantityBounds } from "../../engine/rules";
import type { CartLine, CartLineProblem } from "../../engine/cart";
import type { TextKey } from "../../engine/i18n/ui-text";
import { useMenuProduct, useNextOrderable, useNextTimeSentence } from "../shared/availability-text";
import { useCart, useCartActions } from "../../engine/react/app-services";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { QuantityStepper } from "../shared/quantity-stepper";
import { useMoney } from "../shared/use-money";
import * as css from "../shared/ordering.css";

/** How long the Undo offer stays after a removal. */
const UNDO_FOR_MS = 8_000;

interface Removed {
  line: CartLine;
  index: number;
}

/**
 * The cart's lines (ordering spec §2): picture, name, chosen options, special instructions, the line price at
 * the menu's decimals, a quantity stepper bounded by the line's maximum, and Remove. A removal takes effect at
 * once (totals follow) and offers Undo for a few seconds, focused so a keyboard or screen-reader user reaches it
 * first. A line that cannot be ordered now — gone from the menu, outside its hours or its category's, out of stock
 * (the one availability rule, engine/rules/orderable.ts) — is flagged at once with why and counted nowhere; the
 * guest can remove it, or wait for the time it is available again.
 */
export default function CartLines() {
  const t = useText();
  const storedLines = useCart((c) => c.products);
  const menu = useMenuState((s) => s.menuData);
  // Named in the language shown: a line keeps the names it was added with (engine/rules/cart-line-text.ts).
  const names = useMemo(() => (menu ? menuNames(menu) : undefined), [menu]);
  const lines = useMemo(() => (names ? storedLines.map((line) => lineInMenuLanguage(line, names)) : storedLines), [storedLines, names]);
  const problems = useCart((c) => c.lineProblems);
  const decimals = useMenuState((s) => s.menuData?.price_decimal_places);
  const actions = useCartActions();
  const money = useMoney();
  const [removed, setRemoved] = useState<Removed | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!removed) return;
    undoRef.current?.focus();
    const timer = setTimeout(() => setRemoved(null), UNDO_FOR_MS);
    return () => clearTimeout(timer);
  }, [removed]);

  return (
    <section aria-label={t("cart")} data-testid="cart-lines">
      {removed ? (
        <div className={css.undoBar} role="status">
          <span>{t("item_removed", { name: names ? lineInMenuLanguage(removed.line, names).name : removed.line.name })}</span>
          <button
            ref={undoRef}
            type="button"
            className={css.undoButton}
            onClick={() => {
              actions.restoreItem(removed.line, removed.index);
              setRemoved(null);
            }}
          >
            {t("undo")}
          </button>
        </div>
      ) : null}
      <ul className={css.lines}>
        {lines.map((line, index) => {
          const problem = problems[line.uuid];
          const gone = problem !== undefined;
          const image = cartLineImage(line.image, menu?.default_product_image);
          return (
            <li key={line.uuid} className={css.line} data-unavailable={gone} data-testid="cart-line">
              {image ? <img className={css.lineImage} src={image} alt="" width={64} height={64} loading="lazy" /> : <span className={css.lineImage} />}
              <div className={css.lineBody}>
                <div className={css.lineTop}>
                  <h2 className={css.lineName}>{line.name}</h2>
                  <span className={css.linePrice} data-testid="line-price">
                    {gone ? null : money(lineTotal(line, decimals))}
                  </span>
                </div>
                {lineOptionTexts(line).map((text) => (
                  <p key={text} className={css.lineDetail}>
                    {text}
                  </p>
                ))}
                {line.special_instructions.trim() !== "" ? <p className={css.lineDetail}>“{line.special_instructions}”</p> : null}
                {problem ? <LineProblem line={line} problem={problem} /> : null}
                <div className={css.lineActions}>
                  {gone ? (
                    <span />
                  ) : (
                    <QuantityStepper value={line.qty} bounds={quantityBounds({ pos_available_qty: line.max_qty })} onChange={(qty) => actions.changeQuantity(line.uuid, qty)} />
                  )}
                  <button
                    type="button"
                    className={css.textButton}
                    aria-label={`${t("remove_item")}: ${line.name}`}
                    onClick={() => {
                      actions.removeItem(line.uuid);
                      setRemoved({ line: storedLines[index] ?? line, index }); // Undo puts back the line as it was
                    }}
                  >
                    {t("remove")}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const PROBLEM_TEXT: Readonly<Record<CartLineProblem, TextKey>> = {
  not_on_menu: "cart_line_unavailable",
  not_available_now: "cart_line_not_available_now",
  out_of_stock: "cart_line_out_of_stock",
};

/** Why a line is not counted, in the guest's language, and when it can be ordered again if waiting helps. */
function LineProblem({ line, problem }: { line: CartLine; problem: CartLineProblem }) {
  const t = useText();
  const sentence = useNextTimeSentence();
  const next = sentence("item", useNextOrderable(useMenuProduct(line.id)));
  return (
    <div data-testid="line-problem" data-problem={problem}>
      <p className={css.unavailable}>{t(PROBLEM_TEXT[problem])}</p>
      {problem === "not_available_now" && next ? <p className={css.lineDetail}>{next}</p> : null}
    </div>
  );
}
