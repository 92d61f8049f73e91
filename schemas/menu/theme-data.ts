/**
 * The venue's brand: colours, per-element fonts and a font stylesheet URL (docs/menu-payload.md, "theme_data").
 * Every key may be absent and decodes to null, meaning "use Carta's default" (themes/ decides those, and fixes
 * contrast); the schema does not invent colours.
 */
import * as Schema from "effect/Schema";
import { OptionalText, optionalUrl, Rate, withDefault } from "../fields";

const colour = withDefault(OptionalText, null);

export const ThemeColors = Schema.Struct({
  primary: colour,
  on_primary: colour,
  background: colour,
  surface: colour,
  text: colour,
  muted_text: colour,
  header_background: colour,
  header_text: colour,
  accent: colour,
});
export type ThemeColors = typeof ThemeColors.Type;

export const FontSetting = Schema.Struct({
  family: withDefault(OptionalText, null),
  /** Pixels as a number (16 or "16"), or a CSS length kept as written ("1.125rem"). */
  size: withDefault(Schema.NullOr(Schema.Union([Rate, Schema.String])), null),
  color: colour,
});
export type FontSetting = typeof FontSetting.Type;

const font = withDefault(FontSetting, {});

/** The elements a venue may style. */
export const ThemeFonts = Schema.Struct({
  body: font,
  heading: font,
  category_title: font,
  product_title: font,
  price: font,
  button: font,
});
export type ThemeFonts = typeof ThemeFonts.Type;

export const ThemeData = Schema.Struct({
  colors: withDefault(ThemeColors, {}),
  fonts: withDefault(ThemeFonts, {}),
  font_url: withDefault(optionalUrl("media"), null),
});
export type ThemeData = typeof ThemeData.Type;
