/**
 * `Intl.DateTimeFormat`s made once per locale and options, and time zones checked once. Making a format costs the
 * main thread far more than using it (ICU builds its patterns): the closed landing's "we open at …" made five on
 * every render. The page's first `Intl` object of any kind costs the most (about 100–180 ms at 4× CPU slowdown in a
 * fresh Chromium, where a Temporal time-zone computation costs 1–6 ms), so no screen makes one it does not show.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const zones = new Map<string, boolean>();

/** The format for `locale` and `options`, made on first use. */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ""}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** `zone` when the runtime knows it (an IANA name such as Asia/Dubai), otherwise `fallback`. */
export function knownTimeZone(zone: string | null | undefined, fallback: string): string {
  if (!zone) return fallback;
  let known = zones.get(zone);
  if (known === undefined) {
    try {
      dateTimeFormat("en", { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    zones.set(zone, known);
  }
  return known ? zone : fallback;
}
