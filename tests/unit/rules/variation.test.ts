import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import { decodeOrThrow } from "../../../schemas/decode";
import { ProductVariation } from "../../../schemas/menu";
import {
  applyVariations,
  productVariationGroups,
  variationAdjustment,
  variationLabelPrice,
  type Variation,
} from "../../../engine/rules/variation-price";
import {
  choiceLimitText,
  chosenOptions,
  isOptionDisabled,
  missingRequiredGroups,
  toggleVariationOption,
} from "../../../engine/rules/variation-selection";

const variations: Variation[] = [
  {
    id: 7,
    name: "Size",
    required: true,
    multiple: false,
    max_choices_allowed: 0,
    values: [
      { id: 71, value: "Regular", price: milli(0), math: "+" },
      { id: 72, value: "Large", price: milli(5000), math: "+" },
    ],
  },
  {
    id: 8,
    name: "Extras",
    required: false,
    multiple: true,
    max_choices_allowed: 2,
    values: [
      { id: 81, value: "Cheese", price: milli(3500), math: "+" },
      { id: 82, value: "Bacon", price: milli(4000), math: "+" },
      { id: 83, value: "No bun", price: milli(2000), math: "-" },
    ],
  },
];

const links = [
  { variation: 7, variation_value: 71, price: milli(0), math: "+" },
  { variation: 7, variation_value: 72, price: milli(6000), math: "+", display_price: true },
  { variation: 8, variation_value: 81, price: milli(3500), math: "+" },
  { variation: 8, variation_value: 82, price: milli(4000), math: "+" },
  { variation: 8, variation_value: 83, price: milli(2000), math: "-" },
  { variation: 99, variation_value: 1, price: milli(1000), math: "+" },
];

describe("variation prices: a value adjusts the price by its math operator", () => {
  it("adds with + and subtracts with -", () => {
    expect(variationAdjustment({ price: milli(3500), math: "+" })).toBe(3500);
    expect(variationAdjustment({ price: milli(2000), math: "-" })).toBe(-2000);
    expect(variationAdjustment({ price: milli(2000), math: "minus" })).toBe(-2000);
  });
  it("ignores an unknown operator instead of guessing", () => {
    expect(variationAdjustment({ price: milli(2000), math: "*" })).toBe(0);
  });
  it("prices a burger with cheese and without bun", () => {
    expect(applyVariations(milli(30000), [{ price: milli(3500), math: "+" }, { price: milli(2000), math: "-" }])).toBe(31500);
  });
  it("never goes below zero", () => {
    expect(applyVariations(milli(1000), [{ price: milli(2000), math: "-" }])).toBe(0);
  });
  it("display_price_product: the value's price is the product's price, others adjust it", () => {
    const large = { price: milli(55000), math: "+", display_price_product: true };
    expect(applyVariations(milli(40000), [large, { price: milli(5000), math: "+" }])).toBe(60000);
  });
});

describe("a product's variation groups", () => {
  const groups = productVariationGroups(links, variations);
  it("keeps the product's linked values, priced by the link, in link order, skipping unknown ones", () => {
    expect(groups.map((g) => g.id)).toEqual([7, 8]);
    expect(groups[0]?.options.map((o) => [o.id, o.price])).toEqual([
      [71, 0],
      [72, 6000],
    ]);
  });
  it("labels a value with its change when display_price is on", () => {
    const large = groups[0]!.options[1]!;
    expect(variationLabelPrice(milli(30000), large)).toEqual({ kind: "delta", amount: 6000 });
    expect(variationLabelPrice(milli(30000), groups[0]!.options[0]!)).toBeNull();
  });
  it("labels a display_price_product value with the product price it sets", () => {
    const option = { ...groups[0]!.options[1]!, display_price_product: true };
    expect(variationLabelPrice(milli(30000), option)).toEqual({ kind: "product", amount: 6000 });
  });
});

describe("variation picker rules (spec §4, §5)", () => {
  const groups = productVariationGroups(links, variations);
  const size = groups[0]!;
  const extras = groups[1]!;
  it("single choice: picking again toggles off, another replaces", () => {
    let choice = toggleVariationOption({}, size, 71);
    expect(choice["7"]).toEqual([71]);
    choice = toggleVariationOption(choice, size, 72);
    expect(choice["7"]).toEqual([72]);
    choice = toggleVariationOption(choice, size, 72);
    expect(choice["7"]).toEqual([]);
  });
  it("multiple: stops at max_choices_allowed and disables the rest", () => {
    let choice = toggleVariationOption({}, extras, 81);
    choice = toggleVariationOption(choice, extras, 82);
    expect(isOptionDisabled(choice, extras, 83)).toBe(true);
    expect(isOptionDisabled(choice, extras, 81)).toBe(false);
    expect(toggleVariationOption(choice, extras, 83)).toBe(choice);
    choice = toggleVariationOption(choice, extras, 81);
    expect(choice["8"]).toEqual([82]);
  });
  it("required groups without a choice keep add disabled", () => {
    expect(missingRequiredGroups(groups, {})).toEqual([7]);
    expect(missingRequiredGroups(groups, { "7": [71] })).toEqual([]);
  });
  it("lists the chosen options for pricing", () => {
    expect(chosenOptions(groups, { "7": [72], "8": [83] }).map((o) => o.id)).toEqual([72, 83]);
  });
  it("'Choose upto N option(s)' when max_choices_allowed is above 0", () => {
    expect(choiceLimitText(extras)).toBe("Choose upto 2 option(s)");
    expect(choiceLimitText(size)).toBeNull();
  });
});

describe("issue 9 §2.1: a product's variation link without a price falls back to the value's own price", () => {
  const decodedLink = (wire: Record<string, unknown>) => decodeOrThrow(ProductVariation, wire, "link");
  const values: Variation[] = [
    {
      id: 5,
      name: "Extras",
      values: [
        { id: 51, value: "Olives", price: milli(0), math: "+" },
        { id: 52, value: "Halloumi", price: milli(6500), math: "+" },
      ],
    },
  ];
  it("decodes a link with no price, or a null one, as priced by the value (the probe's [0, 6.500])", () => {
    const links = [decodedLink({ variation: 5, variation_value: 51 }), decodedLink({ variation: 5, variation_value: 52, price: null })];
    const options = productVariationGroups(links, values)[0]!.options;
    expect(options.map((o) => o.price)).toEqual([0, 6500]);
  });
  it("keeps a link's own price when it has one, 0 included", () => {
    const links = [decodedLink({ variation: 5, variation_value: 52, price: 0 }), decodedLink({ variation: 5, variation_value: 51, price: "1.5" })];
    expect(productVariationGroups(links, values)[0]!.options.map((o) => o.price)).toEqual([0, 1500]);
  });
});
