import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { useRouterState } from "@tanstack/react-router";
import { useMenuState } from "../../engine/react/menu-context";
import { LoadingScreen } from "../boot/loading-screen";
import { VenueErrorScreen } from "../boot/venue-error-screen";
import { markFirstScreenDrawn } from "./first-screen";

// Only an address without a venue shows it: its own chunk, off every venue's first screen.
const VendorWelcome = lazy(() => import("../boot/vendor-welcome").then((m) => ({ default: m.VendorWelcome })));

/**
 * The license states of the spec before any route renders: 'none' shows the vendor welcome page (a not-found
 * style screen: no menu here, and who makes Carta), a load
 * failure the venue error, no menu yet the loader (the document's own splash while it is there); once menu data is here,
 * the routes take over.
 */
export function BootGate({ children }: { children: ReactNode }) {
  const license = useMenuState((s) => s.license);
  const errors = useMenuState((s) => s.errors);
  const hasMenu = useMenuState((s) => s.menuData !== undefined);
  // The first screen shows once the router has its data and code, so it draws in one go: rendered earlier, it
  // would suspend, show placeholders, and React would hold it back for up to 300 ms more (the LCP of `/`).
  // Later navigations keep the screen they leave until the next one is ready (the router's own pending state).
  const routerIdle = useRouterState({ select: (s) => s.status === "idle" && !s.isLoading && s.matches.every((m) => m.status !== "pending") });
  const [firstRouteLoaded, setFirstRouteLoaded] = useState(false);
  // The first screen is drawn as a transition: React renders it in slices of a few milliseconds and yields to the
  // browser between them, keeping the loader until the whole screen is ready. A store change renders at once, in
  // one task, and the first screen's render was a visit's longest task after the code's evaluation (decision 0073).
  const ready = hasMenu && routerIdle;
  useEffect(() => {
    if (ready && !firstRouteLoaded) startTransition(() => setFirstRouteLoaded(true));
  }, [ready, firstRouteLoaded]);
  const loading = license !== "none" && !errors && !(hasMenu && firstRouteLoaded);
  // The document's splash stays until what replaces it is drawn, and goes in the same frame: the guest sees the venue's
  // name, then the first screen (or why there is none), never React's own loader between the two.
  useLayoutEffect(() => {
    if (loading) return;
    documentSplash()?.remove();
    markFirstScreenDrawn();
  }, [loading]);
  if (license === "none") {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <VendorWelcome />
      </Suspense>
    );
  }
  if (errors) return <VenueErrorScreen />;
  if (loading) return documentSplash() ? null : <LoadingScreen />;
  return <>{children}</>;
}

/** The splash of the document (index.html, with the venue's name the server writes in), while it is on the page. */
function documentSplash(): Element | null {
  return typeof document === "undefined" ? null : document.querySelector("#root > .boot-splash");
}
