/**
 * A product's property icons (menu spec §2 cards: "property icons or badges", display_properties_in_product) and the
 * key to them. Every icon is named by its property's name in the guest's language (the menu is served translated),
 * so a screen reader says "Vegan" where the eye sees the leaf (issue 18). Small on purpose: the search screen, an
 * entry route, draws these too.
 */
import { useId, useMemo } from "react";
import { sameId } from "../../engine/rules/ids";
import { useText } from "../../engine/react/menu-context";
import type { MenuData, Product, Property } from "../../schemas/menu";
import * as css from "./property-icons.css";

/** The properties `product` carries that the venue shows on cards, in the product's order; none when it shows none. */
export function shownProperties(product: Product, menu: MenuData): Property[] {
  if (!menu.display_properties_in_product) return [];
  return product.properties.map((id) => menu.properties.find((p) => sameId(p.id, id))).filter((p) => p !== undefined);
}

/** Icons named by their property (a name badge for a property without an icon). */
export function PropertyIcons({ properties, small = false }: { properties: readonly Property[]; small?: boolean }) {
  if (properties.length === 0) return null;
  return (
    <span className={css.icons} data-testid="property-icons">
      {/* Keyed by position: a search result row drawn again for another product keeps its icons' elements and
          changes their picture and name, rather than removing and building them (a keystroke redraws ten rows). */}
      {properties.map((property, index) =>
        property.image?.icon ? (
          <img
            key={index}
            className={small ? css.smallIcon : css.icon}
            src={property.image.icon}
            alt={property.name}
            title={property.name}
            width={small ? 18 : 22}
            height={small ? 18 : 22}
            loading="lazy"
          />
        ) : (
          <span key={index} className={css.chip}>
            {property.name}
          </span>
        ),
      )}
    </span>
  );
}

/** What each icon on the screen means: the icon and its property's name, for the properties with icons among `products`. */
export function PropertyLegend({ products, menu }: { products: readonly Product[]; menu: MenuData }) {
  const t = useText();
  const id = useId();
  // On /search `products` is every result of the term, thousands on a long menu: their property ids are collected
  // once per list (each keystroke makes one), without looking each one up among the menu's properties.
  const properties = useMemo(() => {
    if (!menu.display_properties_in_product) return [];
    const withIcons = menu.properties.filter((p) => p.image?.icon);
    const wanted = new Set(withIcons.map((p) => String(p.id)));
    const present = new Set<string>();
    // Stops at the first products that carry every icon: a long list usually shows them all within its first rows.
    for (const product of products) {
      for (const id of product.properties) {
        const key = String(id);
        if (wanted.has(key)) present.add(key);
      }
      if (present.size === wanted.size) break;
    }
    return withIcons.filter((p) => present.has(String(p.id)));
  }, [products, menu]);
  if (properties.length === 0) return null;
  return (
    <section className={css.legend} aria-labelledby={id} data-testid="property-legend">
      <h2 className={css.legendTitle} id={id}>
        {t("property_legend")}
      </h2>
      <ul className={css.legendList}>
        {properties.map((property) => (
          <li key={String(property.id)} className={css.legendItem}>
            <img className={css.smallIcon} src={property.image!.icon} alt="" width={18} height={18} loading="lazy" />
            {property.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
