/**
 * Registers the service worker vite-plugin-pwa generates (`/sw.js`, scope `/`). Its `autoUpdate` worker skips
 * waiting and claims open pages, so a new version takes control by itself; the spec wants the page reloaded then
 * (a new version activates and the page reloads). Written here rather than imported from `virtual:pwa-register`:
 * that module and the workbox-window it downloads were 0.6 kB of every entry route's first visit and one more
 * request for what these few lines do (issue 20). It loads, and registers the worker, once the first screen has
 * settled (screens/app/main.tsx): the worker's first install precaches every chunk of the app, some 180 files, and
 * beside the start-up it took the network from the first screen's pictures and, on two cores, a core from the code
 * that draws it (over a second of processor time a first visit, docs/performance.md, 29 November 2026, late).
 */
export function registerServiceWorker(
  container: ServiceWorkerContainer,
  reload: () => void,
  controllerAtStart: ServiceWorker | null = container.controller,
): void {
  // The first install also claims the page: that is no new version, and the page stays.
  const hadController = controllerAtStart !== null;
  let reloading = false;
  const reloadOnce = () => {
    if (!hadController || reloading) return;
    reloading = true;
    reload();
  };
  container.addEventListener("controllerchange", reloadOnce);
  // The browser checks for a new version on its own as the page loads: one may have taken over while the first
  // screen settled, before this listener was there.
  if (container.controller !== controllerAtStart) reloadOnce();
  // A failed registration leaves the app online-only, as a browser without service workers has it.
  container.register("/sw.js", { scope: "/" }).catch(() => undefined);
}
