/**
 * Registers the service worker vite-plugin-pwa generates (`/sw.js`, scope `/`). Its `autoUpdate` worker skips
 * waiting and claims open pages, so a new version takes control by itself; the spec wants the page reloaded then
 * (a new version activates and the page reloads). Written here rather than imported from `virtual:pwa-register`:
 * that module and the workbox-window it downloads were 0.6 kB of every entry route's first visit and one more
 * request for what these few lines do (issue 20).
 */
export function registerServiceWorker(container: ServiceWorkerContainer, reload: () => void): void {
  // The first install also claims the page: that is no new version, and the page stays.
  const hadController = container.controller !== null;
  let reloading = false;
  container.addEventListener("controllerchange", () => {
    if (!hadController || reloading) return;
    reloading = true;
    reload();
  });
  // A failed registration leaves the app online-only, as a browser without service workers has it.
  container.register("/sw.js", { scope: "/" }).catch(() => undefined);
}

/** How long after the first screen is drawn the worker's precaching may start (docs/performance.md, 29 November). */
export const SETTLE_AFTER_FIRST_SCREEN_MS = 3_000;

/**
 * Calls `register` once the page has loaded and its first screen has been drawn, then settled
 * (`SETTLE_AFTER_FIRST_SCREEN_MS`), at a moment the browser is idle. The worker's first install precaches every chunk
 * of the app (some 180 files): started at the `load` event, which comes before the app's first screen, it ran beside
 * the app's start-up, taking the network from the first screen's pictures and, on a phone of two cores, a core from
 * the code that draws it (over a second of processor time at each first visit measured here).
 */
export function registerOnceSettled(
  register: () => void,
  page: { loaded: Promise<void>; firstScreenDrawn: Promise<void>; wait(ms: number): Promise<void>; whenIdle(callback: () => void): void },
): Promise<void> {
  return Promise.all([page.loaded, page.firstScreenDrawn])
    .then(() => page.wait(SETTLE_AFTER_FIRST_SCREEN_MS))
    .then(() => page.whenIdle(register));
}
