/**
 * The order's `delivery_datetime` (ordering spec §5 "Date/time … minimum now; default now") checked against the
 * venue's hours and closing rules: a time the venue does not take orders at is refused with `closed_at_time` and when
 * it next opens; a time that does not read is `invalid_time`. A time with an offset ("2026-11-23T20:45:00+04:00",
 * what the app sends) is that instant; one without is the venue's wall time. A time already past means "as soon as
 * possible": the order is judged now, as every order is (docs/decisions/0040).
 */
import type { RefusalReason } from "../../schemas/api/order-refusal";
import type { MenuData } from "../../schemas/menu";
import { nextVenueOpening, resolveTimeZone, temporalIfLoaded, venueOrderability, wallClockAt, type TemporalApi } from "../../engine/rules";

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?$/i;

/** The instant a `delivery_datetime` names, or undefined when it does not read. */
export function scheduledInstant(T: TemporalApi, text: string, timeZone: string | null | undefined): number | undefined {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return undefined;
  try {
    if (m[3]) {
      const at = Date.parse(`${m[1]}T${m[2]}${m[3].toUpperCase()}`);
      return Number.isNaN(at) ? undefined : at;
    }
    return T.PlainDateTime.from(`${m[1]}T${m[2]}`).toZonedDateTime(resolveTimeZone(T, timeZone)).epochMilliseconds;
  } catch {
    return undefined;
  }
}

/** Why the order's scheduled time cannot be taken, or undefined when it can (or none was given). */
export function scheduledTimeReason(menu: MenuData, text: string | null, now: number): RefusalReason | undefined {
  if (text === null || text.trim() === "") return undefined;
  const T = temporalIfLoaded();
  if (!T) return undefined;
  const at = scheduledInstant(T, text, menu.timezone);
  if (at === undefined) return { code: "invalid_time", field: "delivery_datetime" };
  if (at <= now) return undefined;
  if (venueOrderability(menu, wallClockAt(T, at, menu.timezone)).orderable) return undefined;
  const opens = nextVenueOpening(T, menu, at);
  return { code: "closed_at_time", field: "delivery_datetime", ...(opens === undefined ? {} : { opens_at: new Date(opens).toISOString() }) };
}
