import { Link } from "@tanstack/react-router";
import { homeCategories } from "../../engine/rules/availability";
import { useMenuState, useText, useVenueClock } from "../../engine/react/menu-context";
import { SafeHtml } from "../../engine/react/safe-html";
import * as css from "./home.css";

/**
 * `/home` (menu spec section 2): the venue's header and footer texts, the closed banner, and all categories or
 * only the top-level ones open now.
 */
export function HomeScreen() {
  const t = useText();
  const menu = useMenuState((s) => s.menuData);
  const isOpen = useMenuState((s) => s.isOpen);
  const clock = useVenueClock();
  if (!menu) return null;
  const categories = clock ? homeCategories(menu.categories, menu.home_display_all_categories, clock) : [];
  const placeholder = menu.default_category_image;
  return (
    <main className={css.page}>
      <header className={css.venueBar}>
        {menu.logo_image?.logo ? <img className={css.logo} src={menu.logo_image.logo} alt="" width={40} height={40} /> : null}
        <h1 className={css.venueName}>{menu.name}</h1>
      </header>
      {!isOpen ? (
        <p className={css.closed} role="status">
          {t("ui_str_menu_closed")}
        </p>
      ) : null}
      <SafeHtml html={menu.home_header_text} className={css.headerText} />
      <ul className={css.grid} aria-label={t("categories")}>
        {categories.map((category) => {
          const image = category.image?.product ?? placeholder?.resized;
          return (
            <li key={category.id}>
              <Link to="/category/$id" params={{ id: String(category.id) }} className={css.card}>
                {image && !category.hidden_image ? (
                  <img className={css.cardImage} src={image} alt="" loading="lazy" width={800} height={500} />
                ) : null}
                <span className={css.cardTitle}>{category.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <SafeHtml html={menu.home_footer_text} className={css.headerText} />
    </main>
  );
}
