/**
 * Temporal, loaded once: the runtime's own `globalThis.Temporal` where it has one, else
 * `@js-temporal/polyfill`, imported dynamically so runtimes with Temporal never download it.
 */
import type { Temporal as PolyfillTemporal } from "@js-temporal/polyfill";

/** The Temporal namespace (native or polyfill; the polyfill's types describe both). */
export type TemporalApi = typeof PolyfillTemporal;

/** Spec §9: "Default time zone Asia/Dubai". */
export const DEFAULT_TIME_ZONE = "Asia/Dubai";

let loading: Promise<TemporalApi> | undefined;
let loaded: TemporalApi | undefined;

/** Resolves to the Temporal namespace; the polyfill is imported only when the runtime lacks Temporal. */
export function loadTemporal(): Promise<TemporalApi> {
  const native = (globalThis as unknown as { Temporal?: TemporalApi }).Temporal;
  if (native) return Promise.resolve(native);
  loading ??= import("@js-temporal/polyfill").then((m) => (loaded = m.Temporal));
  return loading;
}

const zoneCache = new Map<string, string>();

/**
 * The menu's `timezone` when it names a real IANA zone, else Asia/Dubai: a typo in the venue settings
 * must not stop the menu from opening.
 */
export function resolveTimeZone(T: TemporalApi, zone: string | null | undefined): string {
  const wanted = (zone ?? "").trim();
  if (wanted === "") return DEFAULT_TIME_ZONE;
  let resolved = zoneCache.get(wanted);
  if (resolved === undefined) {
    try {
      resolved = T.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(wanted).timeZoneId;
    } catch {
      resolved = DEFAULT_TIME_ZONE;
    }
    zoneCache.set(wanted, resolved);
  }
  return resolved;
}

/** The Temporal namespace if it is already at hand (native, or the polyfill once `loadTemporal` resolved). */
export function temporalIfLoaded(): TemporalApi | undefined {
  return (globalThis as unknown as { Temporal?: TemporalApi }).Temporal ?? loaded;
}
