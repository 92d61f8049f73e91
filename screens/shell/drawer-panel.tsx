import "../../engine/i18n/other-screens-texts";
import { Link } from "@tanstack/react-router";
import { Button, Dialog, Heading } from "react-aria-components";
import { drawerCategories } from "../../engine/rules/availability";
import { CLIENT_VERSION } from "../../engine/rules/version";
import { useMenuState, useText, useVenueClock } from "../../engine/react/menu-context";
import { CloseIcon } from "../shared/icons";
import { LanguageSelect } from "../shared/language-select";
import * as css from "./drawer.css";
import * as shellCss from "./shell.css";

/**
 * The drawer (menu spec, "Header and drawer"): logo to /, the language choice when there are several, Home,
 * the top-level categories that are enabled, not external and open, Promotions when any are enabled, the info
 * pages, the enabled forms and the version label. Loaded on first open.
 */
export default function DrawerPanel() {
  const t = useText();
  const menu = useMenuState((s) => s.menuData);
  const languages = useMenuState((s) => s.languages);
  const clock = useVenueClock();
  if (!menu) return null;
  const categories = clock ? drawerCategories(menu.categories, clock) : [];
  const hasPromotions = menu.promotions.some((p) => p.enable);
  const forms = menu.forms.filter((f) => f.enable);
  return (
    <Dialog className={css.dialog} aria-label={t("menu")}>
      {({ close }) => (
        <>
          <div className={css.top}>
            <Link to="/" onClick={close} aria-label={menu.name}>
              {menu.logo_image?.logo ? <img className={css.logo} src={menu.logo_image.logo} alt="" width={56} height={56} /> : <span>{menu.name}</span>}
            </Link>
            <Button className={shellCss.iconButton} onPress={close} aria-label={t("close")}>
              <CloseIcon />
            </Button>
          </div>
          {languages.length > 1 ? (
            <LanguageSelect labelClassName={css.sectionTitle} selectClassName={css.select} />
          ) : null}
          <nav className={css.nav} aria-label={t("menu")}>
            <Link to="/home" className={css.link} onClick={close}>
              {t("home")}
            </Link>
            {categories.length > 0 ? (
              <>
                <Heading level={2} className={css.sectionTitle}>
                  {t("categories")}
                </Heading>
                <ul className={css.list} aria-label={t("categories")}>
                  {categories.map((category) => (
                    <li key={category.id}>
                      <Link to={`/category/${category.id}`} className={css.link} onClick={close}>
                        {category.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {hasPromotions ? (
              <Link to="/promotions" className={css.link} onClick={close}>
                {t("promotions")}
              </Link>
            ) : null}
            {menu.pages.length > 0 ? (
              <ul className={css.list}>
                {menu.pages.map((page) => (
                  <li key={page.id}>
                    <Link to={`/page/${page.id}`} className={css.link} onClick={close}>
                      {page.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {forms.length > 0 ? (
              <ul className={css.list}>
                {forms.map((form) => (
                  <li key={form.id}>
                    <Link to={`/form/${form.id}`} className={css.link} onClick={close}>
                      {form.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </nav>
          <p className={css.version}>{t("app_version", { version: CLIENT_VERSION })}</p>
        </>
      )}
    </Dialog>
  );
}
