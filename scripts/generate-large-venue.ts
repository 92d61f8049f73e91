/**
 * Writes the large venue the benchmarks load (license "large"): 3,000 products in 150 categories, one of them
 * holding 500 products, parents with sub-categories, the four kinds of special category, and every option of
 * the payload in use: variations (single, multiple, required, max_choices_allowed), combos, properties, taxes
 * (percentage and fixed), discounts, product and category hours, out of stock, recommend, fullwidth,
 * card_shadow, images, and three languages with overlays (Arabic in full, French in part).
 *
 * Deterministic and offline: every "random" choice comes from a PRNG with a fixed seed, so a re-run writes
 * byte-identical files. The output is generated, not committed: by default it goes to
 * tests/fixtures/venues/large/ (whose own .gitignore ignores everything in it).
 *
 *   npx tsx scripts/generate-large-venue.ts [folder]
 *
 * prints the file written and checks it with `decodeVenueFile`, as `npm run venue -- import` would.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { decodeVenueFile } from "../schemas/venue-file";

export const LARGE_LICENSE = "large";
/** The category holding 500 products (the category-render benchmark opens it). */
export const BIG_CATEGORY_ID = 1;
export const BIG_CATEGORY_SIZE = 500;
export const PRODUCT_COUNT = 3_000;
export const CATEGORY_COUNT = 150;
/**
 * The English name of the product made `index`-th (0–499 are the big category's, in menu order). Names end
 * with the product's number (1–3000), so that typing digits on /search narrows the results at every keystroke
 * and deleting them widens them again: the search benchmark types such digits.
 */
export function largeVenueProductName(index: number): string {
  return numberedNames(index).en;
}

export const DEFAULT_LARGE_VENUE_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "tests", "fixtures", "venues", "large");

// ---------------------------------------------------------------------------------------------------------------
// Deterministic choices

/** mulberry32 with a fixed seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function at<T>(list: readonly T[], index: number): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error("at() on an empty list");
  return item;
}

// ---------------------------------------------------------------------------------------------------------------
// Words (English, with the Arabic overlay beside each)

const ADJECTIVES: readonly (readonly [string, string])[] = [
  ["Smoked", "مدخن"],
  ["Grilled", "مشوي"],
  ["Crispy", "مقرمش"],
  ["Spiced", "متبل"],
  ["Roasted", "محمص"],
  ["Braised", "مطهو"],
  ["Charred", "مفحم"],
  ["Zesty", "منعش"],
  ["Golden", "ذهبي"],
  ["Garden", "بستاني"],
  ["Stuffed", "محشي"],
  ["Sizzling", "ساخن"],
  ["Honeyed", "بالعسل"],
  ["Rustic", "ريفي"],
  ["Village", "قروي"],
];

const BASES: readonly (readonly [string, string])[] = [
  ["Lamb", "لحم ضأن"],
  ["Chicken", "دجاج"],
  ["Halloumi", "حلوم"],
  ["Falafel", "فلافل"],
  ["Beef", "لحم بقر"],
  ["Prawn", "روبيان"],
  ["Aubergine", "باذنجان"],
  ["Lentil", "عدس"],
  ["Mushroom", "فطر"],
  ["Sea Bass", "قاروص"],
  ["Chickpea", "حمص"],
  ["Spinach", "سبانخ"],
  ["Duck", "بط"],
  ["Feta", "فيتا"],
  ["Pumpkin", "يقطين"],
];

const DISHES: readonly (readonly [string, string])[] = [
  ["Kofta", "كفتة"],
  ["Wrap", "لفافة"],
  ["Bowl", "وعاء"],
  ["Skewers", "أسياخ"],
  ["Salad", "سلطة"],
  ["Flatbread", "خبز مسطح"],
  ["Platter", "طبق"],
  ["Stew", "يخنة"],
  ["Soup", "شوربة"],
  ["Fatteh", "فتة"],
  ["Burger", "برغر"],
  ["Pie", "فطيرة"],
  ["Shawarma", "شاورما"],
  ["Rice", "أرز"],
  ["Kibbeh", "كبة"],
  ["Mezze", "مازة"],
  ["Tagine", "طاجن"],
  ["Sandwich", "ساندويتش"],
  ["Pasta", "معكرونة"],
  ["Manakish", "مناقيش"],
];

const NAME_SPACE = ADJECTIVES.length * BASES.length * DISHES.length; // 4,500 distinct names
/** Coprime with NAME_SPACE, so `i * STRIDE mod NAME_SPACE` visits every name once before repeating. */
const STRIDE = 1_999;

function productNames(index: number): { en: string; ar: string } {
  const k = (index * STRIDE) % NAME_SPACE;
  const adj = at(ADJECTIVES, k % ADJECTIVES.length);
  const base = at(BASES, Math.floor(k / ADJECTIVES.length) % BASES.length);
  const dish = at(DISHES, Math.floor(k / (ADJECTIVES.length * BASES.length)));
  return { en: `${adj[0]} ${base[0]} ${dish[0]}`, ar: `${dish[1]} ${base[1]} ${adj[1]}` };
}

/** The name of product number `index + 1`: words, then the number. */
function numberedNames(index: number): { en: string; ar: string } {
  const names = productNames(index);
  return { en: `${names.en} ${index + 1}`, ar: `${names.ar} ${index + 1}` };
}

const SECTIONS: readonly (readonly [string, string])[] = [
  ["Breakfast", "الفطور"],
  ["Grills", "المشاوي"],
  ["Mezze", "المقبلات"],
  ["Salads", "السلطات"],
  ["Soups", "الشوربات"],
  ["Wraps", "اللفائف"],
  ["Bakery", "المخبوزات"],
  ["Seafood", "المأكولات البحرية"],
  ["Vegetarian", "النباتي"],
  ["Rice Dishes", "أطباق الأرز"],
  ["Pastas", "المعكرونة"],
  ["Desserts", "الحلويات"],
  ["Hot Drinks", "المشروبات الساخنة"],
  ["Cold Drinks", "المشروبات الباردة"],
  ["Kids", "الأطفال"],
  ["Sharing", "للمشاركة"],
];

const SIDES = ["warm pita", "pickled turnips", "toum", "tahini", "grilled tomato", "sumac onions", "herb salad", "saffron rice"];
const FLAVOURS = ["cumin", "sumac", "za'atar", "Aleppo pepper", "pomegranate molasses", "lemon", "garlic", "mint", "baharat"];

// ---------------------------------------------------------------------------------------------------------------
// Images: a handful of small SVGs, 800×500, drawn here

const PRODUCT_IMAGE_COUNT = 6;
const CATEGORY_IMAGE_COUNT = 4;
const PALETTE = ["#3F4F24", "#B5482A", "#C9A227", "#4E8B3A", "#A8243A", "#2C5F7C", "#6B4E9B", "#D9652F"];

function dishSvg(index: number, label: string): string {
  const rand = prng(1_000 + index);
  const bg = at(PALETTE, index);
  const plate = "#FBF6EC";
  const dots = Array.from({ length: 9 }, () => {
    const x = 250 + Math.round(rand() * 300);
    const y = 130 + Math.round(rand() * 240);
    const r = 12 + Math.round(rand() * 26);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${at(PALETTE, Math.floor(rand() * PALETTE.length))}" opacity="0.85"/>`;
  }).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">` +
    `<rect width="800" height="500" fill="${bg}"/>` +
    `<circle cx="400" cy="250" r="200" fill="${plate}"/><circle cx="400" cy="250" r="165" fill="none" stroke="#00000014" stroke-width="6"/>` +
    dots +
    `<text x="24" y="476" font-family="sans-serif" font-size="22" fill="#FFFFFFCC">${label}</text></svg>\n`
  );
}

function iconSvg(index: number): string {
  const color = at(PALETTE, index + 3);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">` +
    `<circle cx="24" cy="24" r="22" fill="${color}"/><path d="M14 25l7 7 13-15" fill="none" stroke="#fff" stroke-width="4"/></svg>\n`
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The catalogue

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
type Obj = Record<string, Json>;

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function weekdayHours(from: string, to: string, days: readonly number[] = WEEKDAYS): Obj[] {
  return days.map((day) => ({ day, from_hour: from, to_hour: to }));
}

interface VariationDef {
  id: number;
  en: string;
  ar: string;
  required: boolean;
  multiple: boolean;
  max: number;
  values: readonly (readonly [string, string, number, "+" | "-"])[];
}

const VARIATIONS: readonly VariationDef[] = [
  { id: 1, en: "Size", ar: "الحجم", required: true, multiple: false, max: 0, values: [["Small", "صغير", 4, "-"], ["Regular", "عادي", 0, "+"], ["Large", "كبير", 6, "+"]] },
  { id: 2, en: "Extra toppings", ar: "إضافات", required: false, multiple: true, max: 2, values: [["Feta", "فيتا", 5, "+"], ["Pine nuts", "صنوبر", 6, "+"], ["Avocado", "أفوكادو", 7, "+"], ["Fried egg", "بيضة مقلية", 4, "+"]] },
  { id: 3, en: "Choose your sauces", ar: "اختر الصلصات", required: true, multiple: true, max: 3, values: [["Toum", "ثوم", 0, "+"], ["Tahini", "طحينة", 0, "+"], ["Harissa", "هريسة", 0, "+"], ["Amba", "عمبة", 2, "+"], ["Pomegranate molasses", "دبس رمان", 0, "+"]] },
  { id: 4, en: "Spice level", ar: "درجة الحرارة", required: false, multiple: false, max: 0, values: [["Mild", "خفيف", 0, "+"], ["Medium", "متوسط", 0, "+"], ["Hot", "حار", 0, "+"]] },
  { id: 5, en: "Bread", ar: "الخبز", required: true, multiple: false, max: 0, values: [["Pita", "خبز عربي", 0, "+"], ["Saj", "صاج", 1, "+"], ["Gluten-free", "خالٍ من الغلوتين", 3, "+"]] },
  { id: 6, en: "Sides", ar: "الأطباق الجانبية", required: false, multiple: true, max: 0, values: [["Fries", "بطاطا مقلية", 9, "+"], ["Rice", "أرز", 8, "+"], ["Salad", "سلطة", 10, "+"], ["Hummus", "حمص", 12, "+"]] },
  { id: 7, en: "Milk", ar: "الحليب", required: false, multiple: false, max: 0, values: [["Whole", "كامل الدسم", 0, "+"], ["Oat", "شوفان", 3, "+"], ["Almond", "لوز", 3, "+"]] },
  { id: 8, en: "Portion", ar: "الحصة", required: true, multiple: false, max: 0, values: [["Half", "نصف", 15, "-"], ["Full", "كاملة", 0, "+"]] },
];

function valueId(variation: number, index: number): number {
  return variation * 100 + index + 1;
}

const PROPERTIES: readonly (readonly [string, string])[] = [
  ["Vegan", "نباتي صرف"],
  ["Vegetarian", "نباتي"],
  ["Spicy", "حار"],
  ["Gluten-free", "خالٍ من الغلوتين"],
  ["Contains nuts", "يحتوي على مكسرات"],
  ["Chef's pick", "اختيار الشيف"],
  ["Dairy-free", "خالٍ من الألبان"],
  ["New", "جديد"],
];

interface CategoryPlan {
  id: number;
  en: string;
  ar: string;
  parent: number | null;
  kind: "big" | "parent" | "leaf" | "special";
  special?: "all" | "all_in_category" | "discounted" | "combos";
  products: number[];
}

function planCategories(): CategoryPlan[] {
  const plans: CategoryPlan[] = [];
  plans.push({ id: BIG_CATEGORY_ID, en: "The Whole Kitchen", ar: "المطبخ كله", parent: null, kind: "big", products: [] });
  // 10 parents with 4 sub-categories each (ids 2–11, children 12–51).
  const parents = 10;
  for (let p = 0; p < parents; p++) {
    const section = at(SECTIONS, p);
    plans.push({ id: 2 + p, en: section[0], ar: section[1], parent: null, kind: "parent", products: [] });
  }
  for (let p = 0; p < parents; p++) {
    const section = at(SECTIONS, p);
    for (let c = 0; c < 4; c++) {
      const id = 12 + p * 4 + c;
      plans.push({ id, en: `${section[0]} ${c + 1}`, ar: `${section[1]} ${c + 1}`, parent: 2 + p, kind: "leaf", products: [] });
    }
  }
  // Special categories 52–55.
  const specials = [
    ["all", "Everything on one page", "كل شيء في صفحة واحدة"],
    ["all_in_category", "Grills and sides", "المشاوي والأطباق الجانبية"],
    ["discounted", "On offer", "العروض"],
    ["combos", "Combos", "الوجبات"],
  ] as const;
  specials.forEach(([special, en, ar], i) => plans.push({ id: 52 + i, en, ar, parent: null, kind: "special", special, products: [] }));
  // Top-level leaves 56–150.
  for (let id = 56; id <= CATEGORY_COUNT; id++) {
    const section = at(SECTIONS, id);
    plans.push({ id, en: `${section[0]} ${id}`, ar: `${section[1]} ${id}`, parent: null, kind: "leaf", products: [] });
  }
  return plans;
}

const COMBO_COUNT = 20;
const FIRST_PRODUCT_ID = 10_001;

function price(rand: () => number, index: number): Json {
  const whole = 8 + Math.floor(rand() * 120);
  const fils = [0, 0, 50, 25, 75, 0][index % 6] ?? 0;
  // Amounts arrive as JSON numbers and as decimal strings (docs/menu-payload.md): use both.
  return index % 3 === 0 ? `${whole}.${String(fils).padStart(2, "0")}` : fils === 0 ? whole : whole + fils / 100;
}

function productVariations(index: number): Obj[] {
  const out: Obj[] = [];
  const pick = [index % 4 === 0 ? 1 : null, index % 5 === 1 ? 2 : null, index % 6 === 2 ? 3 : null, index % 7 === 3 ? 4 : null, index % 9 === 4 ? 5 : null, index % 8 === 5 ? 6 : null, index % 13 === 6 ? 7 : null, index % 11 === 7 ? 8 : null];
  for (const id of pick) {
    if (id === null) continue;
    const def = VARIATIONS[id - 1];
    if (!def) continue;
    def.values.forEach(([, , surcharge, math], v) => {
      out.push({
        variation: id,
        variation_value: valueId(id, v),
        price: v % 2 === 0 ? surcharge : `${surcharge}.00`,
        math,
        display_price: true,
        display_price_product: id === 1,
      });
    });
  }
  return out;
}

function productHours(index: number): Json {
  if (index % 11 === 3) return [weekdayHours("11:00:00", "23:00:00"), []];
  if (index % 11 === 7) return [weekdayHours("18:00:00", "02:00:00", [4, 5, 6]), []];
  if (index % 29 === 5) return [[], [{ start: "2026-12-24", end: "2026-12-26T14:00:00" }]];
  return [];
}

function categoryHours(id: number): Json {
  if (id % 10 === 3) return [weekdayHours("07:00:00", "12:00:00"), []];
  if (id % 10 === 7) return [weekdayHours("17:00:00", "00:00:00"), [{ start: "2027-01-01", end: "2027-01-01" }]];
  return [];
}

interface Built {
  venue: Obj;
  media: Map<string, string>;
}

function buildLargeVenue(): Built {
  const rand = prng(20_260_506);
  const media = new Map<string, string>();
  for (let i = 1; i <= PRODUCT_IMAGE_COUNT; i++) media.set(`products/dish-${i}.svg`, dishSvg(i, `Dish ${i}`));
  for (let i = 1; i <= CATEGORY_IMAGE_COUNT; i++) media.set(`categories/section-${i}.svg`, dishSvg(20 + i, `Section ${i}`));
  media.set("placeholders/product.svg", dishSvg(40, ""));
  media.set("placeholders/category.svg", dishSvg(41, ""));
  media.set("cover.svg", dishSvg(42, "Large Venue"));
  media.set("logo.svg", dishSvg(43, ""));
  media.set("promotions/offer.svg", dishSvg(44, "Offer"));
  media.set("badges/chef-recommends.svg", iconSvg(0));
  PROPERTIES.forEach((_, i) => media.set(`icons/property-${i + 1}.svg`, iconSvg(i + 1)));

  const plans = planCategories();
  const byId = new Map(plans.map((c) => [c.id, c]));
  const leaves = plans.filter((c) => c.kind === "leaf");
  const combosCategory = plans.find((c) => c.special === "combos");
  if (!combosCategory) throw new Error("no combos category");

  // Products: 500 in the big category, 20 combos, the rest spread over the leaf categories.
  const regular = PRODUCT_COUNT - BIG_CATEGORY_SIZE - COMBO_COUNT;
  const products: Obj[] = [];
  const arProducts: Record<string, Obj> = {};
  const frProducts: Record<string, Obj> = {};

  const addProduct = (index: number, category: CategoryPlan, extra: Obj = {}) => {
    const id = FIRST_PRODUCT_ID + index;
    const names = numberedNames(index);
    const inBig = category.kind === "big";
    const side1 = at(SIDES, index);
    const side2 = at(SIDES, index * 3 + 1);
    const flavour = at(FLAVOURS, index * 5 + 2);
    const imageless = index % 13 === 12;
    const product: Obj = {
      id,
      category: category.id,
      name: names.en,
      sku: `LG-${String(category.id).padStart(3, "0")}-${id}`,
      description:
        `<p>${names.en}, cooked to order with ${flavour} and served with <strong>${side1}</strong> and ${side2}.` +
        ` Ask our team about allergens; portions are generous and meant to be shared.</p>`,
      price: price(rand, index),
      discount: index % 7 === 0 ? at([10, 15, 20, "12.5"], index) : 0,
      images: imageless
        ? []
        : [{ image: { product: `media/products/dish-${(index % PRODUCT_IMAGE_COUNT) + 1}.svg` }, image_width: 800, image_height: 500 }],
      video_file: null,
      small_description: `With ${side1} and ${flavour}`,
      properties: PROPERTIES.map((_, p) => p + 1).filter((p) => (index + p * 3) % 7 === 0),
      product_variations: productVariations(index),
      // The big category is always available, so it always lists exactly 500 products.
      product_hours: inBig ? [] : productHours(index),
      out_of_stock: index % 17 === 4,
      recommend: index % 9 === 2,
      enable_combo: false,
      combo_groups: [],
      upsell_cart: index % 31 === 0,
      pos_available_qty: index % 37 === 0 ? 5 + (index % 20) : null,
      hidden_title: false,
      hidden_image: index % 41 === 40,
      fullwidth: index % 23 === 0,
      card_shadow: index % 5 === 0,
      disable_link: false,
      external_link: null,
      ...extra,
    };
    products.push(product);
    category.products.push(id);
    arProducts[String(id)] = {
      name: names.ar,
      description: `<p>${names.ar}، يُحضَّر عند الطلب ويُقدَّم مع الخبز والمخللات.</p>`,
      small_description: "يُقدَّم مع الخبز",
    };
    if (index % 4 === 0) frProducts[String(id)] = { name: `${names.en} (maison)` };
    return id;
  };

  let index = 0;
  const big = byId.get(BIG_CATEGORY_ID);
  if (!big) throw new Error("no big category");
  for (let i = 0; i < BIG_CATEGORY_SIZE; i++) addProduct(index++, big);
  for (let i = 0; i < regular; i++) addProduct(index++, at(leaves, i));

  // Combos: three groups each, choosing among products of the leaf categories.
  const arGroups: Record<string, Obj> = {};
  const comboNames = ["Main", "Side", "Drink"] as const;
  const comboNamesAr = ["الطبق الرئيسي", "الطبق الجانبي", "المشروب"] as const;
  for (let c = 0; c < COMBO_COUNT; c++) {
    const groups = comboNames.map((name, g) => {
      const groupId = 9_000 + c * 3 + g;
      arGroups[String(groupId)] = { name: at(comboNamesAr, g) };
      return {
        id: groupId,
        name,
        products: Array.from({ length: 4 }, (_, k) => {
          const target = products[BIG_CATEGORY_SIZE + ((c * 37 + g * 11 + k * 5) % regular)];
          if (!target) throw new Error("combo target out of range");
          return {
            id: target["id"] ?? 0,
            name: target["name"] ?? "",
            price: k === 3 ? `${2 + g}.00` : 0,
            selected: k === 0 && g === 2,
            out_of_stock: k === 2 && c % 4 === 0,
            product_variations: g === 0 && k === 1 ? productVariations(4) : [],
          };
        }),
      };
    });
    addProduct(index++, combosCategory, {
      name: `Combo ${c + 1}: ${productNames(c).en}`,
      enable_combo: true,
      combo_groups: groups,
      product_variations: [],
      product_hours: [],
      card_shadow: true,
    });
  }
  if (products.length !== PRODUCT_COUNT) throw new Error(`planned ${PRODUCT_COUNT} products, made ${products.length}`);

  const categories: Obj[] = plans.map((plan) => {
    const special = plan.special ?? null;
    const displayCategories =
      special === "all" ? leaves.slice(0, 8).map((c) => c.id) : special === "all_in_category" ? [3] : special === "combos" ? [plan.id] : special === "discounted" ? leaves.slice(0, 20).map((c) => c.id) : [];
    return {
      id: plan.id,
      name: plan.en,
      description: `<p>${plan.en}: made fresh every day. <strong>${plan.products.length || "All"}</strong> dishes to choose from.</p>`,
      parent: plan.parent,
      image: plan.id % 9 === 8 ? null : { product: `media/categories/section-${(plan.id % CATEGORY_IMAGE_COUNT) + 1}.svg` },
      image_width: plan.id % 9 === 8 ? null : 800,
      image_height: plan.id % 9 === 8 ? null : 500,
      products: plan.products,
      promotions: plan.kind === "parent" && plan.id === 2 ? [1] : [],
      view_format: plan.kind === "big" ? 3 : at([1, 2, 3, 4], plan.id),
      special_category_type: special,
      special_category_display_categories: displayCategories,
      enable_special_category: special !== null,
      category_hours: plan.kind === "big" || plan.kind === "special" ? [] : categoryHours(plan.id),
      hidden_title: plan.id === 149,
      hidden_image: plan.id % 19 === 0,
      fullwidth: plan.id % 6 === 0,
      card_shadow: plan.id % 4 === 0,
      disable_link: plan.id === 148,
      external_link: plan.id === 150 ? "https://example.com/catering" : null,
    };
  });

  const arCategories = Object.fromEntries(plans.map((p) => [String(p.id), { name: p.ar, description: `<p>${p.ar}: طازج كل يوم.</p>` }]));
  const variations = VARIATIONS.map((def) => ({
    id: def.id,
    name: def.en,
    required: def.required,
    multiple: def.multiple,
    max_choices_allowed: def.max,
    values: def.values.map(([value, , surcharge, math], v) => ({
      id: valueId(def.id, v),
      value,
      price: surcharge,
      math,
      variation_value: valueId(def.id, v),
      display_price_product: false,
    })),
  }));
  const arVariations = Object.fromEntries(
    VARIATIONS.map((def) => [
      String(def.id),
      { name: def.ar, values: Object.fromEntries(def.values.map(([, ar], v) => [String(valueId(def.id, v)), { value: ar }])) },
    ]),
  );

  const venue: Obj = {
    id: 900,
    name: "Large Venue",
    license: LARGE_LICENSE,
    license_status: "ACTIVE",
    selected_language: "en",
    languages: [
      { code: "en", name_local: "English" },
      { code: "ar", name_local: "العربية" },
      { code: "fr", name_local: "Français" },
    ],
    logo_image: { logo: "media/logo.svg" },
    cover_image: "media/cover.svg",
    category_background: { resized: "media/placeholders/category.svg" },
    desktop_image: { desktop: "media/cover.svg" },
    default_product_image: { resized: "media/placeholders/product.svg", width: 800, height: 500 },
    default_category_image: { resized: "media/placeholders/category.svg", width: 800, height: 500 },
    chef_recommends_image: "media/badges/chef-recommends.svg",
    currency: "AED",
    currency_symbol: "AED",
    display_currency: true,
    price_decimal_places: 2,
    enable_alt_currency: true,
    alt_currency: "USD",
    alt_currency_symbol: "US$",
    alt_currency_price_decimal_places: 2,
    alt_currency_exchange_rate: "0.2723",
    menu_country: "AE",
    timezone: "Asia/Dubai",
    enable_arabic_numerals: false,
    enable_discount_percentage: true,
    minimum_order_amount: "25.00",
    taxes: [
      { id: 1, name: "VAT", type: "percentage", rate: 5 },
      { id: 2, name: "Service charge", type: "percentage", rate: "10" },
      { id: 3, name: "Municipality fee", type: "fixed", rate: "2.00" },
    ],
    cart_subtotal_include_tax: false,
    display_prices_with_tax: false,
    // Open at all hours (an end of 00:00:00 is the next midnight), closed on one day in the past.
    opening_hours: weekdayHours("00:00:00", "00:00:00"),
    closing_rules: [{ start: "2020-01-01", end: "2020-01-01" }],
    qr_app_version: "1.9.54",
    theme_data: {
      colors: {
        primary: "#2C5F7C",
        on_primary: "#FFFFFF",
        background: "#F7F5F0",
        surface: "#FFFFFF",
        text: "#1F2328",
        muted_text: "#5C636B",
        header_background: "#2C5F7C",
        header_text: "#FFFFFF",
        accent: "#B5482A",
      },
      fonts: { body: { family: "Inter", size: 16, color: "#1F2328" }, price: { family: "Inter", size: "1rem", color: "#A13F22" } },
      font_url: "",
    },
    ui_strings: { ui_str_add_to_cart: "Add To Cart", ui_str_out_of_stock: "Sold out", ui_str_discount: "Discount", ui_str_required: "Required" },
    home_header_text: "<p><strong>Welcome!</strong> A very large menu, generated for benchmarks.</p>",
    home_footer_text: "<p>Prices in AED. 5% VAT, a 10% service charge and a AED 2.00 municipality fee are added at checkout.</p>",
    product_footer_text: "<p>Allergies? Please tell our team before you order.</p>",
    cart_footer_text: "<p>Generated venue: orders go nowhere.</p>",
    enable_order: true,
    enable_search: true,
    enable_language_header: true,
    enable_language_onboarding: true,
    enable_product_comments: true,
    enable_adding_same_item_cart: true,
    enable_zero_price_item: false,
    enable_display_order_type_home: true,
    home_display_all_categories: false,
    home_view_format: 1,
    addtocart_redirect: "back",
    display_properties_in_product: true,
    enable_wishlist: true,
    enable_wishlist_table_orders: false,
    promotion_on_load: null,
    skip_onboarding_screen: false,
    enable_delivery: true,
    enable_takeaway: true,
    enable_dine_in: true,
    enable_drive_thru: false,
    payment_enabled: true,
    enable_payment_type: true,
    enable_cash: true,
    enable_card_machine: true,
    enable_coupons: true,
    coupon_auto_apply: "",
    enable_order_comments: true,
    enable_delivery_datetime: false,
    enable_order_email: true,
    enable_order_phone: true,
    enable_address_google_maps: false,
    enable_tips: true,
    enable_whatsapp_order: false,
    enable_user_send_whatsapp: false,
    whatsapp_number: "+971501234567",
    al_futtaim_enabled: false,
    outlet_latitude: 25.0805,
    outlet_longitude: 55.1403,
    checkout_terms: 2,
    categories,
    products,
    properties: PROPERTIES.map(([name], i) => ({ id: i + 1, name, image: { icon: `media/icons/property-${i + 1}.svg` } })),
    variations,
    promotions: [
      { id: 1, title: "20% off every grill on weekdays", image: { product: "media/promotions/offer.svg", retina: "media/promotions/offer.svg" }, video: null, enable: true },
      { id: 2, title: "Seasonal menu (disabled)", image: { product: "media/promotions/offer.svg", retina: null }, video: null, enable: false },
    ],
    pages: [
      { id: 1, title: "About us", content: "<p>A generated venue for Carta's benchmarks.</p>" },
      { id: 2, title: "Terms & Conditions", content: "<p>Nothing ordered here is ever cooked.</p>" },
    ],
    forms: [
      {
        id: 1,
        name: "How was your meal?",
        enable: true,
        display_on_menu_load: false,
        display_on_order_success: true,
        form_data: [{ type: "starRating", label: "Overall experience", name: "overall_rating", required: true, min: 1, max: 5 }],
      },
    ],
    custom_domains: ["large-venue.localhost"],
    media: "media",
    translations: {
      ar: {
        name: "المطعم الكبير",
        home_header_text: "<p><strong>أهلاً وسهلاً!</strong> قائمة كبيرة جداً لاختبارات الأداء.</p>",
        home_footer_text: "<p>الأسعار بالدرهم الإماراتي.</p>",
        product_footer_text: "<p>هل لديك حساسية؟ أخبر فريقنا قبل الطلب.</p>",
        cart_footer_text: "<p>مطعم تجريبي: لا تصل الطلبات إلى أحد.</p>",
        ui_strings: { ui_str_add_to_cart: "أضف إلى السلة", ui_str_out_of_stock: "نفد", ui_str_discount: "خصم", ui_str_required: "مطلوب" },
        categories: arCategories,
        products: arProducts,
        variations: arVariations,
        properties: Object.fromEntries(PROPERTIES.map(([, ar], i) => [String(i + 1), { name: ar }])),
        promotions: { "1": { title: "خصم 20% على المشاوي أيام الأسبوع" } },
        pages: { "1": { title: "من نحن", content: "<p>مطعم تجريبي لاختبارات كارتا.</p>" }, "2": { title: "الشروط والأحكام" } },
        forms: { "1": { name: "كيف كانت وجبتك؟" } },
        taxes: { "1": { name: "ضريبة القيمة المضافة" }, "2": { name: "رسوم الخدمة" }, "3": { name: "رسوم البلدية" } },
        combo_groups: arGroups,
      },
      fr: {
        name: "Le Grand Restaurant",
        ui_strings: { ui_str_add_to_cart: "Ajouter au panier" },
        categories: { [String(BIG_CATEGORY_ID)]: { name: "Toute la cuisine" } },
        products: frProducts,
      },
    },
  };
  return { venue, media };
}

/**
 * Writes `venue.json` and its `media/` folder into `dir` (created if needed, with a .gitignore that ignores
 * everything there) and returns the path of venue.json.
 */
export function writeLargeVenue(dir: string = DEFAULT_LARGE_VENUE_DIR): string {
  const root = resolve(dir);
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, ".gitignore"), "# Generated by scripts/generate-large-venue.ts: never committed.\n*\n");
  const { venue, media } = buildLargeVenue();
  for (const [relative, body] of media) {
    const file = join(root, "media", relative);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  const file = join(root, "venue.json");
  writeFileSync(file, JSON.stringify(venue) + "\n");
  return file;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  const { readFileSync, statSync } = await import("node:fs");
  const file = writeLargeVenue(process.argv[2] ?? DEFAULT_LARGE_VENUE_DIR);
  const decoded = decodeVenueFile(JSON.parse(readFileSync(file, "utf8")));
  if (!decoded.ok) {
    console.error(`${file}: does not decode: ${decoded.problems[0]?.text ?? "?"}`);
    process.exit(1);
  }
  const v = decoded.value;
  const sizes = new Map<number, number>(v.categories.map((c) => [c.id, c.products.length]));
  console.log(
    `${file}: ${(statSync(file).size / 1e6).toFixed(2)} MB, ${v.products.length} products, ${v.categories.length} categories ` +
      `(largest holds ${Math.max(...sizes.values())}), languages ${v.languages.map((l) => l.code).join(", ")}; decodes as a venue file`,
  );
}
