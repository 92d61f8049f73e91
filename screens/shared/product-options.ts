/**
 * What a guest has chosen for one product (variations, combo items, quantity, instructions) and what the rules
 * say about it: the add button's state and text, and the price of the line being built. Shared by the
 * product screen and the category page's picker sheet, so both behave the same.
 */
import { useMemo } from "react";
import type { Product } from "../../schemas/menu";
import type { TextKey } from "../../engine/i18n/ui-text";
import {
  addToCartBlock,
  addToCartText,
  chosenOptions,
  incompleteComboGroups,
  missingRequiredGroups,
  productVariationGroups,
  sameId,
  shownLinePrice,
  shownProductPrice,
  showCartButton,
  type AddToCartBlock,
  type AddToCartText,
  type ComboGroup,
  type EntityId,
  type Milli,
  type ProductVariationGroup,
  type VariationChoice,
} from "../../engine/rules";
import { useCart } from "../../engine/react/app-services";
import { useContextValue } from "../../engine/react/layout/use-layout-context";
import { ACTIVE_ORDER, COMMON_ORDER } from "../../engine/plugin-api";
import { useRequestState } from "../../engine/react/use-request-state";
import { ADD_TO_ORDER_REQUEST } from "../../engine/server-state/request-states";
import { useMenuState } from "../../engine/react/menu-context";

/** The guest's choices for one product. */
export interface ProductDraft {
  choice: VariationChoice;
  /** The product's combo groups with `selected` as the guest chose (the payload's preselection at first). */
  combo: readonly ComboGroup<Product["combo_groups"][number]["products"][number]>[];
  qty: number;
  instructions: string;
}

/** A fresh draft: nothing chosen, the payload's combo preselection, quantity 1. */
export function initialDraft(product: Product): ProductDraft {
  return { choice: {}, combo: product.combo_groups, qty: 1, instructions: "" };
}

/** A product's variation groups as it offers them (`productVariationGroups`), memoised per product. */
export function useVariationGroups(product: Product): ProductVariationGroup[] {
  const variations = useMenuState((s) => s.menuData?.variations);
  return useMemo(() => productVariationGroups(product.product_variations, variations), [product, variations]);
}

/** The add button's text key per state (spec §2 "Add button texts"). */
export const ADD_TEXT_KEYS: Readonly<Record<AddToCartText, TextKey>> = {
  "out-of-stock": "ui_str_out_of_stock",
  "already-in-cart": "already_added_to_cart",
  "add-to-order": "add_to_order",
  "adding-to-order": "adding_to_order",
  "add-to-cart": "ui_str_add_to_cart",
};

/** What the rules say about a product and its draft right now. */
export interface OrderState {
  groups: ProductVariationGroup[];
  /** Required variation groups still without a choice. */
  missingGroups: EntityId[];
  /** Combo groups still without a chosen product. */
  incompleteCombos: EntityId[];
  /** Why add is disabled, or null. */
  block: AddToCartBlock | null;
  text: AddToCartText;
  /** The cart button rule: ordering possible and a price above 0 (or zero-price items allowed). */
  showButton: boolean;
  /** The line being built, as the add bar shows it. */
  linePrice: Milli;
}

/** Reads the cart and the menu and asks the rules about this product and draft. */
export function useOrderState(product: Product, draft: ProductDraft, canOrder: boolean): OrderState {
  const menu = useMenuState((s) => s.menuData);
  const isOpen = useMenuState((s) => s.isOpen);
  const inCart = useCart((c) => c.products.some((line) => sameId(line.id, product.id)));
  const inFlight = useRequestState(ADD_TO_ORDER_REQUEST).pending;
  const commonPosOrder = useContextValue(COMMON_ORDER);
  const activeOrder = useContextValue(ACTIVE_ORDER) !== null;
  const groups = useVariationGroups(product);
  return useMemo(() => {
    const missingGroups = missingRequiredGroups(groups, draft.choice);
    const incompleteCombos = product.enable_combo ? incompleteComboGroups(draft.combo) : [];
    const input = {
      productId: product.id,
      outOfStock: product.out_of_stock,
      // Into the table's order, the cart's contents do not matter.
      cartProductIds: inCart && !activeOrder ? [product.id] : [],
      enableAddingSameItem: menu?.enable_adding_same_item_cart,
      missingSelection: missingGroups.length > 0 || incompleteCombos.length > 0,
      inFlight,
      commonPosOrder,
      activeOrder,
    };
    const settings = menu ?? {};
    return {
      groups,
      missingGroups,
      incompleteCombos,
      block: addToCartBlock(input),
      text: addToCartText(input),
      // No button while the point of sale holds the table: the plugin supplying the common order says why.
      showButton:
        canOrder &&
        !commonPosOrder &&
        showCartButton({
          enableOrder: menu?.enable_order,
          venueOpen: isOpen,
          price: shownProductPrice(product, settings).final,
          enableZeroPriceItem: menu?.enable_zero_price_item,
        }),
      linePrice: shownLinePrice(product, chosenOptions(groups, draft.choice), product.enable_combo ? draft.combo : null, draft.qty, settings),
    };
  }, [groups, draft, product, inCart, menu, inFlight, commonPosOrder, activeOrder, canOrder, isOpen]);
}
