import { createContext, use, useCallback, useContext, useMemo, useState } from "react";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { isFromSearch } from "../../engine/rules/search-link";
import type { MenuData, Product } from "../../schemas/menu";
import type { BlockProps } from "../../engine/plugin-api";
import { carouselProducts, categoryProducts, isWithinItemHours, sameId, type WallClock } from "../../engine/rules";
import { searchRules } from "./search-rules";
import { useMenuState, useText, useVenueClock } from "../../engine/react/menu-context";
import { initialDraft, type ProductDraft } from "../shared/product-options";
import * as css from "./product.css";

/** What the product screen's blocks share: the carousel's products, the current one, and every draft. */
export interface ProductScreenValue {
  products: readonly Product[];
  index: number;
  current: Product;
  /** The current product shows now (within `product_hours`); outside them it can be seen, not ordered. */
  available: boolean;
  /** The carousel's name for screen readers: the category, or the search. */
  label: string;
  draftOf(product: Product): ProductDraft;
  updateDraft(product: Product, change: (draft: ProductDraft) => ProductDraft): void;
  resetDraft(product: Product): void;
  /** Shows the carousel's product at `index` (the address follows, so back and reload keep it). */
  select(index: number): void;
}

const ProductScreenContext = createContext<ProductScreenValue | null>(null);

export function useProductScreen(): ProductScreenValue | null {
  return useContext(ProductScreenContext);
}

/** The product a slide shows, and whether that slide is the current one. */
export const SlideContext = createContext<{ product: Product; current: boolean } | null>(null);

/** The product a block inside the carousel shows (its slide's), else the screen's current product. */
export function useShownProduct(): { product: Product; current: boolean } | null {
  const slide = useContext(SlideContext);
  const screen = useProductScreen();
  return slide ?? (screen ? { product: screen.current, current: true } : null);
}

/** The shown product with the guest's choices for it, and a way to change them: what every picker block needs. */
export interface ShownDraft {
  product: Product;
  draft: ProductDraft;
  update(change: Partial<ProductDraft>): void;
}

export function useShownDraft(): ShownDraft | null {
  const shown = useShownProduct();
  const screen = useProductScreen();
  if (!shown || !screen) return null;
  const { product } = shown;
  return { product, draft: screen.draftOf(product), update: (change) => screen.updateDraft(product, (d) => ({ ...d, ...change })) };
}

/**
 * Doc 1 §2 /product: the carousel holds the products of the same category, or the search results when opened
 * from search (`searchCarousel`, loaded with such a product only), skipping disabled-link, external-link and
 * out-of-hours products. A product opened directly that the carousel skips is shown alone.
 */
function carouselFor(menu: MenuData, current: Product, clock: WallClock | undefined, fromSearch: { searchStr: string; rules: NonNullable<typeof searchRules.loaded> } | null): Product[] {
  if (!clock) return [current];
  let list: Product[];
  if (fromSearch) {
    list = fromSearch.rules.searchCarousel(menu, fromSearch.searchStr, clock);
  } else {
    const category = menu.categories.find((c) => sameId(c.id, current.category));
    list = carouselProducts(category ? categoryProducts(category, menu.products) : [current], clock);
  }
  return list.some((p) => sameId(p.id, current.id)) ? list : [current];
}

/**
 * `/product/{id}`: finds the product and its carousel, keeps the guest's choices per product while they
 * swipe, and draws the screen's column.
 */
export function ProductScreen({ context, children }: BlockProps) {
  const id = context.route.params["id"] ?? "";
  const t = useText();
  const menu = useMenuState((s) => s.menuData);
  const clock = useVenueClock();
  const navigate = useNavigate();
  const [drafts, setDrafts] = useState<Readonly<Record<string, ProductDraft>>>({});
  const searchStr = useLocation({ select: (l) => l.searchStr });
  const openedFromSearch = isFromSearch(searchStr);
  // The route's loader waited for the search's rules; a render that still finds them missing waits for them too.
  const rules = openedFromSearch ? (searchRules.loaded ?? use(searchRules.load())) : undefined;
  const search = useMemo(() => (rules ? { searchStr, rules } : null), [rules, searchStr]);

  const current = menu?.products.find((p) => sameId(p.id, id));
  const products = useMemo(() => (menu && current ? carouselFor(menu, current, clock, search) : []), [menu, current, clock, search]);
  const index = Math.max(0, products.findIndex((p) => sameId(p.id, id)));

  const draftOf = useCallback((product: Product) => drafts[String(product.id)] ?? initialDraft(product), [drafts]);
  const updateDraft = useCallback(
    (product: Product, change: (draft: ProductDraft) => ProductDraft) =>
      setDrafts((all) => ({ ...all, [String(product.id)]: change(all[String(product.id)] ?? initialDraft(product)) })),
    [],
  );
  const resetDraft = useCallback(
    (product: Product) =>
      setDrafts((all) => {
        const next = { ...all };
        delete next[String(product.id)];
        return next;
      }),
    [],
  );
  const select = useCallback(
    (next: number) => {
      const target = products[next];
      if (!target || sameId(target.id, id)) return;
      void navigate({ to: `/product/${target.id}`, search: (prev: Record<string, unknown>) => prev, replace: true, resetScroll: false });
    },
    [products, id, navigate],
  );

  const value = useMemo<ProductScreenValue | null>(() => {
    if (!menu || !current) return null;
    const category = menu.categories.find((c) => sameId(c.id, current.category));
    return {
      products,
      index,
      current,
      // The one availability rule's hours part: its own hours, its category's and every parent's (engine/rules/orderable.ts).
      available: clock ? isWithinItemHours(current, menu.categories, clock) : false,
      label: search ? t("search") : (category?.name ?? current.name),
      draftOf,
      updateDraft,
      resetDraft,
      select,
    };
  }, [menu, current, products, index, clock, search, t, draftOf, updateDraft, resetDraft, select]);

  if (!menu) return null;
  if (!value) {
    return (
      <main className={css.missing}>
        <h1>{t("search_no_results")}</h1>
      </main>
    );
  }
  return (
    <ProductScreenContext.Provider value={value}>
      <main className={css.screen} data-testid="product-screen">
        {children}
      </main>
    </ProductScreenContext.Provider>
  );
}
