/**
 * A CSS `url()` for an address from the venue's data, quoted, with what could end the string escaped (a quote, a
 * backslash, a line break), so any address the menu holds stays one `url()`.
 */
export function cssUrl(address: string): string {
  const escaped = address.replace(/["\\\n\r\f]/g, (c) => (c === "\n" ? "\\a " : c === "\r" ? "\\d " : c === "\f" ? "\\c " : `\\${c}`));
  return `url("${escaped}")`;
}
