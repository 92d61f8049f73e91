/**
 * Two families are always loaded (menu spec, "Global notices"): a text face and a display face.
 * Each stack ends in faces every phone has, so an offline guest still reads a finished page.
 */
export const ALWAYS_LOADED_FAMILIES = ["Inter", "Noto Sans Arabic"] as const;

export const SANS_FALLBACK =
  'Inter, "Noto Sans Arabic", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';
/**
 * For a control that lists languages by their own names on a left-to-right page: the same faces without the
 * Arabic one, so "العربية" among the options does not download it (the platform draws it). Right-to-left pages
 * have the Arabic face loaded already and keep the full stack.
 */
export const LANGUAGE_LIST_STACK = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';
export const SERIF_FALLBACK = 'Georgia, "Times New Roman", "Noto Serif", "Noto Sans Arabic", serif';

/** A venue's family name followed by the fallback stack that suits it. */
export function fontStack(family: string | undefined | null, kind: "sans" | "serif" = "sans"): string {
  const fallback = kind === "serif" ? SERIF_FALLBACK : SANS_FALLBACK;
  const name = family?.trim();
  if (!name) return fallback;
  const quoted = /^[\w-]+$/.test(name) ? name : `"${name.replace(/"/g, "")}"`;
  return `${quoted}, ${fallback}`;
}
