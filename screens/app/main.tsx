import "../../themes/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "@tanstack/react-router";
import { createMenuStore } from "../../engine/menu/menu-store";
import { createMenuController } from "../../engine/menu/boot-menu";
import { createClockStore, runVenueClock } from "../../engine/menu/venue-clock";
import { httpMenuApi } from "../../engine/api/menu-api";
import { MenuProvider } from "../../engine/react/menu-context";
import { createAppRouter } from "./router";

const store = createMenuStore();
const controller = createMenuController({
  store,
  api: httpMenuApi,
  storage: safeStorage(() => window.localStorage),
  host: window.location.hostname,
  now: () => Date.now(),
  log: (message) => console.warn(`[carta] ${message}`),
});
const clock = createClockStore();
runVenueClock(clock, store);
const router = createAppRouter();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <MenuProvider store={store} clock={clock} controller={controller}>
      <RouterProvider router={router} />
    </MenuProvider>
  </StrictMode>,
);

void controller.start();

/** Storage can throw on access (private browsing, blocked cookies): then nothing is persisted. */
function safeStorage(get: () => Storage): Storage | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}
