import { memo, type MouseEvent } from "react";
import { formatMoney, productCardImage, shownProductPrice } from "../../engine/rules";
import { useMenuState, useText } from "../../engine/react/menu-context";
import type { Product } from "../../schemas/menu";
import { PropertyIcons, shownProperties } from "../shared/property-icons";
import * as css from "./search.css";

/**
 * One search result (menu spec /search: "Cards link to /product/{id}"): picture, name, short description, property
 * icons (named, with the screen's legend) and price, as one link. A plain anchor, not the router's Link: a long result list holds many of them. The
 * shared product card of screens/shared can take its place once it offers a list variant.
 */
export const ResultCard = memo(function ResultCard({
  product,
  href,
  onOpen,
  eager,
}: {
  product: Product;
  href: string;
  onOpen: (href: string) => void;
  eager: boolean;
}) {
  const t = useText();
  const menu = useMenuState((s) => s.menuData);
  const language = useMenuState((s) => s.selected_language);
  if (!menu) return null;
  const image = productCardImage(product, menu.default_product_image);
  const price = shownProductPrice(product, menu);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(href);
  };
  return (
    <li>
      <a className={css.card} href={href} onClick={open} data-testid="search-result">
        {image ? (
          // Keyed by its file: a row drawn again for another product gets a new picture element, so it never shows the
          // last product's picture while the new one loads (a changed src keeps the old picture until then).
          <img key={image.src} className={css.thumb} src={image.src} alt="" width={112} height={70} loading={eager ? "eager" : "lazy"} decoding="async" />
        ) : (
          <span className={css.thumbPlaceholder} aria-hidden="true" />
        )}
        <span className={css.cardBody}>
          <span className={css.cardName}>{product.name}</span>
          {product.small_description ? <span className={css.cardDescription}>{product.small_description}</span> : null}
          <PropertyIcons properties={shownProperties(product, menu)} small />
          <span className={css.priceRow}>
            <span className={css.price}>{formatMoney(price.final, menu, language)}</span>
            {price.hasDiscount ? <s className={css.struck}>{formatMoney(price.original, menu, language)}</s> : null}
            {product.out_of_stock ? <span className={css.outOfStock}>{t("ui_str_out_of_stock")}</span> : null}
          </span>
        </span>
      </a>
    </li>
  );
});
