import { describe, expect, it } from "vitest";
import { cssUrl } from "../../../screens/shared/css-url";

describe("cssUrl: a picture's address as a CSS url()", () => {
  it("quotes a plain address as it is", () => {
    expect(cssUrl("/media/demo/products/hummus.webp")).toBe('url("/media/demo/products/hummus.webp")');
  });
  it("escapes what would end the string, so the address stays one url()", () => {
    expect(cssUrl('a") , url("evil.png')).toBe('url("a\\") , url(\\"evil.png")');
    expect(cssUrl("a\\b")).toBe('url("a\\\\b")');
    expect(cssUrl("a\nb\rc\fd")).toBe('url("a\\a b\\d c\\c d")');
  });
});
