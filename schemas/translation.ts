/**
 * Translation overlays of a venue file (docs/venue-file.md, "Translations"): per language, the texts that differ
 * from the default language, keyed by entity id. Only text fields can be overlaid, so a translation can never
 * change a price or a switch; unknown keys are ignored like everywhere else.
 */
import * as Schema from "effect/Schema";
import { withDefault } from "./fields";

const text = Schema.optionalKey(Schema.String);

/**
 * Entries keyed by entity id written as text ("101"), as JSON object keys must be. Keys are not checked here:
 * Effect would silently drop a key its key schema refuses; the venue file reports ids that match nothing.
 */
function byId<S extends Schema.Top>(entry: S) {
  return Schema.optionalKey(Schema.Record(Schema.String, entry));
}

export const CategoryTexts = Schema.Struct({ name: text, description: text });
export const ProductTexts = Schema.Struct({ name: text, description: text, small_description: text });
export const VariationValueTexts = Schema.Struct({ value: text });
export const VariationTexts = Schema.Struct({ name: text, values: byId(VariationValueTexts) });
export const NameTexts = Schema.Struct({ name: text });
export const PromotionTexts = Schema.Struct({ title: text });
export const PageTexts = Schema.Struct({ title: text, content: text });

/** The top-level texts a language may replace. */
export const TRANSLATED_TEXT_FIELDS = [
  "name",
  "home_header_text",
  "home_footer_text",
  "product_footer_text",
  "cart_footer_text",
] as const;

export const TranslationOverlay = Schema.Struct({
  name: text,
  home_header_text: text,
  home_footer_text: text,
  product_footer_text: text,
  cart_footer_text: text,
  /** Merged key by key over the payload's ui_strings. */
  ui_strings: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
  categories: byId(CategoryTexts),
  products: byId(ProductTexts),
  variations: byId(VariationTexts),
  properties: byId(NameTexts),
  promotions: byId(PromotionTexts),
  pages: byId(PageTexts),
  forms: byId(NameTexts),
  taxes: byId(NameTexts),
  /** Combo groups live inside products; one overlay entry renames the group wherever it appears. */
  combo_groups: byId(NameTexts),
});
export type TranslationOverlay = typeof TranslationOverlay.Type;

/** Language code → overlay; absent means the venue has one language. */
export const Translations = withDefault(Schema.Record(Schema.String, TranslationOverlay), {});
export type Translations = typeof Translations.Type;

type Texts = { readonly [field: string]: string | undefined };
type Entity = { readonly id: unknown } & { readonly [field: string]: unknown };

function isEntity(u: unknown): u is Entity {
  return typeof u === "object" && u !== null && "id" in u;
}

/** A shallow copy that may take new keys. */
function copy(o: object): Record<string, unknown> {
  return { ...o };
}

/** Copies only the string fields of `texts` (a decoded overlay holds nothing else, but keep it so). */
function overlayTexts<E extends object>(entity: E, texts: Texts | undefined): E {
  if (texts === undefined) return entity;
  const out = copy(entity);
  for (const [field, value] of Object.entries(texts)) if (typeof value === "string") out[field] = value;
  return out as E;
}

function mapList(list: unknown, f: (entity: Entity) => Entity): unknown {
  return Array.isArray(list) ? list.map((item: unknown) => (isEntity(item) ? f(item) : item)) : list;
}

function textsFor<T>(table: { readonly [id: string]: T } | undefined, entity: Entity): T | undefined {
  return table?.[String(entity.id)];
}

/**
 * The payload in another language: top-level texts replaced, `ui_strings` the overlay's alone, every list
 * entry merged field by field with the overlay entry of its id (nested variation values and combo groups
 * too; a combo's product takes its product's translated name). Works on the decoded payload and on the raw
 * JSON the server stores alike, and returns a new value: the input is not changed. `language`, when given,
 * becomes `selected_language`.
 */
export function applyTranslation<P extends object>(payload: P, overlay: TranslationOverlay, language?: string): P {
  const out = copy(payload);
  for (const field of TRANSLATED_TEXT_FIELDS) {
    const value = overlay[field];
    if (value !== undefined) out[field] = value;
  }
  // The payload's own ui_strings are written in the venue's default language: another language reads its overlay's
  // alone, and the app's catalogue in that language for the rest. Merged, an Arabic page showed the English ones.
  out["ui_strings"] = overlay.ui_strings ?? {};
  if (language !== undefined) out["selected_language"] = language;

  const simple = ["categories", "properties", "promotions", "pages", "forms", "taxes"] as const;
  for (const list of simple) {
    const table = overlay[list];
    if (table !== undefined) out[list] = mapList(out[list], (e) => overlayTexts(e, textsFor<Texts>(table, e)));
  }
  if (overlay.variations !== undefined) {
    const table = overlay.variations;
    out["variations"] = mapList(out["variations"], (variation) => {
      const texts = textsFor(table, variation);
      if (texts === undefined) return variation;
      const { values, ...own } = texts;
      const merged = overlayTexts(variation, own);
      return values === undefined
        ? merged
        : { ...merged, values: mapList(merged["values"], (value) => overlayTexts(value, textsFor<Texts>(values, value))) };
    });
  }
  if (overlay.products !== undefined || overlay.combo_groups !== undefined) {
    const products = overlay.products;
    const groups = overlay.combo_groups;
    const comboProduct = (item: Entity): Entity => {
      const name = textsFor(products, item)?.name;
      return name === undefined ? item : { ...item, name };
    };
    out["products"] = mapList(out["products"], (product) => {
      const merged = overlayTexts(product, textsFor<Texts>(products, product));
      if (!Array.isArray(merged["combo_groups"])) return merged;
      const combo_groups = mapList(merged["combo_groups"], (group) => {
        const renamed = overlayTexts(group, textsFor<Texts>(groups, group));
        return { ...renamed, products: mapList(renamed["products"], comboProduct) };
      });
      return { ...merged, combo_groups };
    });
  }
  // Only strings replaced strings and lists were rebuilt entry for entry, so the shape of `P` is kept.
  return out as P;
}
