import { createStore } from "@tanstack/store";
import { isVenueOpenAt } from "../rules/venue-open";
import { venueClock, type WallClock } from "../rules/wall-clock";
import type { MenuStore } from "./menu-store";

/** How often the venue's wall clock is read again: hours are in minutes, so twice a minute is plenty. */
export const CLOCK_TICK_MS = 30_000;

export type ClockStore = ReturnType<typeof createClockStore>;

/** The venue's wall clock, shared by every screen so all of them agree on what is open right now. */
export function createClockStore() {
  return createStore<{ clock: WallClock | undefined }>({ clock: undefined });
}

/**
 * Keeps the clock store ticking in the menu's time zone and the menu's `isOpen` flag in step with
 * `opening_hours` and `closing_rules` (the spec's ordering-availability check). Returns a stop function.
 */
export function runVenueClock(clockStore: ClockStore, menuStore: MenuStore, now: () => number = Date.now): () => void {
  let stopped = false;
  let generation = 0;
  const tick = async () => {
    const menu = menuStore.state.menuData;
    if (!menu) return;
    const mine = ++generation;
    const clock = await venueClock(menu.timezone, now());
    if (stopped || mine !== generation) return;
    clockStore.setState(() => ({ clock }));
    const isOpen = isVenueOpenAt(menu, clock);
    if (menuStore.state.isOpen !== isOpen) menuStore.setState((s) => ({ ...s, isOpen }));
  };
  const timer = setInterval(() => void tick(), CLOCK_TICK_MS);
  let lastMenu = menuStore.state.menuData;
  const subscription = menuStore.subscribe((state) => {
    if (state.menuData !== lastMenu) {
      lastMenu = state.menuData;
      void tick();
    }
  });
  void tick();
  return () => {
    stopped = true;
    clearInterval(timer);
    subscription.unsubscribe();
  };
}
