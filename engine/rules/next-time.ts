/**
 * A coming instant as a guest reads it beside "available again …" or "we open …": today, tomorrow or a named day
 * (with its date when more than a week away), and the time, in the venue's zone and the guest's language. The
 * sentence around it comes from the catalogue (`item_available_*`, `venue_opens_*`), so word order stays the
 * language's own.
 */
import { dateTimeFormat, knownTimeZone } from "./date-formats";
import { intlLocale, localDigits } from "./money-format";
import { DEFAULT_TIME_ZONE } from "./temporal";

export interface NextTime {
  /** Which sentence to use. */
  when: "today" | "tomorrow" | "on";
  /** "07:00" (24-hour clock, the venue's hours are written so). */
  time: string;
  /** The day for `on`: "Tuesday", or "Tuesday 5 January" beyond a week; empty otherwise. */
  day: string;
}

const DAY_MS = 86_400_000;

/** The local calendar date of an instant in a zone, as a comparable day number. */
function localDayNumber(at: number, zone: string): number {
  const parts = Object.fromEntries(
    dateTimeFormat("en", { timeZone: zone, year: "numeric", month: "numeric", day: "numeric" })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return Math.round(Date.UTC(Number(parts["year"]), Number(parts["month"]) - 1, Number(parts["day"])) / DAY_MS);
}

/** Describes instant `at` seen from `now`, both epoch ms, in `timeZone` (the hours rules' default zone when unknown) and `language`. */
export function describeNextTime(at: number, now: number, timeZone: string | null | undefined, language: string | null | undefined, arabicNumerals?: boolean | null): NextTime {
  const zone = knownTimeZone(timeZone, DEFAULT_TIME_ZONE);
  const locale = intlLocale(language);
  const time = dateTimeFormat(locale, { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23", numberingSystem: "latn" }).format(at);
  const days = localDayNumber(at, zone) - localDayNumber(now, zone);
  const digits = (text: string) => localDigits(text, language, arabicNumerals);
  if (days <= 0) return { when: "today", time: digits(time), day: "" };
  if (days === 1) return { when: "tomorrow", time: digits(time), day: "" };
  const options: Intl.DateTimeFormatOptions = days < 7 ? { weekday: "long" } : { weekday: "long", day: "numeric", month: "long" };
  const day = dateTimeFormat(locale, { timeZone: zone, numberingSystem: "latn", ...options }).format(at);
  return { when: "on", time: digits(time), day: digits(day) };
}
