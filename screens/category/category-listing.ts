import { createContext, useContext, useMemo } from "react";
import type { Category, Product, Promotion } from "../../schemas/menu";
import {
  categoryPromotions,
  isSpecialCategory,
  sameId,
  specialCategorySections,
  subCategories,
  visibleCategoryProducts,
  type SpecialSection,
} from "../../engine/rules";
import { useMenuState, useVenueClock } from "../../engine/react/menu-context";

/** Everything the category page shows, from the rules, computed once per menu, clock and category. */
export interface CategoryListing {
  category: Category;
  /** A special category: several categories on one page with a nav bar. */
  special: boolean;
  /** The products of an ordinary category that show now. */
  products: Product[];
  /** The sections of a special category. */
  sections: SpecialSection<Category, Product>[];
  /** Open sub-categories. */
  children: Category[];
  /** Promotions, only when the category shows no products. */
  promotions: Promotion[];
  /** False for the moment the venue's clock takes to start: what is open is not known yet. */
  ready: boolean;
}

/** The listing of category `id`; undefined while the menu loads, null for an unknown id. */
export function useCategoryListing(id: string): CategoryListing | null | undefined {
  const menu = useMenuState((s) => s.menuData);
  const clock = useVenueClock();
  return useMemo(() => {
    if (!menu) return undefined;
    const category = menu.categories.find((c) => sameId(c.id, id));
    if (!category) return null;
    const special = isSpecialCategory(category);
    if (!clock) return { category, special, products: [], sections: [], children: [], promotions: [], ready: false };
    const products = special ? [] : visibleCategoryProducts(category, menu.products, clock);
    const sections = special ? specialCategorySections(category, menu.categories, menu.products, clock) : [];
    const showsProducts = products.length > 0 || sections.length > 0;
    return {
      category,
      special,
      products,
      sections,
      children: subCategories(category, menu.categories, clock),
      promotions: categoryPromotions(category, menu.promotions, showsProducts),
      ready: true,
    };
  }, [menu, clock, id]);
}

export const CategoryListingContext = createContext<CategoryListing | null>(null);

/** The listing of the page's category, for the blocks inside `category.page`. */
export function useListing(): CategoryListing | null {
  return useContext(CategoryListingContext);
}
