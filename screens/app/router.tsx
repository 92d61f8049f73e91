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
  const routes = registry.routes.map(({ value }) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: value.path,
      component: () => <ScreenLayoutView screen={value.screen} />,
    }),
  );
  return createRouter({ routeTree: rootRoute.addChildren(routes), defaultPreload: "intent", scrollRestoration: true });
}
