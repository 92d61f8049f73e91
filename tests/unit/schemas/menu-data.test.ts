import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { decodeMenuData, MenuData, type MenuData as MenuDataType } from "../../../schemas/menu";
import { fullPayload, minimalPayload } from "./fixtures/sample-menu";

function decoded(input: unknown): MenuDataType {
  const result = decodeMenuData(input);
  if (!result.ok) throw new Error(result.problems.map((p) => p.text).join("\n"));
  return result.value;
}

/** Why a payload is refused (unusable); empty when it decodes. */
function problems(input: unknown): string[] {
  const result = decodeMenuData(input);
  return result.ok ? [] : result.problems.map((p) => p.text);
}

/** What had to be repaired for a payload to decode; throws when it is refused. */
function repairs(input: unknown): string[] {
  const result = decodeMenuData(input);
  if (!result.ok) throw new Error(result.problems.map((p) => p.text).join("\n"));
  return result.repairs.map((p) => p.text);
}

describe("a complete payload", () => {
  const menu = decoded(fullPayload());

  it("reads amounts to integer thousandths, from numbers and decimal strings alike", () => {
    expect(menu.minimum_order_amount).toBe(50_000);
    expect(menu.products.map((p) => p.price)).toEqual([24_000, 55_000, 22_500]);
    expect(menu.products[0]?.product_variations.map((v) => v.price)).toEqual([0, 6_500]);
    expect(menu.products[1]?.combo_groups[0]?.products.map((p) => p.price)).toEqual([0, 2_500]);
    expect(menu.variations[0]?.values.map((v) => v.price)).toEqual([0, 6_500]);
  });

  it("reads rates and percentages to numbers", () => {
    expect(menu.taxes.map((t) => [t.type, t.rate])).toEqual([
      ["percentage", 5],
      ["fixed", 2.5],
    ]);
    expect(menu.products[0]?.discount).toBe(10);
    expect(menu.alt_currency_exchange_rate).toBe(0.2723);
    expect([menu.outlet_latitude, menu.outlet_longitude]).toEqual([25.2048, 55.2708]);
  });

  it("reads 1/0 switches as booleans", () => {
    expect(menu.enable_product_comments).toBe(true);
    expect(menu.enable_adding_same_item_cart).toBe(false);
  });

  it("fills what an entity leaves out", () => {
    const cold = menu.categories[1];
    expect(cold).toMatchObject({ id: 4, parent: 3, view_format: 3, description: "", image: null, external_link: null });
    expect(cold?.category_hours).toEqual([[], []]);
    expect(menu.categories[0]?.category_hours).toEqual([[{ day: 1, from_hour: "11:00:00", to_hour: "15:00:00" }], []]);
    expect(menu.products[2]).toMatchObject({ sku: "", discount: 0, images: [], recommend: false, pos_available_qty: null });
    expect(menu.properties[1]).toEqual({ id: 2, name: "Spicy", image: null });
    expect(menu.default_category_image).toEqual({ resized: "https://cdn.example.com/placeholder-cat.png", width: 800, height: 500 });
    expect(menu.theme_data.colors.accent).toBeNull();
    expect(menu.theme_data.fonts.heading).toEqual({ family: "Lora", size: "1.5rem", color: null });
    expect(menu.theme_data.fonts.body.size).toBe(16);
    expect(menu.theme_data.fonts.button).toEqual({ family: null, size: null, color: null });
  });

  it("keeps ids, texts and nested lists as sent", () => {
    expect(menu.promotion_on_load).toBe(1);
    expect(menu.checkout_terms).toBe(2);
    expect(menu.coupon_auto_apply).toBe("WELCOME");
    expect(menu.languages).toEqual([
      { code: "en", name_local: "English" },
      { code: "ar", name_local: "العربية" },
    ]);
    expect(menu.categories[2]).toMatchObject({ enable_special_category: true, special_category_type: "all", special_category_display_categories: [3, 4] });
  });
});

describe("a partial payload: every absent field gets its documented default", () => {
  it("decodes the least a payload may carry to the defaults of docs/menu-payload.md", () => {
    expect(decoded(minimalPayload())).toEqual({
      id: 1,
      name: "Tiny",
      license: "tiny",
      license_status: "ACTIVE",
      currency: "AED",
      currency_symbol: "",
      display_currency: true,
      price_decimal_places: 2,
      enable_alt_currency: false,
      alt_currency: "",
      alt_currency_symbol: "",
      alt_currency_price_decimal_places: 2,
      alt_currency_exchange_rate: 1,
      menu_country: "AE",
      enable_arabic_numerals: false,
      enable_discount_percentage: false,
      minimum_order_amount: 0,
      taxes: [],
      cart_subtotal_include_tax: false,
      display_prices_with_tax: false,
      timezone: "Asia/Dubai",
      opening_hours: [],
      closing_rules: [],
      qr_app_version: null,
      logo_image: null,
      category_background: null,
      desktop_image: null,
      cover_image: null,
      chef_recommends_image: null,
      default_product_image: null,
      default_category_image: null,
      home_header_text: "",
      home_footer_text: "",
      product_footer_text: "",
      cart_footer_text: "",
      theme_data: {
        colors: {
          primary: null,
          on_primary: null,
          background: null,
          surface: null,
          text: null,
          muted_text: null,
          header_background: null,
          header_text: null,
          accent: null,
        },
        fonts: {
          body: { family: null, size: null, color: null },
          heading: { family: null, size: null, color: null },
          category_title: { family: null, size: null, color: null },
          product_title: { family: null, size: null, color: null },
          price: { family: null, size: null, color: null },
          button: { family: null, size: null, color: null },
        },
        font_url: null,
      },
      ui_strings: {},
      languages: [],
      selected_language: "en",
      persistedAt: null,
      enable_order: false,
      enable_search: false,
      enable_language_header: false,
      enable_language_onboarding: false,
      enable_product_comments: false,
      enable_adding_same_item_cart: false,
      enable_zero_price_item: false,
      enable_display_order_type_home: false,
      home_display_all_categories: false,
      home_view_format: 1,
      addtocart_redirect: "cart",
      promotion_on_load: null,
      skip_onboarding_screen: false,
      display_properties_in_product: false,
      enable_wishlist: false,
      enable_wishlist_table_orders: false,
      enable_delivery: false,
      enable_takeaway: false,
      enable_dine_in: false,
      enable_drive_thru: false,
      payment_enabled: false,
      enable_payment_type: false,
      enable_cash: false,
      enable_card_machine: false,
      enable_coupons: false,
      coupon_auto_apply: null,
      enable_order_comments: false,
      enable_delivery_datetime: false,
      enable_order_email: false,
      enable_order_phone: false,
      enable_tips: false,
      enable_address_google_maps: false,
      outlet_latitude: null,
      outlet_longitude: null,
      checkout_terms: null,
      enable_whatsapp_order: false,
      enable_user_send_whatsapp: false,
      whatsapp_number: "",
      categories: [],
      products: [],
      properties: [],
      variations: [],
      promotions: [],
      pages: [],
      forms: [],
    });
  });

  it("treats null like an absent field", () => {
    const menu = decoded({ ...minimalPayload(), enable_order: null, taxes: null, timezone: null, theme_data: null });
    expect([menu.enable_order, menu.taxes, menu.timezone, menu.theme_data.font_url]).toEqual([false, [], "Asia/Dubai", null]);
  });

  it("gives entities their defaults too", () => {
    const menu = decoded({
      ...minimalPayload(),
      products: [{ id: 1, name: "Tea", price: "8" }],
      promotions: [{ id: 1 }],
      forms: [{ id: 1, name: "Feedback" }],
      variations: [{ id: 7, name: "Size", values: [{ id: 71, value: "Small" }] }],
    });
    expect(menu.products[0]).toEqual({
      id: 1,
      category: null,
      name: "Tea",
      sku: "",
      description: "",
      price: 8_000,
      discount: 0,
      images: [],
      video_file: null,
      small_description: "",
      properties: [],
      product_variations: [],
      product_hours: [[], []],
      out_of_stock: false,
      recommend: false,
      enable_combo: false,
      combo_groups: [],
      upsell_cart: false,
      pos_available_qty: null,
      hidden_title: false,
      hidden_image: false,
      fullwidth: false,
      card_shadow: false,
      disable_link: false,
      external_link: null,
    });
    expect(menu.promotions[0]).toEqual({ id: 1, title: "", image: null, video: null, enable: true });
    expect(menu.forms[0]).toEqual({ id: 1, name: "Feedback", enable: true, display_on_order_success: false, display_on_menu_load: false });
    expect(menu.variations[0]).toEqual({
      id: 7,
      name: "Size",
      required: false,
      multiple: false,
      max_choices_allowed: 0,
      values: [{ id: 71, value: "Small", price: 0, math: "+", variation_value: null, display_price_product: false }],
    });
  });

  it("completes an hours pair however much of it is sent", () => {
    const hours = (product_hours: unknown) =>
      decoded({ ...minimalPayload(), products: [{ id: 1, name: "Tea", price: 8, product_hours }] }).products[0]?.product_hours;
    const interval = { day: 7, from_hour: "18:00", to_hour: "00:00:00" };
    expect(hours(undefined)).toEqual([[], []]);
    expect(hours([])).toEqual([[], []]);
    // Times read as HH:MM:SS.
    expect(hours([[interval]])).toEqual([[{ ...interval, from_hour: "18:00:00" }], []]);
    expect(hours([null, [{ start: "2026-12-24", end: "2026-12-24" }]])).toEqual([[], [{ start: "2026-12-24", end: "2026-12-24" }]]);
  });
});

describe("unknown fields", () => {
  it("are ignored at every level and left out of the decoded value", () => {
    const payload = fullPayload();
    const products = payload["products"] as Array<Record<string, unknown>>;
    products[0] = { ...products[0], legacy_price: "1.000", nutrition: { kcal: 200 } };
    const menu = decoded({ ...payload, api_version: 7, extra: { nested: true } });
    expect(menu).not.toHaveProperty("api_version");
    expect(menu).not.toHaveProperty("extra");
    expect(menu.products[0]).not.toHaveProperty("legacy_price");
    expect(menu.products[0]?.name).toBe("Hummus");
  });
});

describe("a broken payload still shows, with every repair named (issue 9 §1)", () => {
  it("reads a bad setting as its default and drops a bad item, naming each with its path", () => {
    const payload = fullPayload() as {
      products: Array<Record<string, unknown>>;
      categories: Array<Record<string, unknown>>;
      variations: Array<{ values: Array<Record<string, unknown>> }>;
      taxes: Array<Record<string, unknown>>;
      opening_hours: Array<Record<string, unknown>>;
    } & Record<string, unknown>;
    payload.products[1]!["price"] = "abc";
    delete payload.products[2]!["name"];
    payload["enable_order"] = "yes";
    payload.taxes[0]!["type"] = "percent";
    payload["logo_image"] = {};
    payload.opening_hours[0]!["from_hour"] = "9am";
    payload["addtocart_redirect"] = "home";
    payload["cover_image"] = 3;
    payload.variations[0]!.values[0]!["math"] = "*";
    payload["price_decimal_places"] = 5;
    const loose: Record<string, unknown> = payload;
    loose["categories"] = [...payload.categories, "not a category"];
    expect(repairs(payload)).toEqual([
      "price_decimal_places: expected a number of decimals from 0 to 3; read as the default",
      'taxes[0].type: expected one of "percentage", "fixed"; taxes[0] dropped',
      "opening_hours[0].from_hour: expected a time like 09:00:00; opening_hours[0] dropped",
      "cover_image: expected a string or null; read as the default",
      "enable_order: expected true or false; read as the default",
      'addtocart_redirect: expected one of "cart", "back", "other"; read as the default',
      "categories[3]: expected an object; categories[3] dropped",
      "products[1].price: expected a number; products[1] dropped",
      "products[2].name: missing; products[2] dropped",
      'variations[0].values[0].math: expected one of "+", "-"; variations[0] dropped',
    ].concat(repairs(payload).filter((line) => line.includes("product_variations"))));
    const menu = decoded(payload);
    expect(menu.price_decimal_places).toBe(2);
    expect(menu.addtocart_redirect).toBe("cart");
    // An image object without its address is no image, not a problem.
    expect(menu.logo_image).toEqual({ logo: "" });
    expect(menu.products).toHaveLength((fullPayload()["products"] as unknown[]).length - 2);
  });

  it("refuses only what cannot be shown: not an object, no license, no readable category or product list", () => {
    for (const input of [null, 5, "menu", []]) expect(problems(input)).toEqual(["expected a menu (a JSON object)"]);
    expect(problems({})).toEqual(["license: missing: a menu without a license cannot be shown"]);
    expect(problems({ ...minimalPayload(), license: "" })).toEqual(["license: missing: a menu without a license cannot be shown"]);
    expect(problems({ ...minimalPayload(), products: "none" })).toEqual(["products: expected a list: the menu has nothing to show"]);
    expect(problems({ ...minimalPayload(), categories: 7 })).toEqual(["categories: expected a list: the menu has nothing to show"]);
  });

  it("gives the venue's identity a fallback rather than refusing the menu", () => {
    const { id: _id, ...withoutId } = minimalPayload() as Record<string, unknown>;
    expect(repairs(withoutId)).toEqual(["id: missing; read as the default"]);
    expect(repairs({ ...minimalPayload(), id: "x", name: { en: "Cafe" } })).toEqual([
      "id: expected an id (a whole number); read as the default",
      "name: expected a string; read as the default",
    ]);
  });

  it("takes any time zone name: the hours rules fall back for one the browser does not know", () => {
    expect(decoded({ ...minimalPayload(), timezone: "Mars/Olympus" }).timezone).toBe("Mars/Olympus");
    expect(repairs({ ...minimalPayload(), timezone: "" })).toEqual(["timezone: expected a non-empty string; read as the default"]);
  });

  it("never guesses a price: a product or tax without one is dropped", () => {
    expect(repairs({ ...minimalPayload(), products: [{ id: 1, name: "Tea" }], taxes: [{ id: 1 }] })).toEqual([
      "taxes[0].type: missing; taxes[0] dropped",
      "products[0].price: missing; products[0] dropped",
    ]);
  });
});

describe("Effect's own decoders", () => {
  it("give the same value as decodeMenuData, less the fields the core keeps for the plugins", () => {
    const { pluginFields, ...core } = decoded(fullPayload());
    expect(pluginFields).toEqual({ al_futtaim_enabled: false });
    expect(Schema.decodeUnknownSync(MenuData)(fullPayload())).toEqual(core);
  });

  it("round-trip through encoding: amounts go back out as the backend's text (the plugins' fields are the wire's own)", () => {
    const { pluginFields: _pluginFields, ...menu } = decoded(fullPayload());
    const wire = Schema.encodeSync(MenuData)(menu);
    expect(wire.products?.[0]?.price).toBe("24.000");
    expect(decoded(JSON.parse(JSON.stringify(wire)))).toEqual(menu);
  });
});
