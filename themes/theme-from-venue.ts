import { bestTextOn, parseColor, readableOn, toHex, type Rgb } from "./color";
import type { ThemeValues } from "./contract.css";
import { fontStack } from "./fonts";

/** The part of a venue's `theme_data` the theme reads (docs/menu-payload.md); every key is optional. */
export interface VenueThemeInput {
  colors?: Readonly<Record<string, string | null | undefined>> | null;
  fonts?: Readonly<Record<string, { family?: string | null; size?: string | number | null; color?: string | null } | null | undefined>> | null;
}

/** A calm, finished look for a venue that sends no theme at all. */
export const DEFAULT_COLORS = {
  primary: "#1f5f4a",
  background: "#faf7f2",
  surface: "#ffffff",
  text: "#1c1b19",
  mutedText: "#5f5a52",
  headerBackground: "#ffffff",
  headerText: "#1c1b19",
  accent: "#c2410c",
  border: "#e7e1d8",
  danger: "#b42318",
  success: "#1d7a46",
} as const;

const FONT_ELEMENTS = {
  body: { key: "body", kind: "sans", size: "16px" },
  heading: { key: "heading", kind: "serif", size: "24px" },
  categoryTitle: { key: "category_title", kind: "sans", size: "16px" },
  productTitle: { key: "product_title", kind: "sans", size: "16px" },
  price: { key: "price", kind: "sans", size: "16px" },
  button: { key: "button", kind: "sans", size: "16px" },
} as const;

/**
 * Maps `theme_data` onto the theme contract. Venue colours are kept where they read well and nudged
 * darker or lighter where text would fall under 4.5:1 (DESIGN.md); sizes under 14 px are raised to 14 px.
 */
export function themeFromVenue(input: VenueThemeInput | null | undefined): ThemeValues {
  const pick = (key: string, fallback: string): Rgb => parseColor(input?.colors?.[key] ?? undefined) ?? parseColor(fallback)!;
  const background = pick("background", DEFAULT_COLORS.background);
  const surface = pick("surface", DEFAULT_COLORS.surface);
  const primary = pick("primary", DEFAULT_COLORS.primary);
  const accent = pick("accent", DEFAULT_COLORS.accent);
  const headerBackground = pick("header_background", DEFAULT_COLORS.headerBackground);
  // Text must read on both the page and the cards.
  const text = readableOn(readableOn(pick("text", DEFAULT_COLORS.text), background), surface);
  const mutedText = readableOn(readableOn(pick("muted_text", DEFAULT_COLORS.mutedText), background), surface);
  const onPrimary = parseColor(input?.colors?.["on_primary"] ?? undefined);
  const onAccent = parseColor(input?.colors?.["on_accent"] ?? undefined);
  const color: ThemeValues["color"] = {
    primary: toHex(primary),
    onPrimary: toHex(onPrimary ? readableOn(onPrimary, primary) : bestTextOn(primary)),
    background: toHex(background),
    surface: toHex(surface),
    text: toHex(text),
    mutedText: toHex(mutedText),
    headerBackground: toHex(headerBackground),
    headerText: toHex(readableOn(pick("header_text", toHex(text)), headerBackground)),
    accent: toHex(readableOn(accent, surface, 3)),
    onAccent: toHex(onAccent ? readableOn(onAccent, accent) : bestTextOn(accent)),
    border: toHex(pick("border", DEFAULT_COLORS.border)),
    danger: toHex(readableOn(pick("danger", DEFAULT_COLORS.danger), surface)),
    success: toHex(readableOn(pick("success", DEFAULT_COLORS.success), surface)),
  };
  const font = Object.fromEntries(
    Object.entries(FONT_ELEMENTS).map(([element, spec]) => {
      const setting = input?.fonts?.[spec.key] ?? input?.fonts?.["body"];
      const colorSetting = parseColor(setting?.color ?? undefined);
      return [
        element,
        {
          family: fontStack(setting?.family, spec.kind),
          size: readableSize(input?.fonts?.[spec.key]?.size, spec.size),
          color: colorSetting ? toHex(readableOn(colorSetting, surface)) : color.text,
        },
      ];
    }),
  ) as ThemeValues["font"];
  return { color, font };
}

function readableSize(size: string | number | null | undefined, fallback: string): string {
  const px = typeof size === "number" ? size : typeof size === "string" ? Number.parseFloat(size) : Number.NaN;
  if (!Number.isFinite(px) || px <= 0) return fallback;
  return `${Math.min(Math.max(px, 14), 40)}px`;
}
