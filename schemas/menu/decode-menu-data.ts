import * as Schema from "effect/Schema";
import { decodeWith, type Problem, type Problems } from "../decode";
import { compileFastPath, INVALID, type FastDecode } from "../fast-path";
import { unsafeUrlCount } from "../field-readers";
import { dropDanglingReferences, menuProblem as problem, unsafeUrlRepairs } from "./menu-repairs";
import { Category } from "./category";
import { FormEntry } from "./form-entry";
import { BlockedRange, WeekdayInterval } from "./hours";
import { Language } from "./language";
import { MenuData, menuDataFields } from "./menu-data";
import { Page } from "./page";
import { Product } from "./product";
import { Promotion } from "./promotion";
import { Property } from "./property";
import { Tax } from "./tax";
import { Variation } from "./variation";
import { withPluginFields } from "../field-readers";

/**
 * The outcome of reading a menu payload. A usable payload always decodes, with `repairs` listing every setting
 * that fell back to its default and every item that was dropped (`products[12].price: expected a number`); only
 * an unusable one (not an object, no license, no readable category or product list) fails.
 */
export type MenuDecoded =
  | { readonly ok: true; readonly value: MenuData; readonly repairs: readonly Problem[] }
  | { readonly ok: false; readonly problems: Problems };

/** The lists whose items are read one by one: a bad item is dropped, the others stay. */
type ItemSchema = Schema.Top & Schema.ConstraintDecoder<unknown>;

const ITEM_SCHEMAS: Readonly<Record<string, ItemSchema>> = {
  categories: Category,
  products: Product,
  properties: Property,
  variations: Variation,
  promotions: Promotion,
  pages: Page,
  forms: FormEntry,
  taxes: Tax,
  languages: Language,
  opening_hours: WeekdayInterval,
  closing_rules: BlockedRange,
};

/** Without these the menu has nothing to show: a payload that lacks them is refused. */
const ESSENTIAL_LISTS = new Set(["categories", "products"]);

/** Settings with no documented default, and the value they take when unreadable. */
const REQUIRED_FALLBACKS: Readonly<Record<string, unknown>> = { id: 0, name: "" };

type Json = Record<string, unknown>;
/** Marks a product dropped while reading, until the reference check has run. */
const DROPPED = Symbol("dropped");
const isObject = (u: unknown): u is Json => typeof u === "object" && u !== null && !Array.isArray(u);

const compiled = new Map<ItemSchema, FastDecode | undefined>();
function fastDecoder(schema: ItemSchema): FastDecode | undefined {
  if (!compiled.has(schema)) compiled.set(schema, compileFastPath(schema.ast));
  return compiled.get(schema);
}

/** The problems of one value read by one schema, under `path`; none when it reads. */
function problemsAt(schema: ItemSchema, value: unknown, path: string): Problem[] {
  const fast = fastDecoder(schema);
  if (fast && fast(value) !== INVALID) return [];
  const decoded = decodeWith(schema, value);
  if (decoded.ok) return [];
  return decoded.problems.map((p) => problem(joinPath(path, p.path), p.message));
}

function joinPath(base: string, rest: string): string {
  if (rest === "") return base;
  if (base === "" || rest.startsWith("[")) return `${base}${rest}`;
  return `${base}.${rest}`;
}

const settingSchemas = new Map<string, ItemSchema>();
/** One setting as a struct of one field, so its default and its messages are the payload schema's own. */
function settingSchema(key: string, field: Schema.Top): ItemSchema {
  let schema = settingSchemas.get(key);
  if (!schema) {
    schema = Schema.Struct({ [key]: field }) as unknown as ItemSchema;
    settingSchemas.set(key, schema);
  }
  return schema;
}

/**
 * Decodes a menu-data payload (the menu call's answer, a persisted copy, a venue file's payload part). A valid
 * payload takes the compiled path. Otherwise each setting and each list item is read on its own: a bad setting
 * reads as its documented default, a bad item (a category, product, variation, tax, promotion, page, form, hours
 * rule) is dropped, a product whose category is gone or a variation link naming a missing value goes too, and
 * each of these is a repair in the answer. Nothing is guessed: a product whose price cannot be read is dropped,
 * never shown at a made-up price.
 */
export function decodeMenuData(input: unknown): MenuDecoded {
  const unsafeBefore = unsafeUrlCount();
  const strict = decodeWith(MenuData, input);
  if (strict.ok) {
    // Every field reads; references between the lists may still dangle.
    const repairs: Problem[] = unsafeUrlCount() === unsafeBefore ? [] : unsafeUrlRepairs(input);
    const checked = dropDanglingReferences(strict.value, repairs);
    return { ok: true, value: withPluginFields(repairs.length === 0 ? strict.value : checked, input), repairs };
  }
  if (!isObject(input)) return { ok: false, problems: [problem("", "expected a menu (a JSON object)")] };
  if (typeof input["license"] !== "string" || input["license"].trim() === "") {
    return { ok: false, problems: [problem("license", "missing: a menu without a license cannot be shown")] };
  }

  const repairs: Problem[] = unsafeUrlRepairs(input);
  const repaired: Json = {};
  for (const [key, fieldSchema] of Object.entries(menuDataFields)) {
    const raw = input[key];
    const itemSchema = ITEM_SCHEMAS[key];
    if (itemSchema) {
      const list = readList(raw);
      if (list === undefined) {
        if (ESSENTIAL_LISTS.has(key)) return { ok: false, problems: [problem(key, "expected a list: the menu has nothing to show")] };
        repairs.push(problem(key, "expected a list; read as empty"));
        continue;
      }
      const kept: unknown[] = [];
      list.forEach((item, index) => {
        const found = problemsAt(itemSchema, item, `${key}[${index}]`);
        if (found.length > 0) repairs.push(dropped(found[0]!, `${key}[${index}]`));
        // A dropped product leaves a hole, so the reference check below still names products by their index.
        else if (key !== "products") kept.push(item);
        if (key === "products") kept.push(found.length === 0 ? item : DROPPED);
      });
      repaired[key] = kept;
      continue;
    }
    if (raw === undefined) {
      if (key in REQUIRED_FALLBACKS) {
        repairs.push(problem(key, "missing; read as the default"));
        repaired[key] = REQUIRED_FALLBACKS[key];
      }
      continue;
    }
    const found = problemsAt(settingSchema(key, fieldSchema), { [key]: raw }, "");
    if (found.length === 0) repaired[key] = raw;
    else {
      repairs.push(problem(found[0]!.path, `${found[0]!.message}; read as the default`));
      if (key in REQUIRED_FALLBACKS) repaired[key] = REQUIRED_FALLBACKS[key];
    }
  }
  const checked = dropDanglingReferences(repaired, repairs);
  const final = decodeWith(MenuData, { ...checked, products: (checked.products as unknown[]).filter((p) => p !== DROPPED) });
  return final.ok ? { ok: true, value: withPluginFields(final.value, input), repairs } : { ok: false, problems: final.problems };
}

/** A list as the payload may send it: a JSON array, or a PHP-style empty `{}`; undefined when it is neither. */
function readList(raw: unknown): unknown[] | undefined {
  if (raw === undefined || raw === null) return [];
  if (Array.isArray(raw)) return raw;
  if (isObject(raw) && Object.keys(raw).length === 0) return [];
  return undefined;
}

function dropped(first: Problem, itemPath: string): Problem {
  return problem(first.path, `${first.message}; ${itemPath} dropped`);
}
