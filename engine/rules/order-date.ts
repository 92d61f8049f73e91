import { dateTimeFormat, knownTimeZone } from "./date-formats";
import { intlLocale, localDigits } from "./money-format";

const ORDINAL_SUFFIX: Readonly<Record<string, string>> = { one: "st", two: "nd", few: "rd", other: "th" };
const englishOrdinals = new Intl.PluralRules("en", { type: "ordinal" });

/**
 * An order's date as the order screen shows it (ordering spec §2: 'MMMM do, yyyy H:mma'), in the venue's time
 * zone: "November 23rd, 2026 13:30PM" in English. Other languages keep the pattern with their own month name and
 * day period and a plain day number (ordinal suffixes are English); digits follow the guest's numerals.
 * An unreadable date is returned as sent.
 */
export function formatOrderDate(iso: string, timeZone: string | null | undefined, language: string | null | undefined, arabicNumerals?: boolean | null): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const locale = intlLocale(language) ?? "en";
  const zone = knownTimeZone(timeZone, "UTC");
  const parts = (options: Intl.DateTimeFormatOptions, loc = locale) =>
    Object.fromEntries(dateTimeFormat(loc, { timeZone: zone, numberingSystem: "latn", ...options }).formatToParts(at).map((p) => [p.type, p.value]));
  const numbers = parts({ year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "2-digit", hourCycle: "h23" }, "en");
  const month = parts({ month: "long" })["month"] ?? "";
  const period = parts({ hour: "numeric", hour12: true })["dayPeriod"] ?? "";
  const day = Number(numbers["day"]);
  const dayText = locale === "en" ? `${day}${ORDINAL_SUFFIX[englishOrdinals.select(day)] ?? "th"}` : String(day);
  const text = `${month} ${dayText}, ${numbers["year"]} ${Number(numbers["hour"])}:${numbers["minute"]}${period}`;
  return localDigits(text, language, arabicNumerals);
}
