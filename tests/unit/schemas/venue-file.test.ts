import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { decodeMenuData, type MenuData } from "../../../schemas/menu";
import { applyTranslation, decodeVenueFile, TranslationOverlay, type VenueFile } from "../../../schemas/venue-file";
import { fullPayload, minimalPayload } from "./fixtures/sample-menu";

function venue(input: unknown): VenueFile {
  const result = decodeVenueFile(input);
  if (!result.ok) throw new Error(result.problems.map((p) => p.text).join("\n"));
  return result.value;
}

function problems(input: unknown): string[] {
  const result = decodeVenueFile(input);
  return result.ok ? [] : result.problems.map((p) => p.text);
}

const arabic = {
  name: "بيت الزيتون",
  home_header_text: "<p>أهلا</p>",
  ui_strings: { ui_str_add_to_cart: "أضف إلى السلة" },
  categories: { "3": { name: "مقبلات", description: "<p>للمشاركة</p>" } },
  products: { "101": { name: "حمص", small_description: "كلاسيكي" } },
  variations: { "7": { name: "الحجم", values: { "72": { value: "كبير" } } } },
  properties: { "1": { name: "نباتي" } },
  promotions: { "1": { title: "اثنان بواحد" } },
  pages: { "2": { title: "الشروط", content: "<p>…</p>" } },
  forms: { "1": { name: "رأيك" } },
  taxes: { "1": { name: "ضريبة" } },
  combo_groups: { "5": { name: "اختر صلصة" } },
};

describe("the venue file", () => {
  it("is a payload plus domains, translations and media, with defaults for all three", () => {
    const file = venue(minimalPayload());
    expect([file.custom_domains, file.translations, file.media]).toEqual([[], {}, "media"]);
    const full = venue({ ...fullPayload(), custom_domains: ["menu.example.com"], translations: { ar: arabic }, media: "images" });
    expect(full.custom_domains).toEqual(["menu.example.com"]);
    expect(full.media).toBe("images");
    expect(full.translations["ar"]?.products?.["101"]).toEqual({ name: "حمص", small_description: "كلاسيكي" });
  });

  it("decodes its payload part exactly like the menu call's answer (whose plugin fields the plugins check themselves)", () => {
    const file = venue(fullPayload());
    const menu = decodeMenuData(fullPayload());
    expect(menu.ok).toBe(true);
    if (!menu.ok) return;
    const { pluginFields: _pluginFields, ...core } = menu.value;
    expect(file).toMatchObject({ ...core, forms: [{ ...core.forms[0], form_data: [] }] });
  });

  it("lets forms carry their fields in formBuilder's format", () => {
    const file = venue({
      ...minimalPayload(),
      forms: [
        {
          id: 1,
          name: "Feedback",
          display_on_order_success: true,
          form_data: [
            { type: "header", subtype: "h2", label: "Tell us" },
            { type: "text", subtype: "email", label: "Email", name: "email", required: true },
            { type: "starRating", label: "Food", name: "food" },
            { type: "radio-group", label: "Again?", name: "again", values: [{ label: "Yes", value: "yes", selected: true }, { label: "No", value: "no" }] },
            { type: "number", label: "Guests", name: "guests", min: 1, max: "12" },
          ],
        },
      ],
    });
    const fields = file.forms[0]?.form_data ?? [];
    expect(fields.map((f) => [f.type, f.name, f.required])).toEqual([
      ["header", "", false],
      ["text", "email", true],
      ["starRating", "food", false],
      ["radio-group", "again", false],
      ["number", "guests", false],
    ]);
    expect(fields[3]?.values).toEqual([
      { label: "Yes", value: "yes", selected: true },
      { label: "No", value: "no", selected: false },
    ]);
    expect([fields[4]?.min, fields[4]?.max]).toEqual([1, 12]);
  });

  it("reports problems with their paths", () => {
    expect(
      problems({
        ...minimalPayload(),
        custom_domains: ["https://menu.example.com/"],
        timezone: "Mars/Olympus",
        media: "",
        translations: { ar: { name: 5, products: { "1": { name: ["x"] } } }, fr: "bonjour" },
        forms: [{ id: 1, name: "F", form_data: [{ label: "no type" }] }],
      }),
    ).toEqual([
      "timezone: expected a time zone such as Asia/Dubai",
      "forms[0].form_data[0].type: missing",
      "custom_domains[0]: expected a host name like menu.example.com",
      "translations.ar.name: expected a string",
      'translations.ar.products["1"].name: expected a string',
      "translations.fr: expected an object",
      "media: expected a non-empty string",
    ]);
  });

  it("refuses overlay entries whose id matches nothing in the file", () => {
    expect(
      problems({
        ...fullPayload(),
        translations: {
          ar: { products: { "999": { name: "؟" }, "101": { name: "حمص" } }, variations: { "7": { values: { "99": { value: "؟" } } } }, combo_groups: { "8": { name: "؟" } } },
        },
      }),
    ).toEqual([
      'translations.ar.products["999"]: no product has this id',
      'translations.ar.combo_groups["8"]: no combo group has this id',
      'translations.ar.variations["7"].values["99"]: no value of this variation has this id',
    ]);
  });
});

describe("applyTranslation", () => {
  const overlay = Schema.decodeUnknownSync(TranslationOverlay)(arabic);

  function menu(): MenuData {
    const result = decodeMenuData(fullPayload());
    if (!result.ok) throw new Error("the sample payload decodes");
    return result.value;
  }

  it("replaces top-level texts, and ui_strings by the overlay's alone: the payload's are the default language's", () => {
    const ar = applyTranslation(menu(), overlay, "ar");
    expect(ar.name).toBe("بيت الزيتون");
    expect(ar.home_header_text).toBe("<p>أهلا</p>");
    expect(ar.home_footer_text).toBe("<p>Open daily</p>");
    expect(ar.ui_strings).toEqual({ ui_str_add_to_cart: "أضف إلى السلة" });
    expect(applyTranslation(menu(), { name: "بيت" }).ui_strings).toEqual({});
    expect(ar.selected_language).toBe("ar");
  });

  it("merges each list entry by id, field by field", () => {
    const ar = applyTranslation(menu(), overlay);
    expect(ar.categories[0]).toMatchObject({ id: 3, name: "مقبلات", description: "<p>للمشاركة</p>", products: [101, 102] });
    expect(ar.categories[1]?.name).toBe("Cold mezze");
    expect(ar.products[0]).toMatchObject({ name: "حمص", small_description: "كلاسيكي", description: "<p>Chickpeas, tahini, lemon</p>", price: 24_000 });
    expect(ar.variations[0]?.name).toBe("الحجم");
    expect(ar.variations[0]?.values.map((v) => v.value)).toEqual(["Small", "كبير"]);
    expect(ar.properties.map((p) => p.name)).toEqual(["نباتي", "Spicy"]);
    expect(ar.promotions[0]?.title).toBe("اثنان بواحد");
    expect(ar.pages.map((p) => p.title)).toEqual(["About us", "الشروط"]);
    expect(ar.forms[0]?.name).toBe("رأيك");
    expect(ar.taxes.map((t) => t.name)).toEqual(["ضريبة", "Service"]);
  });

  it("renames combo groups wherever they appear, and a combo's product by its product's translation", () => {
    const group = applyTranslation(menu(), overlay).products[1]?.combo_groups[0];
    expect(group?.name).toBe("اختر صلصة");
    expect(group?.products.map((p) => p.name)).toEqual(["حمص", "Moutabal"]);
  });

  it("leaves the input untouched and everything else as it was", () => {
    const original = menu();
    const snapshot = structuredClone(original);
    const ar = applyTranslation(original, overlay, "ar");
    expect(original).toEqual(snapshot);
    expect(ar).not.toBe(original);
    expect(applyTranslation(original, { name: "بيت" })).toEqual({ ...snapshot, name: "بيت", ui_strings: {} });
    expect(applyTranslation(original, {})).toEqual({ ...original, ui_strings: {} });
  });

  it("works on the raw JSON the server stores as well", () => {
    const raw = fullPayload();
    const ar = applyTranslation(raw, overlay, "ar");
    const decoded = decodeMenuData(ar);
    expect(decoded.ok && decoded.value).toEqual(applyTranslation(menu(), overlay, "ar"));
    expect((ar["products"] as Array<Record<string, unknown>>)[0]?.["price"]).toBe("24.000");
  });
});
