/**
 * The venue's open state (spec §4 "Ordering availability"): open inside `opening_hours` (always when the
 * list is missing or empty) and outside every `closing_rules` range, in the menu's `timezone`.
 */
import { compileSchedule, isScheduleOpen, type BlockedRange, type WeekdayInterval } from "./hours";
import { venueClock, type WallClock } from "./wall-clock";

/** The settings that decide whether the venue is open. */
export interface VenueHoursSettings {
  opening_hours?: readonly WeekdayInterval[] | null;
  closing_rules?: readonly BlockedRange[] | null;
  timezone?: string | null;
}

/** Whether the venue is open at a wall clock taken in its zone. */
export function isVenueOpenAt(settings: VenueHoursSettings, clock: WallClock): boolean {
  return isScheduleOpen(compileSchedule(settings.opening_hours, settings.closing_rules), clock);
}

/** Whether the venue is open now (or at `epochMilliseconds`), loading Temporal if needed. */
export async function isVenueOpen(settings: VenueHoursSettings, epochMilliseconds?: number): Promise<boolean> {
  return isVenueOpenAt(settings, await venueClock(settings.timezone, epochMilliseconds));
}
