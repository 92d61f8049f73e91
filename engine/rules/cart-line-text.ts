/**
 * What a cart line says about its options, one text per variation or combo group: 'Size: Large',
 * 'Extras: Cheese, Olives', 'Main: Chicken Shawarma'. The cart shows these under the line's name; the order
 * payload's `product_variation` is the same lines (ordering spec §3, "variation name: selected values").
 */
export interface LineOptions {
  readonly variations: readonly { readonly name: string; readonly values: readonly { readonly name: string; readonly selected: boolean }[] }[];
  readonly combo_groups: readonly { readonly name: string; readonly products: readonly { readonly name: string; readonly selected: boolean }[] }[];
}

export function lineOptionTexts(line: LineOptions): string[] {
  const texts: string[] = [];
  for (const variation of line.variations) {
    const chosen = variation.values.filter((v) => v.selected).map((v) => v.name);
    if (chosen.length > 0) texts.push(`${variation.name}: ${chosen.join(", ")}`);
  }
  for (const group of line.combo_groups) {
    const chosen = group.products.filter((p) => p.selected).map((p) => p.name);
    if (chosen.length > 0) texts.push(`${group.name}: ${chosen.join(", ")}`);
  }
  return texts;
}
