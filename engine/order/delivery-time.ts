/**
 * The order's delivery time (ordering spec §5 "Date/time … minimum now; default now", §9 "Default delivery datetime
 * is the current time unless a custom one is given"), always in the venue's time zone: the guest picks a wall time
 * as the venue's clock reads it, and the order carries it with the venue's UTC offset ("2026-11-25T21:30:00+04:00"),
 * never the browser's, and never null.
 */
import { resolveTimeZone, type TemporalApi } from "../rules/temporal";

/** The venue's wall time now as a `datetime-local` value ("2026-11-25T21:31"), rounded up to the next minute. */
export function venueLocalNow(T: TemporalApi, timeZone: string | null | undefined, nowMs: number): string {
  const zoned = T.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(resolveTimeZone(T, timeZone));
  return zoned.round({ smallestUnit: "minute", roundingMode: "ceil" }).toPlainDateTime().toString({ smallestUnit: "minute" });
}

/**
 * A wall time the guest picked (a `datetime-local` value) read in the venue's zone, with the venue's offset:
 * "2026-11-25T21:30" in Dubai is "2026-11-25T21:30:00+04:00". Undefined when it is not a date and time. In a
 * daylight-saving gap the later wall time is meant (Temporal's "compatible").
 */
export function venueDateTime(T: TemporalApi, local: string, timeZone: string | null | undefined): string | undefined {
  const text = local.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return undefined;
  try {
    const zoned = T.PlainDateTime.from(text, { overflow: "reject" }).toZonedDateTime(resolveTimeZone(T, timeZone), { disambiguation: "compatible" });
    return zoned.toString({ timeZoneName: "never", smallestUnit: "second" });
  } catch {
    return undefined;
  }
}

/** Now, in the venue's zone with its offset, to the second: "2026-11-25T21:30:12+04:00". */
export function venueNow(T: TemporalApi, timeZone: string | null | undefined, nowMs: number): string {
  return T.Instant.fromEpochMilliseconds(nowMs)
    .toZonedDateTimeISO(resolveTimeZone(T, timeZone))
    .toString({ timeZoneName: "never", smallestUnit: "second" });
}

/**
 * The `delivery_datetime` an order carries: the time the guest scheduled, else now ("as soon as possible"), both
 * with the venue's offset. `chosen` null means the guest left the default. A chosen time that is not a date and
 * time gives "" (the form never lets one through: its rule says 'Please select a valid date and time').
 */
export function orderDeliveryDatetime(T: TemporalApi, chosen: string | null, timeZone: string | null | undefined, nowMs: number): string {
  if (chosen === null) return venueNow(T, timeZone, nowMs);
  return venueDateTime(T, chosen, timeZone) ?? "";
}
