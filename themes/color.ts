/** Colour arithmetic for the contrast rule of DESIGN.md: text stays readable (4.5:1) whatever the venue picks. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Reads `#rgb`, `#rrggbb` or `rgb(r, g, b)`; anything else is `undefined` (and the default colour is kept). */
export function parseColor(input: string | undefined | null): Rgb | undefined {
  if (!input) return undefined;
  const text = input.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return { r: parseInt(short[1]! + short[1]!, 16), g: parseInt(short[2]! + short[2]!, 16), b: parseInt(short[3]! + short[3]!, 16) };
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})(?:[0-9a-f]{2})?$/.exec(text);
  if (long) return { r: parseInt(long[1]!, 16), g: parseInt(long[2]!, 16), b: parseInt(long[3]!, 16) };
  const fn = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})/.exec(text);
  if (fn) return { r: clampByte(Number(fn[1])), g: clampByte(Number(fn[2])), b: clampByte(Number(fn[3])) };
  return undefined;
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => clampByte(Math.round(c)).toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG 2 relative luminance. */
export function luminance({ r, g, b }: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `foreground` if it reads on `background` at `minimum` contrast; otherwise the same hue darkened (on light
 * backgrounds) or lightened (on dark ones) just enough to reach it.
 */
export function readableOn(foreground: Rgb, background: Rgb, minimum = 4.5): Rgb {
  if (contrastRatio(foreground, background) >= minimum) return foreground;
  const target = luminance(background) > 0.5 ? { r: 0, g: 0, b: 0 } : { r: 255, g: 255, b: 255 };
  for (let step = 1; step <= 20; step++) {
    const mixed = mix(foreground, target, step / 20);
    if (contrastRatio(mixed, background) >= minimum) return mixed;
  }
  return target;
}

/** Black or white, whichever reads better on `background` (text on buttons of the venue's colour). */
export function bestTextOn(background: Rgb): Rgb {
  const black = { r: 17, g: 17, b: 17 };
  const white = { r: 255, g: 255, b: 255 };
  return contrastRatio(black, background) >= contrastRatio(white, background) ? black : white;
}

export function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return { r: a.r + (b.r - a.r) * amount, g: a.g + (b.g - a.g) * amount, b: a.b + (b.b - a.b) * amount };
}

function clampByte(n: number): number {
  return Math.min(255, Math.max(0, n));
}
