import { describe, expect, it } from "vitest";
import { DEFAULT_FONT_SERVICE, themeFontsUrl } from "../../../themes/load-venue-font";

describe("the venue's fonts from the web font service (issue 9 §2.9)", () => {
  const fonts = {
    body: { family: "Inter" },
    heading: { family: "Playfair Display" },
    category_title: { family: "Playfair Display" },
    price: { family: "Lora" },
    button: { family: "system-ui" },
    product_title: null,
  };
  it("asks Google Fonts' CSS API for each family the theme names once, regular and bold, swapping", () => {
    expect(themeFontsUrl(fonts)).toBe(`${DEFAULT_FONT_SERVICE}?family=Lora:wght@400;700&family=Playfair+Display:wght@400;700&display=swap`);
  });
  it("leaves out the families the app ships and the system's, and odd names", () => {
    expect(themeFontsUrl({ body: { family: "Inter" }, heading: { family: "serif" }, price: { family: 'x"); @import url(evil' } })).toBeUndefined();
    expect(themeFontsUrl(null)).toBeUndefined();
  });
  it("uses a configured service, and none when it is turned off", () => {
    expect(themeFontsUrl(fonts, "https://fonts.example.test/css2")).toMatch(/^https:\/\/fonts\.example\.test\/css2\?family=Lora/);
    expect(themeFontsUrl(fonts, "")).toBeUndefined();
  });
});
