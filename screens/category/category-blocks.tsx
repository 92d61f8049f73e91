import { Link } from "@tanstack/react-router";
import { defineBlock, type BlockProps } from "../../engine/plugin-api";
import { availableProducts, isCategoryAvailable } from "../../engine/rules/availability";
import { formatMoney } from "../../engine/rules/money-format";
import { shownProductPrice } from "../../engine/rules/product-price";
import { useMenuState, useText, useVenueClock } from "../../engine/react/menu-context";
import { SafeHtml } from "../../engine/react/safe-html";
import * as css from "./category.css";

/** `/category/{id}`: description, open sub-categories and the category's products open now, with their prices. */
function CategoryPage({ context }: BlockProps) {
  const id = context.route.params["id"] ?? "";
  const t = useText();
  const menu = useMenuState((s) => s.menuData);
  const language = useMenuState((s) => s.selected_language);
  const clock = useVenueClock();
  if (!menu) return null;
  const category = menu.categories.find((c) => String(c.id) === id);
  if (!category) return <main className={css.page}><h1 className={css.title}>{t("not_found_title")}</h1></main>;
  const children = clock ? menu.categories.filter((c) => String(c.parent ?? "") === id && isCategoryAvailable(c, clock)) : [];
  const products = clock ? availableProducts(menu.products.filter((p) => String(p.category) === id), clock) : [];
  return (
    <main className={css.page}>
      <div className={css.topBar}>
        <Link to="/home" className={css.back} aria-label={t("back")}>
          ←
        </Link>
        <h1 className={css.title}>{category.name}</h1>
      </div>
      <SafeHtml html={category.description} className={css.description} />
      {children.length > 0 ? (
        <ul className={css.chips} aria-label={t("categories")}>
          {children.map((child) => (
            <li key={child.id}>
              <Link to={`/category/${child.id}`} className={css.chip}>
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className={css.list}>
        {products.map((product) => {
          const price = shownProductPrice(product, menu);
          const image = product.images[0]?.image.product ?? menu.default_product_image?.resized;
          return (
            <li key={product.id} className={css.row}>
              {image ? <img className={css.thumb} src={image} alt="" loading="lazy" width={96} height={60} /> : <span />}
              <div>
                <div className={css.name}>{product.name}</div>
                <div className={css.price}>
                  <span>{formatMoney(price.final, menu, language)}</span>
                  {price.hasDiscount ? <s className={css.struck}>{formatMoney(price.original, menu, language)}</s> : null}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </main>
  );
}

export const categoryBlocks = [defineBlock({ type: "category.page", component: CategoryPage, description: "A category's sub-categories and products" })];
