import { sameId, type EntityId } from "./ids";

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

/** A cart line's named parts, as `lineInMenuLanguage` reads and renames them. */
export interface NamedLine extends LineOptions {
  readonly id: EntityId;
  readonly name: string;
  readonly variations: readonly { readonly id?: EntityId; readonly name: string; readonly values: readonly { readonly id: EntityId; readonly name: string; readonly selected: boolean }[] }[];
  readonly combo_groups: readonly { readonly id?: EntityId; readonly name: string; readonly products: readonly { readonly id: EntityId; readonly name: string; readonly selected: boolean }[] }[];
}

/** The menu parts the names come from: its products (with their combo groups) and its variations. */
export interface MenuNamesSource {
  readonly products: readonly {
    readonly id: EntityId;
    readonly name: string;
    readonly combo_groups?: readonly { readonly id: EntityId; readonly name: string; readonly products: readonly { readonly id: EntityId; readonly name: string }[] }[] | null;
  }[];
  readonly variations?: readonly { readonly id: EntityId; readonly name: string; readonly values: readonly { readonly id: EntityId; readonly value: string }[] }[] | null;
}

/** The menu's names by id, made once per menu for every line. */
export interface MenuNames {
  readonly products: ReadonlyMap<string, MenuNamesSource["products"][number]>;
  readonly variations: ReadonlyMap<string, { readonly name: string; readonly values: ReadonlyMap<string, string> }>;
}

export function menuNames(menu: MenuNamesSource): MenuNames {
  return {
    products: new Map(menu.products.map((product) => [String(product.id), product])),
    variations: new Map(
      (menu.variations ?? []).map((variation) => [String(variation.id), { name: variation.name, values: new Map(variation.values.map((value) => [String(value.id), value.value])) }]),
    ),
  };
}

/**
 * A cart line named in the menu's language. The cart keeps the names a line was added with, so after the guest
 * switches language its product, variations, values and combo choices are named again from the menu now shown, by
 * id. What that menu does not name (a product gone, an empty name) keeps the name it was added with.
 */
export function lineInMenuLanguage<L extends NamedLine>(line: L, names: MenuNames): L {
  const product = names.products.get(String(line.id));
  const comboGroups = product?.combo_groups ?? [];
  return {
    ...line,
    name: product?.name || line.name,
    variations: line.variations.map((variation) => {
      const named = variation.id === undefined ? undefined : names.variations.get(String(variation.id));
      return {
        ...variation,
        name: named?.name || variation.name,
        values: variation.values.map((value) => ({ ...value, name: named?.values.get(String(value.id)) || value.name })),
      };
    }),
    combo_groups: line.combo_groups.map((group) => {
      const named = comboGroups.find((candidate) => sameId(candidate.id, group.id));
      return {
        ...group,
        name: named?.name || group.name,
        products: group.products.map((choice) => ({
          ...choice,
          name: named?.products.find((item) => sameId(item.id, choice.id))?.name || names.products.get(String(choice.id))?.name || choice.name,
        })),
      };
    }),
  };
}
