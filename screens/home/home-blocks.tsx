import { Link } from "@tanstack/react-router";
import * as Schema from "effect/Schema";
import { defineBlock, type BlockProps } from "../../engine/plugin-api";
import { homeCategories } from "../../engine/rules/availability";
import { useMenuState, useText, useVenueClock } from "../../engine/react/menu-context";
import { SafeHtml } from "../../engine/react/safe-html";
import * as css from "./home.css";

/** A page column with the spacing of DESIGN.md; screens put their blocks in one. */
function Page({ children }: BlockProps) {
  return <main className={css.page}>{children}</main>;
}

function ClosedBanner() {
  const t = useText();
  return (
    <p className={css.closed} role="status">
      {t("ui_str_menu_closed")}
    </p>
  );
}

const VenueHtmlProps = Schema.Struct({
  field: Schema.Literals(["home_header_text", "home_footer_text", "product_footer_text", "cart_footer_text"]),
});

/** One of the venue's HTML texts, sanitized. */
function VenueHtml({ props }: BlockProps<typeof VenueHtmlProps.Type>) {
  const html = useMenuState((s) => s.menuData?.[props.field]);
  return <SafeHtml html={html} className={css.headerText} />;
}

/** All categories (home_display_all_categories) or the top-level ones open now, as cards. */
function HomeCategoryGrid() {
  const t = useText();
  const menu = useMenuState((s) => s.menuData);
  const clock = useVenueClock();
  if (!menu) return null;
  const categories = clock ? homeCategories(menu.categories, menu.home_display_all_categories, clock) : [];
  const placeholder = menu.default_category_image;
  return (
    <ul className={css.grid} aria-label={t("categories")}>
      {categories.map((category) => {
        const image = category.image?.product ?? placeholder?.resized;
        return (
          <li key={category.id}>
            <Link to={`/category/${category.id}`} className={css.card}>
              {image && !category.hidden_image ? (
                <img className={css.cardImage} src={image} alt="" loading="lazy" width={800} height={500} />
              ) : null}
              <span className={css.cardTitle}>{category.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export const homeBlocks = [
  defineBlock({ type: "page", component: Page, description: "The screen's column; holds the screen's blocks" }),
  defineBlock({ type: "venue.closed-banner", component: ClosedBanner, description: "'We are currently closed' (ui_str_menu_closed)" }),
  defineBlock({ type: "venue.html", component: VenueHtml, props: VenueHtmlProps, description: "A sanitized venue HTML text: props.field names it" }),
  defineBlock({ type: "home.category-grid", component: HomeCategoryGrid, description: "The home categories as cards" }),
];
