import { memo, type MouseEvent } from "react";
import { cssUrl } from "../shared/css-url";
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
}: {
  product: Product;
  href: string;
  onOpen: (href: string) => void;
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
        {/* The picture is decoration beside the name (alt text would repeat it), drawn as the thumbnail's background: a
            row drawn again for another product swaps it at once, where a changed <img> src keeps showing the last
            product's picture until the new one has loaded, and a new <img> for each row cost every keystroke. */}
        <span className={image ? css.thumb : css.thumbPlaceholder} style={image ? { backgroundImage: cssUrl(image.src) } : undefined} aria-hidden="true" />
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
