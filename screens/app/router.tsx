import { createRootRoute, createRoute, createRouter, Outlet } from "@tanstack/react-router";
import type { PluginRegistry } from "../../engine/plugin-api";
import { ScreenLayoutView } from "../../engine/react/layout/screen-layout-view";
import { BootGate } from "./boot-gate";
import { VenueDocument } from "./venue-document";

/**
 * The routes are the registry's: each draws its screen's layout. Plugins add routes the same way the core does.
 * Paths are data here, so links are plain strings (`/category/${id}`) rather than typed route ids.
 */
export function createAppRouter(registry: PluginRegistry) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <VenueDocument />
        <BootGate>
          <Outlet />
          <ScreenLayoutView screen="notices" />
        </BootGate>
      </>
    ),
  });
  // Each payment provider's return path draws the one payment-return screen.
  const paymentRoutes = [...registry.paymentProviders.values()].map(({ value }) => ({ path: value.returnPath, screen: "payment-return" }));
  const routes = [...registry.routes.map((r) => r.value), ...paymentRoutes].map((route) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: route.path,
      component: () => <ScreenLayoutView screen={route.screen} />,
    }),
  );
  return createRouter({ routeTree: rootRoute.addChildren(routes), defaultPreload: "intent", scrollRestoration: true });
}
