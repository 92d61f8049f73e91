/**
 * The cart line a product becomes when a guest adds it (doc 1 §3 "Cart line item"): its unit price from the
 * rules (`cartUnitPrice`: chosen variation values, chosen combo items, then the product discount), the
 * chosen variations with `selected` flags, the combo groups as chosen, the quantity and the instructions.
 */
import {
  cartUnitPrice,
  chosenOptions,
  quantityBounds,
  sameId,
  type ComboGroup,
  type ComboItem,
  type EntityId,
  type PricedProduct,
  type ProductVariationGroup,
  type VariationChoice,
} from "../rules";
import type { CartLineComboGroup, CartLineVariation } from "./cart-state";
import type { NewCartLine } from "./cart-store";

/** The product fields a cart line copies. */
export interface LineProduct extends PricedProduct {
  id: EntityId;
  category: EntityId | null;
  name: string;
  sku?: string | null;
  images?: readonly { image: { product: string } }[] | null;
  pos_available_qty?: number | null;
}

/** What the guest chose on the product screen or in the picker. */
export interface LineChoices {
  groups: readonly ProductVariationGroup[];
  choice: VariationChoice;
  comboGroups?: readonly ComboGroup<ComboItem & { name?: string | null }>[] | null;
  qty: number;
  specialInstructions?: string;
}

function lineVariations(groups: readonly ProductVariationGroup[], choice: VariationChoice): CartLineVariation[] {
  return groups
    .map((group) => {
      const chosen = choice[String(group.id)] ?? [];
      return {
        id: group.id,
        name: group.name,
        values: group.options.map((o) => ({ id: o.id, name: o.value, selected: chosen.some((id) => sameId(id, o.id)) })),
      };
    })
    .filter((v) => v.values.some((value) => value.selected));
}

function lineCombos(groups: LineChoices["comboGroups"]): CartLineComboGroup[] {
  return (groups ?? []).map((g) => ({
    id: g.id,
    name: g.name,
    products: g.products.map((p) => ({
      id: p.id,
      name: p.name ?? "",
      selected: p.selected === true,
      price: p.price ?? null,
      product_variations: (p.product_variations ?? []).map((v) => ({ price: v.price, math: v.math ?? null, selected: v.selected ?? null })),
    })),
  }));
}

/** The line to hand to the cart store's `addItem`. */
export function newCartLine(product: LineProduct, choices: LineChoices): NewCartLine {
  return {
    id: product.id,
    category: product.category,
    name: product.name,
    sku: product.sku ?? null,
    image: product.images?.[0]?.image.product ?? null,
    price: cartUnitPrice(product, chosenOptions(choices.groups, choices.choice), choices.comboGroups),
    qty: choices.qty,
    max_qty: quantityBounds(product).max,
    special_instructions: (choices.specialInstructions ?? "").trim(),
    variations: lineVariations(choices.groups, choices.choice),
    combo_groups: lineCombos(choices.comboGroups),
  };
}
