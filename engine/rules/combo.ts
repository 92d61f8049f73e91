/**
 * Combos (spec §4, §5): every combo group needs exactly one chosen product; choosing one clears its
 * siblings; out-of-stock products cannot be chosen. A chosen item's `price` is what choosing it adds to
 * the combo's own price (0 for an included item), plus its own chosen variation values (docs/pricing.md).
 */
import { sameId, type EntityId } from "./ids";
import { applyVariations, type VariationPrice } from "./variation-price";
import { milli, nonNegative, ZERO_MILLI, type Milli } from "./money";

/** A variation value on a combo item; `selected` marks the chosen ones. */
export interface ComboItemVariation extends VariationPrice {
  selected?: boolean | null;
}

/** A product offered in a combo group. */
export interface ComboItem {
  id: EntityId;
  name?: string | null;
  price?: Milli | null;
  selected?: boolean | null;
  out_of_stock?: boolean | null;
  product_variations?: readonly ComboItemVariation[] | null;
}

/** A combo group (payload `combo_groups[]`). */
export interface ComboGroup<I extends ComboItem = ComboItem> {
  id: EntityId;
  name: string;
  products: readonly I[];
}

/**
 * Chooses `productId` in one group and clears its siblings. Choosing an out-of-stock or unknown product
 * changes nothing (the control is disabled). Returns new groups; the input is not changed.
 */
export function selectComboItem<I extends ComboItem, G extends ComboGroup<I>>(
  groups: readonly G[],
  groupId: EntityId,
  productId: EntityId,
): G[] {
  const group = groups.find((g) => sameId(g.id, groupId));
  const item = group?.products.find((p) => sameId(p.id, productId));
  if (!group || !item || item.out_of_stock === true) return [...groups];
  return groups.map((g) =>
    sameId(g.id, groupId) ? { ...g, products: g.products.map((p) => ({ ...p, selected: sameId(p.id, productId) })) } : g,
  );
}

/** Whether an item can be chosen (spec §4: out-of-stock combo products are disabled). */
export function isComboItemDisabled(item: ComboItem): boolean {
  return item.out_of_stock === true;
}

/** Spec §5: "every group needs a chosen product" (one, in stock). */
export function isComboComplete(groups: readonly ComboGroup[]): boolean {
  return groups.every((g) => g.products.filter((p) => p.selected === true && p.out_of_stock !== true).length === 1);
}

/** The groups still without a chosen product. */
export function incompleteComboGroups(groups: readonly ComboGroup[]): EntityId[] {
  return groups.filter((g) => !g.products.some((p) => p.selected === true && p.out_of_stock !== true)).map((g) => g.id);
}

/** What one chosen item adds: its price plus its chosen variation adjustments, never below zero. */
export function comboItemPrice(item: ComboItem): Milli {
  const chosen = (item.product_variations ?? []).filter((v) => v.selected === true);
  return applyVariations(item.price ?? ZERO_MILLI, chosen);
}

/** What all chosen combo items add to the combo's price. */
export function comboSelectionsTotal(groups: readonly ComboGroup[] | null | undefined): Milli {
  let total = 0;
  for (const g of groups ?? []) {
    for (const p of g.products) if (p.selected === true) total += comboItemPrice(p);
  }
  return nonNegative(milli(total));
}
