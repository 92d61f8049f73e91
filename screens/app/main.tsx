import "../../themes/global.css";
import "../../themes/always-loaded-fonts.css";
// Before the libraries: the errors React DOM makes as it is evaluated record no stacks (./library-error-stacks.ts).
import "./before-libraries";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserHistory, RouterProvider } from "@tanstack/react-router";
// Before the app's modules: the build keeps this order, and the top-level await in it ends the task there.
import "./yield-after-libraries";
import { createCartStore } from "../../engine/cart";
import { createCheckoutFormStore } from "../../engine/checkout";
import { createMenuStore, type MenuState } from "../../engine/menu/menu-store";
import type { MenuData } from "../../schemas/menu";
import { createMenuController } from "../../engine/menu/boot-menu";
import { createClockStore, runVenueClock } from "../../engine/menu/venue-clock";
import { httpMenuApi } from "../../engine/api/menu-api";
import { createRegistry, PRICE_ADJUSTMENTS, withLaterContributions, type AnalyticsEvent } from "../../engine/plugin-api";
import { AppServicesProvider, type AppServices } from "../../engine/react/app-services";
import { MenuProvider } from "../../engine/react/menu-context";
import { loadCatalogue } from "../../engine/i18n/ui-text";
import { preloadScreen, screenAtPath } from "../../engine/react/layout/preload-screen";
import { plugins } from "./plugins";
import { createAppRouter, createAppRouteTree } from "./router";
import { firstScreenSettled } from "./first-screen";
import { yieldToMain } from "../../engine/menu/yield-to-main";
import { applyDocumentTheme } from "./venue-document";

// Development checks every layout, block's props, plugin's options and `when` variable at start-up; production
// ships without the checks, whose schemas would bring Effect to the first screen (decision 0058).
const startUpChecks = import.meta.env.DEV ? (await import("../../engine/plugin-api/schema-checks")).allStartUpChecks : {};
// Development also loads every plugin's venue contributions and screen parts at start-up, so that the checks see
// them all; production loads them for the venue whose menu asks (decision 0076, `prepareMenu` below) and with the
// first route that draws one of their screens (decision 0077, engine/react/layout/preload-screen.ts).
const startUpPlugins = import.meta.env.DEV ? await withLaterContributions(plugins) : plugins;
// Start-up runs in a few tasks rather than one long one (each below 50 ms on a phone would be ideal): the libraries'
// evaluation (./yield-after-libraries), the app modules', the registry, the arrival screen's preload with the stores,
// the route tree, the router, then React's first render, which a transition lets React cut into 5 ms slices. The
// menu's calls started in index.html, so nothing waits on the network for this.
await yieldToMain();
// Start-up fails here, loudly, when two plugins claim the same block, route, screen or provider.
const registry = createRegistryOrExplain();
await yieldToMain();
// The screen the guest arrived on (the landing, from most QR codes) fetches its code beside the menu, not after
// it, and then renders without suspending.
preloadScreen(registry, screenAtPath(registry, window.location.pathname));

const host = window.location.hostname;
const menuStore = createMenuStore();
const clockStore = createClockStore();
const controller = createMenuController({
  store: menuStore,
  api: httpMenuApi,
  storage: safeStorage(() => window.localStorage),
  host,
  now: () => Date.now(),
  log: (message) => console.warn(`[carta] ${message}`),
  // The core's texts and the plugins' (`textsIn`) in the guest's language, before it shows.
  prepareLanguage: (language) => Promise.all([loadCatalogue(language), registry.loadTexts(language)]).then(() => undefined),
  // The plugins' contributions this venue needs (the venue-group mode's), before its menu shows.
  prepareMenu: async (menu) => {
    if (await registry.prepareFor(menu)) connectPriceAdjustments();
    // The venue's colours and fonts in a task of their own, after the decode's and before the menu's render, whose
    // effect then finds them in force.
    await yieldToMain();
    applyDocumentTheme(menu.theme_data);
  },
  // A venue's payload with unreadable parts still shows; what was repaired goes to analytics (and the console
  // in development), so the venue can fix its data.
  reportRepairs: (license, repairs) => {
    if (import.meta.env.DEV) for (const line of repairs) console.warn(`[carta] menu of ${license}: ${line}`);
    services.track({ name: "menu_problems", count: repairs.length, problems: repairs.slice(0, 20).join("\n") });
  },
});
const storages = { persistent: safeStorage(() => window.localStorage), session: safeStorage(() => window.sessionStorage), scope: host };
const cart = createCartStore({ storages });
const checkout = createCheckoutFormStore(storages);
await yieldToMain();
// A coupon in the address the guest came in by (`?c=WELCOME10`) applies by itself in the cart (ordering spec §2).
const couponInAddress = new URLSearchParams(window.location.search).get("c");
if (couponInAddress) cart.actions.rememberCouponAutoApply(couponInAddress);
// The cart's rules read the venue's settings: hand them over whenever the menu (or its language) changes.
menuStore.subscribe((state) => {
  if (state.menuData && state.menuData !== lastMenu) {
    lastMenu = state.menuData;
    cart.actions.setContext(state.menuData);
  }
});
let lastMenu = menuStore.state.menuData;
let adjustmentsConnected = false;
connectPriceAdjustments();
runVenueClock(clockStore, menuStore);
// The cart judges its lines at the venue's clock: a dish whose hours pass is flagged and left out at once.
clockStore.subscribe((state) => cart.actions.setClock(state.clock));

const services: AppServices = {
  registry,
  cart,
  checkout,
  config: {
    googleMapsKey: import.meta.env["VITE_GOOGLE_MAPS_KEY"] as string | undefined,
    pusherKey: import.meta.env["VITE_PUSHER_KEY"] as string | undefined,
    pusherCluster: import.meta.env["VITE_PUSHER_CLUSTER"] as string | undefined,
    pusherHost: import.meta.env["VITE_PUSHER_HOST"] as string | undefined,
    pusherPort: import.meta.env["VITE_PUSHER_PORT"] as string | undefined,
    // How table and room values in /t/… and /r/… URLs were hash-encoded (docs/decisions/0004).
    locationHashSalt: import.meta.env["VITE_LOCATION_HASH_SALT"] as string | undefined,
    locationHashMinLength: import.meta.env["VITE_LOCATION_HASH_MIN_LENGTH"] as string | undefined,
  },
  track(event) {
    const license = menuStore.state.license;
    for (const sink of registry.analyticsSinks) sink.value.track({ ...event, license } as AnalyticsEvent);
  },
};
// The routes and the router, each in a task of its own.
const routeTree = createAppRouteTree(registry);
const history = createBrowserHistory();
await yieldToMain();
const router = createAppRouter(registry, { services, menuReady }, history, routeTree);
await yieldToMain();
// Route data can depend on the language (a form's texts): a new language loads the current route again. The first
// menu is not a change of language: the loaders wait for it (`menuReady`) and load in its language already.
let lastLanguage = menuStore.state.menuData ? menuStore.state.selected_language : undefined;
menuStore.subscribe((state) => {
  if (state.menuData && state.selected_language !== lastLanguage) {
    const changed = lastLanguage !== undefined;
    lastLanguage = state.selected_language;
    if (changed) void router.invalidate();
  }
});

// React draws beside the document's splash (the venue's name, written by the server: server/routes/first-screen-hints.ts),
// which BootGate takes away in the commit that draws what replaces it (decision 0095). Rendered into #root itself,
// React's first commit cleared the splash for its own loader: a moment of "Loading" without the name between the two.
const root = createRoot(document.getElementById("root")!.appendChild(document.createElement("div")));
startTransition(() =>
  root.render(
    <StrictMode>
      <MenuProvider store={menuStore} clock={clockStore} controller={controller}>
        <AppServicesProvider services={services}>
          <RouterProvider router={router} />
        </AppServicesProvider>
      </MenuProvider>
    </StrictMode>,
  ),
);

void controller.start();

// The service worker caches the app for offline use; a new version activates and the page reloads (autoUpdate).
// Its code loads, and it registers, once the first screen has settled: its precaching downloads every chunk of the
// app, and must not compete with the first screen's own code, calls and pictures (./register-service-worker.ts).
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const controllerAtStart = navigator.serviceWorker.controller;
  void firstScreenSettled()
    .then(() => import("./register-service-worker"))
    .then(({ registerServiceWorker }) => registerServiceWorker(navigator.serviceWorker, () => window.location.reload(), controllerAtStart));
}

/**
 * Named discounts and a tip come from a plugin (the venue-group integration), when one supplies them: handed to the
 * cart now and on each change, from start-up or from when the venue's contributions arrive.
 */
function connectPriceAdjustments(): void {
  const adjustments = registry.contextFields.find((f) => f.value.name === PRICE_ADJUSTMENTS.name)?.value;
  if (!adjustments || adjustmentsConnected) return;
  adjustmentsConnected = true;
  const hand = () => cart.actions.setPriceAdjustments(adjustments.get() as typeof PRICE_ADJUSTMENTS.fallback);
  hand();
  adjustments.subscribe(hand);
}

/** A clash between plugins is a developer's mistake: say exactly what it is on the page, never a blank screen. */
function createRegistryOrExplain() {
  try {
    return createRegistry(startUpPlugins, startUpChecks);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const root = document.getElementById("root")!;
    root.textContent = "";
    const box = Object.assign(document.createElement("pre"), { textContent: `Carta could not start: ${message}` });
    box.setAttribute("role", "alert");
    box.style.cssText = "margin:16px;padding:16px;border:2px solid #b42318;border-radius:8px;white-space:pre-wrap;font:14px/1.5 ui-monospace,monospace";
    root.append(box);
    throw error;
  }
}

/**
 * Guards and loaders wait for the menu; when the boot ends without one, the boot screens say why. They run a task
 * after the menu arrives: the menu's arrival already re-renders whatever reads it, in one task.
 */
function menuReady(): Promise<{ menu: MenuData; language: string } | undefined> {
  return new Promise((resolve) => {
    const settle = (state: MenuState): boolean => {
      if (state.menuData) {
        const ready = { menu: state.menuData, language: state.selected_language ?? "en" };
        void yieldToMain().then(() => resolve(ready));
      } else if (state.errors || state.license === "none") resolve(undefined);
      else return false;
      return true;
    };
    if (settle(menuStore.state)) return;
    const subscription = menuStore.subscribe((state) => {
      if (settle(state)) subscription.unsubscribe();
    });
  });
}

/** Storage can throw on access (private browsing, blocked cookies): then nothing is persisted. */
function safeStorage(get: () => Storage): Storage | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}
