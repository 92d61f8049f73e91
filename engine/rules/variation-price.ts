/**
 * Variation prices (spec §9: "A variation value adjusts the price using its math operator and price").
 * A product lists its own variation values in `product_variations`, each with the price and operator that
 * apply to that product; those win over the shared variation's defaults. A value flagged
 * `display_price_product` carries the product's whole price instead of an adjustment (a size "Large 15"),
 * as schemas/menu/variation.ts reads it; docs/pricing.md.
 */
import { sameId, type EntityId } from "./ids";
import { milli, nonNegative, type Milli } from "./money";

/**
 * A price adjustment: `math` "+" adds `price`, "-" subtracts it; with `display_price_product` the price is
 * the product's price itself.
 */
export interface VariationPrice {
  price: Milli;
  math?: string | null;
  display_price_product?: boolean | null;
}

/** A value of a shared variation (payload `variations[].values[]`). */
export interface VariationValue extends VariationPrice {
  id: EntityId;
  value: string;
}

/** A shared variation group (payload `variations[]`). */
export interface Variation {
  id: EntityId;
  name: string;
  required?: boolean | null;
  multiple?: boolean | null;
  max_choices_allowed?: number | null;
  values: readonly VariationValue[];
}

/**
 * A product's link to one variation value, with the product's own price for it (`product_variations[]`);
 * a link without a price uses the value's.
 */
export interface ProductVariationLink {
  variation: EntityId;
  variation_value: EntityId;
  price?: Milli | null;
  math?: string | null;
  display_price?: boolean | null;
  display_price_product?: boolean | null;
}

/** One choosable value of a product's variation group, priced for that product. */
export interface VariationOption extends VariationPrice {
  id: EntityId;
  value: string;
  display_price: boolean;
  display_price_product: boolean;
}

/** A variation group as a product offers it. */
export interface ProductVariationGroup {
  id: EntityId;
  name: string;
  required: boolean;
  multiple: boolean;
  maxChoices: number;
  options: VariationOption[];
}

const PLUS = new Set(["+", "plus", "add", "increase"]);
const MINUS = new Set(["-", "minus", "subtract", "decrease"]);

/**
 * The signed change a value makes to the price. "+" (or plus/add) adds, "-" (or minus/subtract) takes off;
 * an unknown operator changes nothing rather than guess (docs/pricing.md).
 */
export function variationAdjustment(v: VariationPrice): Milli {
  const op = (v.math ?? "+").trim().toLowerCase();
  if (PLUS.has(op)) return v.price;
  if (MINUS.has(op)) return milli(-v.price);
  return milli(0);
}

/**
 * A base price with the chosen values applied, never below zero: the first chosen value flagged
 * `display_price_product` replaces the base, then every other value adds or subtracts its price.
 */
export function applyVariations(base: Milli, chosen: readonly VariationPrice[]): Milli {
  const replacing = chosen.find((v) => v.display_price_product === true);
  let total: number = replacing ? replacing.price : base;
  for (const v of chosen) if (v !== replacing) total += variationAdjustment(v);
  return nonNegative(milli(total));
}

/**
 * The variation groups a product offers, in the order its `product_variations` first names them, each with
 * only the values the product links, priced by the link. Links to unknown groups or values are skipped.
 */
export function productVariationGroups(
  links: readonly ProductVariationLink[] | null | undefined,
  variations: readonly Variation[] | null | undefined,
): ProductVariationGroup[] {
  const groups: ProductVariationGroup[] = [];
  for (const link of links ?? []) {
    const variation = (variations ?? []).find((v) => sameId(v.id, link.variation));
    const value = variation?.values.find((v) => sameId(v.id, link.variation_value));
    if (!variation || !value) continue;
    let group = groups.find((g) => sameId(g.id, variation.id));
    if (!group) {
      group = {
        id: variation.id,
        name: variation.name,
        required: variation.required === true,
        multiple: variation.multiple === true,
        maxChoices: Math.max(0, Math.trunc(variation.max_choices_allowed ?? 0)),
        options: [],
      };
      groups.push(group);
    }
    if (group.options.some((o) => sameId(o.id, value.id))) continue;
    group.options.push({
      id: value.id,
      value: value.value,
      price: link.price ?? value.price,
      math: link.price !== null && link.price !== undefined ? (link.math ?? "+") : (value.math ?? "+"),
      display_price: link.display_price === true,
      display_price_product: link.display_price_product === true || value.display_price_product === true,
    });
  }
  return groups;
}

/** What to print beside a variation value, if anything (3 decimals, spec §9). */
export type VariationLabelPrice =
  | { kind: "product"; amount: Milli }
  | { kind: "delta"; amount: Milli };

/**
 * What a picker prints beside a value: `display_price_product` shows the product price it sets;
 * `display_price` shows the signed change; neither shows nothing.
 */
export function variationLabelPrice(base: Milli, option: VariationOption): VariationLabelPrice | null {
  if (option.display_price_product) return { kind: "product", amount: applyVariations(base, [option]) };
  if (option.display_price) return { kind: "delta", amount: variationAdjustment(option) };
  return null;
}
