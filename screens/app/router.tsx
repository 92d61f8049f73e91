import { createRootRouteWithContext, createRoute, createRouter, notFound, Outlet, redirect, type AnyRoute, type RouterHistory } from "@tanstack/react-router";
import { lazy } from "react";
import type { MenuData } from "../../schemas/menu";
import type { PluginRegistry, RouteArgs, RouteContribution, RouteServices } from "../../engine/plugin-api";
import { ScreenLayoutView } from "../../engine/react/layout/screen-layout-view";
import { preloadScreen } from "../../engine/react/layout/preload-screen";
import { BootGate } from "./boot-gate";
import { RoutePendingScreen } from "./route-pending-screen";
import { VenueDocument } from "./venue-document";

/** What every route's guard and loader receive from the app (screens/app/main.tsx). */
export interface AppRouterContext {
  services: Omit<RouteServices, "menu" | "language">;
  /** Resolves once the venue's menu is loaded; undefined when it never will be (the boot screens say why). */
  menuReady(): Promise<{ menu: MenuData; language: string } | undefined>;
}

/**
 * The routes are the registry's (docs/architecture.md, "How a route loads data"): each draws its screen's
 * layout, after its guard (`beforeLoad`: may redirect) and its loader (its data becomes the layout context's
 * `data`). The query string is kept as raw strings, so a reference such as `00042` keeps its zeros.
 */
// Dead ends are rare: their screens load when first needed, not with every first visit.
const RouteNotFoundScreen = lazy(() => import("./route-screens").then((m) => ({ default: m.RouteNotFoundScreen })));
const RouteErrorScreen = lazy(() => import("./route-screens").then((m) => ({ default: m.RouteErrorScreen })));

export function createAppRouter(registry: PluginRegistry, context: AppRouterContext, history?: RouterHistory, routeTree = createAppRouteTree(registry)) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: "intent",
    scrollRestoration: true,
    parseSearch: (searchStr) => Object.fromEntries(new URLSearchParams(searchStr)),
    stringifySearch: (search) => {
      const entries = Object.entries(search).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]);
      return entries.length > 0 ? `?${new URLSearchParams(entries).toString()}` : "";
    },
    defaultPendingComponent: RoutePendingScreen,
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: RouteNotFoundScreen,
  });
}

/**
 * The registry's routes under the app's root. Built apart from the router so that start-up can make each in a task
 * of its own (screens/app/main.tsx): together they were one of its longest tasks.
 */
export function createAppRouteTree(registry: PluginRegistry) {
  const rootRoute = createRootRouteWithContext<AppRouterContext>()({
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
  const routes = registry.routes.map(({ value }) => routeFor(rootRoute, value, registry));
  return rootRoute.addChildren(routes);
}

type RouterArgs = {
  location: { pathname: string };
  params: Record<string, string>;
  search: unknown;
  preload: boolean;
  context: AppRouterContext;
};

function routeFor(rootRoute: AnyRoute, route: RouteContribution<never, unknown>, registry: PluginRegistry) {
  const { guard, loader, search } = route as RouteContribution<unknown, unknown>;
  return createRoute({
    getParentRoute: () => rootRoute,
    path: route.path,
    ...(search ? { validateSearch: (raw: Record<string, unknown>) => search(raw, route.path) } : {}),
    ...(guard
      ? {
          beforeLoad: async (args: RouterArgs) => {
            const routeArgs = await argsFor(args);
            const decision = routeArgs ? await guard(routeArgs) : undefined;
            if (decision && "redirect" in decision) throw redirect({ href: decision.redirect, replace: true });
            if (decision) throw notFound();
          },
        }
      : {}),
    ...(loader
      ? {
          // The query is a dependency of the data: a new query loads again.
          loaderDeps: ({ search }: { search: unknown }) => ({ search }),
          loader: async (args: Omit<RouterArgs, "search"> & { deps: { search: unknown } }) => {
            const routeArgs = await argsFor({ ...args, search: args.deps.search });
            return routeArgs ? loader(routeArgs) : undefined;
          },
        }
      : {}),
    // The router waits for `preload` before it shows the screen (and runs it when a link is hovered), so the old
    // screen stays until the new one can draw at once, with no block placeholders.
    component: Object.assign(() => <ScreenLayoutView screen={route.screen} />, { preload: () => preloadScreen(registry, route.screen) }),
  } as never);
}

async function argsFor({ location, params, search, preload, context }: RouterArgs): Promise<RouteArgs<unknown> | undefined> {
  const ready = await context.menuReady();
  if (!ready) return undefined;
  return {
    pathname: location.pathname,
    params,
    search,
    preload,
    services: { ...context.services, menu: ready.menu, language: ready.language },
  };
}
