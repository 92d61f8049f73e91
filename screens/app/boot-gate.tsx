import { lazy, Suspense, type ReactNode } from "react";
import { useMenuState } from "../../engine/react/menu-context";
import { LoadingScreen } from "../boot/loading-screen";
import { VenueErrorScreen } from "../boot/venue-error-screen";

// Only an address without a venue shows it: its own chunk, off every venue's first screen.
const VendorWelcome = lazy(() => import("../boot/vendor-welcome").then((m) => ({ default: m.VendorWelcome })));

/**
 * The license states of the spec before any route renders: 'none' shows the vendor welcome page (a not-found
 * style screen: no menu here, and who makes Carta), a load
 * failure the venue error, no menu yet the loader; once menu data is here, the routes take over.
 */
export function BootGate({ children }: { children: ReactNode }) {
  const license = useMenuState((s) => s.license);
  const errors = useMenuState((s) => s.errors);
  const hasMenu = useMenuState((s) => s.menuData !== undefined);
  if (license === "none") {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <VendorWelcome />
      </Suspense>
    );
  }
  if (errors) return <VenueErrorScreen />;
  if (!hasMenu) return <LoadingScreen />;
  return <>{children}</>;
}
