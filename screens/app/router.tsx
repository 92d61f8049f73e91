import { createRootRoute, createRoute, createRouter, Outlet } from "@tanstack/react-router";
import { BootGate } from "./boot-gate";
import { VenueDocument } from "./venue-document";
import { LandingScreen } from "../landing/landing-screen";
import { HomeScreen } from "../home/home-screen";
import { CategoryScreen } from "../category/category-screen";

const rootRoute = createRootRoute({
  component: () => (
    <>
      <VenueDocument />
      <BootGate>
        <Outlet />
      </BootGate>
    </>
  ),
});

const landingRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", component: LandingScreen });
const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: "/home", component: HomeScreen });

const categoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/category/$id",
  component: function CategoryRoute() {
    const { id } = categoryRoute.useParams();
    return <CategoryScreen key={id} id={id} />;
  },
});

const routeTree = rootRoute.addChildren([landingRoute, homeRoute, categoryRoute]);

export function createAppRouter() {
  return createRouter({ routeTree, defaultPreload: "intent", scrollRestoration: true });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
