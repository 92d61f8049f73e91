/**
 * What the menu decoder repairs in a payload whose every field reads, with no Effect in it: products whose
 * category is gone, variation links naming a missing value, and unsafe addresses (read as none). Shared by
 * decodeMenuData (schemas/menu/decode-menu-data.ts) and the first screen's generated decoder
 * (schemas/menu/decode-menu-generated.ts), which must give the same answer.
 */
import type { Problem } from "../decode";
import { isSafeUrl, type UrlUse } from "../field-readers";

type Json = Record<string, unknown>;
const isObject = (u: unknown): u is Json => typeof u === "object" && u !== null && !Array.isArray(u);

/** A problem line at `path` (`products[3].price: expected a number`). */
export function menuProblem(path: string, message: string): Problem {
  return { path, message, text: path === "" ? message : `${path}: ${message}` };
}
const problem = menuProblem;

/**
 * Products of a missing category, and variation links naming a missing variation or value, are dropped. Works
 * on a payload or on a decoded menu alike (the same field names): returns a copy with only `products` changed.
 */
export function dropDanglingReferences<M extends { readonly products?: unknown; readonly categories?: unknown; readonly variations?: unknown }>(menu: M, repairs: Problem[]): M {
  const list = (value: unknown): readonly Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
  const categories = new Set(list(menu.categories).map((c) => String(c["id"])));
  const values = new Map<string, Set<string>>();
  for (const variation of list(menu.variations)) values.set(String(variation["id"]), new Set(list(variation["values"]).map((v) => String(v["id"]))));
  let changed = false;
  const all: readonly unknown[] = Array.isArray(menu.products) ? menu.products : [];
  const products = all.flatMap((entry, index) => {
    if (!isObject(entry)) return [entry]; // a hole left by an item dropped earlier
    const product = entry;
    // A product with no category is not a reference (search and combos still find it); an unknown one is.
    const category = product["category"];
    if (category !== null && category !== undefined && !categories.has(String(category))) {
      repairs.push(problem(`products[${index}].category`, `no category ${String(product["category"])} on the menu; products[${index}] dropped`));
      changed = true;
      return [];
    }
    const links = Array.isArray(product["product_variations"]) ? list(product["product_variations"]) : undefined;
    if (!links) return [product];
    const kept = links.filter((link, j) => {
      const known = values.get(String(link["variation"]))?.has(String(link["variation_value"])) ?? false;
      if (!known) repairs.push(problem(`products[${index}].product_variations[${j}]`, "names a variation value the menu does not have; dropped"));
      return known;
    });
    if (kept.length === links.length) return [product];
    changed = true;
    return [{ ...product, product_variations: kept }];
  });
  return changed ? { ...menu, products } : menu;
}

/** The keys that hold an address the venue supplies, and what each is used for (fields.ts, `isSafeUrl`). */
const URL_KEYS: Readonly<Record<string, UrlUse>> = {
  external_link: "link",
  video_file: "media",
  video: "media",
  font_url: "media",
  cover_image: "image",
  chef_recommends_image: "image",
  product: "image",
  retina: "image",
  logo: "image",
  resized: "image",
  desktop: "image",
  icon: "image",
};

/**
 * Every unsafe address in the payload (a `javascript:` link, a `data:` video…) as a repair: the schemas read them
 * as no address at all, so none reaches the page, and the venue learns which to fix.
 */
export function unsafeUrlRepairs(input: unknown): Problem[] {
  const found: Problem[] = [];
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
    else if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        const use = URL_KEYS[key];
        const at = path === "" ? key : `${path}.${key}`;
        if (use && typeof child === "string") {
          if (!isSafeUrl(child, use)) found.push(problem(at, `not a safe address (${child.trim().length > 24 ? `${child.trim().slice(0, 24)}…` : child.trim()}); removed`));
        } else if (typeof child === "object" && child !== null) walk(child, at);
      }
    }
  };
  walk(input, "");
  return found;
}
