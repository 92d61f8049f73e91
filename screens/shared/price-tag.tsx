import type { MenuData } from "../../schemas/menu";
import { formatAltMoney, formatMoney, shownProductPrice, type PricedProduct } from "../../engine/rules";
import { useMenuState } from "../../engine/react/menu-context";
import * as css from "./price.css";

type Size = "normal" | "large";

/**
 * A product's price as guests see it (spec §9): the price to pay, the struck-through original when it is
 * discounted, and on request the amount in the alternative currency. Every figure comes from the rules.
 */
export function PriceTag({ product, size = "normal", withAlt = false }: { product: PricedProduct; size?: Size; withAlt?: boolean }) {
  const menu = useMenuState((s) => s.menuData);
  const language = useMenuState((s) => s.selected_language);
  if (!menu) return null;
  return <PriceTagView product={product} menu={menu} language={language} size={size} withAlt={withAlt} />;
}

/** The price tag for lists that read the menu once for all their cards. */
export function PriceTagView({
  product,
  menu,
  language,
  size = "normal",
  withAlt = false,
}: {
  product: PricedProduct;
  menu: MenuData;
  language: string | undefined;
  size?: Size;
  withAlt?: boolean;
}) {
  const price = shownProductPrice(product, menu);
  const alt = withAlt ? formatAltMoney(price.final, menu, language) : undefined;
  return (
    <p className={css.price} data-size={size}>
      <span className={css.final}>{formatMoney(price.final, menu, language)}</span>
      {price.hasDiscount ? <s className={css.struck}>{formatMoney(price.original, menu, language)}</s> : null}
      {alt ? (
        <span className={css.alt}>
          ≈ <bdi>{alt}</bdi>
        </span>
      ) : null}
    </p>
  );
}
