import { useEffect, useRef, type MouseEvent } from "react";
import { Link } from "@tanstack/react-router";
import type { Product } from "../../schemas/menu";
import type { BlockProps } from "../../engine/plugin-api";
import { sameId } from "../../engine/rules";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { SafeHtml } from "../../engine/react/safe-html";
import { CategoryCard } from "../shared/category-card";
import { muteVideo } from "../shared/muted-video";
import { ProductCard, ProductCardProvider, type CardFormat } from "../shared/product-card";
import * as cardCss from "../shared/card.css";
import { CategoryListingContext, useCategoryListing, useListing } from "./category-listing";
import { useProgressiveCount } from "./progressive";
import { useCategoryScrollMemory } from "./scroll-memory";
import { scrollToSection, useScrollSpy } from "./scroll-spy";
import * as css from "./category.css";
import { visuallyHidden } from "../shared/visually-hidden.css";

/**
 * `/category/{id}`: resolves the category and what it shows (through the rules) once, for the blocks inside
 * it, and draws the page column. An unknown id says so.
 */
export function CategoryPage({ context, children }: BlockProps) {
  const id = context.route.params["id"] ?? "";
  const t = useText();
  const listing = useCategoryListing(id);
  if (listing === undefined) return null;
  if (listing === null) {
    return (
      <main className={css.page}>
        <h1 className={css.title}>{t("not_found_title")}</h1>
      </main>
    );
  }
  return (
    <CategoryListingContext.Provider value={listing}>
      <main className={css.page} data-testid="category-page" data-view-format={listing.category.view_format}>
        {children}
      </main>
    </CategoryListingContext.Provider>
  );
}

/** The category's name, the page's heading. */
export function CategoryTitle() {
  const listing = useListing();
  if (!listing) return null;
  return <h1 className={css.title}>{listing.category.name}</h1>;
}

/** The category's HTML description, sanitized. */
export function CategoryDescription() {
  const listing = useListing();
  if (!listing) return null;
  return <SafeHtml html={listing.category.description} className={css.description} />;
}

/** Open sub-categories as cards (hidden outside their hours). */
export function SubCategories() {
  const t = useText();
  const listing = useListing();
  const menu = useMenuState((s) => s.menuData);
  if (!listing || !menu || listing.children.length === 0) return null;
  return (
    <ul className={cardCss.grid} aria-label={t("categories")}>
      {listing.children.map((child) => (
        <li key={String(child.id)} className={cardCss.cell} data-width={child.fullwidth ? "full" : "half"}>
          <CategoryCard category={child} menu={menu} />
        </li>
      ))}
    </ul>
  );
}

/** The category's promotions, shown only when it has no products (doc 1 §2). */
export function CategoryPromotions() {
  const t = useText();
  const listing = useListing();
  if (!listing || listing.promotions.length === 0) return null;
  return (
    <ul className={css.promotions} aria-label={t("promotions")}>
      {listing.promotions.map((promotion) => (
        <li key={String(promotion.id)}>
          <Link to="/promotions" className={css.promotion}>
            {promotion.video ? (
              <video ref={muteVideo} className={css.promotionMedia} src={promotion.video} muted loop autoPlay playsInline aria-hidden="true" />
            ) : promotion.image ? (
              <img
                className={css.promotionMedia}
                src={promotion.image.product}
                srcSet={promotion.image.retina ? `${promotion.image.product} 1x, ${promotion.image.retina} 2x` : undefined}
                width={800}
                height={500}
                alt=""
                loading="lazy"
              />
            ) : null}
            <p className={css.promotionTitle}>{promotion.title}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function cardFormat(format: number): CardFormat {
  return format === 2 || format === 3 || format === 4 ? format : 1;
}

/** Products as cards or rows in a view format; only the first `count` render (progressive.ts). */
function ProductList({
  products,
  count,
  format,
  level,
  inCart,
  label,
}: {
  products: readonly Product[];
  count: number;
  format: CardFormat;
  level: 2 | 3;
  inCart: ReadonlySet<string>;
  label: string;
}) {
  const grid = format === 1 || format === 2;
  const shown = count >= products.length ? products : products.slice(0, Math.max(0, count));
  return (
    <ul className={grid ? cardCss.grid : cardCss.list} aria-label={label} data-testid="product-list">
      {shown.map((product, index) => (
        <li key={String(product.id)} className={grid ? cardCss.cell : cardCss.listCell} data-width={product.fullwidth ? "full" : "half"}>
          <ProductCard product={product} format={format} level={level} inCart={inCart.has(String(product.id))} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}

/** An ordinary category's products in its view format, with the scroll position kept per category. */
export function CategoryProducts({ context }: BlockProps) {
  const listing = useListing();
  const id = listing ? String(listing.category.id) : "";
  const total = listing && !listing.special ? listing.products.length : 0;
  const count = useProgressiveCount(total, id);
  useCategoryScrollMemory(id, !!listing?.ready && !listing.special && count >= total);
  if (!listing || listing.special) return null;
  if (!listing.ready) return <Skeleton />;
  if (total === 0) return null;
  return (
    <ProductCardProvider canOrder={context.canOrder}>
      {(inCart) => (
        <ProductList
          products={listing.products}
          count={count}
          format={cardFormat(listing.category.view_format)}
          level={2}
          inCart={inCart}
          label={listing.category.name}
        />
      )}
    </ProductCardProvider>
  );
}

function Skeleton() {
  return (
    <div className={cardCss.grid} aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={css.skeleton} />
      ))}
    </div>
  );
}

/**
 * A special category (doc 1 §2): its sections on one page under a sticky nav bar of `#cat-{id}` anchors; the
 * active anchor follows the scrolling (150 px offset, 0.5 threshold).
 */
export function SpecialCategory({ context }: BlockProps) {
  const listing = useListing();
  const sections = listing?.special ? listing.sections : [];
  const ids = sections.map((s) => `cat-${s.category.id}`);
  const active = useScrollSpy(ids);
  const navRef = useRef<HTMLUListElement>(null);
  const id = listing ? String(listing.category.id) : "";
  const total = sections.reduce((sum, s) => sum + s.products.length, 0);
  const count = useProgressiveCount(total, id);
  useCategoryScrollMemory(id, !!listing?.ready && !!listing.special && count >= total);

  // Keep the active anchor in sight in the nav bar (physical deltas, so it works in both directions).
  useEffect(() => {
    const nav = navRef.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!nav || !link) return;
    const navBox = nav.getBoundingClientRect();
    const box = link.getBoundingClientRect();
    const delta = box.left + box.width / 2 - (navBox.left + navBox.width / 2);
    if (Math.abs(delta) > 1) nav.scrollBy({ left: delta, behavior: "smooth" });
  }, [active]);

  // An address with an anchor (#cat-12) opens at that section.
  const hashDone = useRef(false);
  const complete = sections.length > 0 && count >= total;
  useEffect(() => {
    if (hashDone.current || !complete) return;
    hashDone.current = true;
    const target = window.location.hash.slice(1);
    const element = target ? document.getElementById(target) : null;
    if (element) requestAnimationFrame(() => scrollToSection(element, false));
  }, [complete]);

  if (!listing?.special) return null;
  if (!listing.ready) return <Skeleton />;
  if (sections.length === 0) return null;

  const go = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    const element = document.getElementById(anchor);
    if (!element) return;
    event.preventDefault();
    scrollToSection(element, !window.matchMedia("(prefers-reduced-motion: reduce)").matches);
    window.history.replaceState(window.history.state, "", `#${anchor}`);
  };
  const format = cardFormat(listing.category.view_format);
  // One progressive count for the whole page, handed down section by section.
  const starts = sections.map((_, i) => sections.slice(0, i).reduce((sum, s) => sum + s.products.length, 0));

  return (
    <>
      {sections.length > 1 ? (
        <nav className={css.nav} aria-label={listing.category.name}>
          <ul className={css.navList} ref={navRef}>
            {sections.map((section, index) => {
              const anchor = `cat-${section.category.id}`;
              return (
                <li key={anchor}>
                  <a href={`#${anchor}`} className={css.navLink} aria-current={index === active ? "true" : undefined} onClick={(e) => go(e, anchor)}>
                    {section.category.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      <ProductCardProvider canOrder={context.canOrder}>
        {(inCart) => (
          <div className={css.sections}>
            {sections.map((section, index) => (
              <section key={String(section.category.id)} id={`cat-${section.category.id}`} className={css.section} aria-labelledby={`cat-${section.category.id}-title`}>
                {/* A section that is the page's own category is already named by the page's heading. */}
                <h2 className={sameId(section.category.id, listing.category.id) ? visuallyHidden : css.sectionTitle} id={`cat-${section.category.id}-title`}>
                  {section.category.name}
                </h2>
                <ProductList
                  products={section.products}
                  count={count - (starts[index] ?? 0)}
                  format={format}
                  level={3}
                  inCart={inCart}
                  label={section.category.name}
                />
              </section>
            ))}
          </div>
        )}
      </ProductCardProvider>
    </>
  );
}
