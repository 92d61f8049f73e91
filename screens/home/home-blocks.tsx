import { defineBlock, type BlockProps } from "../../engine/plugin-api";
import { homeCategories } from "../../engine/rules/availability";
import { homeFormat, homeLargestPictureCard } from "../../engine/rules/home-picture";
import { useMenuState, useText, useVenueClock } from "../../engine/react/menu-context";
import { SafeHtml } from "../../engine/react/safe-html";
import { useNextTimeSentence, useNextVenueOpening } from "../shared/availability-text";
import { CategoryCard } from "./category-card";
import * as css from "./home.css";
import { venueHtmlProps, type VenueHtmlProps } from "./venue-html-props";

/** A page column with the spacing of DESIGN.md; screens put their blocks in one. */
function Page({ children }: BlockProps) {
  return <main className={css.page}>{children}</main>;
}

/** The venue is closed (spec §2 /home): the spec's sentence, and when it opens next by its hours and closing rules. */
function ClosedBanner() {
  const t = useText();
  const sentence = useNextTimeSentence();
  const opens = sentence("venue", useNextVenueOpening());
  return (
    <div className={css.closed} role="status" data-testid="closed-banner">
      <p className={css.closedLine}>{t("ui_str_menu_closed")}</p>
      {opens ? <p className={css.closedNext}>{opens}</p> : null}
    </div>
  );
}


/** One of the venue's HTML texts, sanitized. */
function VenueHtml({ props }: BlockProps<VenueHtmlProps>) {
  const html = useMenuState((s) => s.menuData?.[props.field]);
  return <SafeHtml html={html} className={css.headerText} />;
}

/** All categories (home_display_all_categories) or the top-level ones open now, as cards in home_view_format. */
function HomeCategoryGrid() {
  const t = useText();
  const menu = useMenuState((s) => s.menuData);
  const clock = useVenueClock();
  if (!menu) return null;
  const categories = clock ? homeCategories(menu.categories, menu.home_display_all_categories, clock) : [];
  const format = homeFormat(menu.home_view_format);
  // The picture the guest sees largest, by the rule the server's Link header uses for the same cards.
  const largest = homeLargestPictureCard(categories, menu.home_view_format, menu.default_category_image);
  return (
    <ul className={css.grid} aria-label={t("categories")} data-layout={format.layout} data-format={menu.home_view_format}>
      {categories.map((category, index) => (
        <CategoryCard
          key={category.id}
          category={category}
          placeholder={menu.default_category_image}
          withImage={format.images}
          eager={index < 4}
          largest={category === largest}
        />
      ))}
    </ul>
  );
}

export const homeBlocks = [
  defineBlock({ type: "page", component: Page }),
  defineBlock({ type: "venue.closed-banner", component: ClosedBanner }),
  defineBlock({ type: "venue.html", component: VenueHtml, props: import.meta.env?.DEV ? venueHtmlProps() : undefined }),
  defineBlock({ type: "home.category-grid", component: HomeCategoryGrid }),
];
