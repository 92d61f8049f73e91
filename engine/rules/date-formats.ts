/**
 * `Intl.DateTimeFormat`s made once per locale and options, and time zones checked once. Making a format costs the
 * main thread far more than using it (ICU builds its patterns; the first with a time zone loads the zone's data):
 * the closed landing's "we open at …" made five on every render, and its first took 160 ms at 4× CPU slowdown.
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

/**
 * Makes the first format with a time zone, which loads ICU's zone data (about 30 ms on a laptop, four times that on
 * a phone) whatever the zone: called in a task of its own while the menu downloads, so that cost is not inside the
 * first render of a closed venue's "we open at …" (issue 20: a long task of the landing).
 */
export function warmTimeZoneData(): void {
  dateTimeFormat("en", { timeZone: "UTC" });
}
