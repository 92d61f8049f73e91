import { defineRoute, type ScreenModule } from "../../engine/plugin-api";
import { locationLayout } from "./location-layout";

/** The t, r and a segments of the spec, first in the path or after the custom-domain segment. */
const KINDS = ["t", "r", "a"] as const;

// Its own chunk (with the Hashids decoder): only a scanned table, room or area link needs it.
const location = defineRoute({
  path: "/t/$value",
  screen: "location",
  guard: async (args) => (await import("./store-location")).storeLocation(args),
});

/**
 * `/t/{value}`, `/r/{value}`, `/a/{value}` and `/{segment}/t/{value}`…: table, room and area URLs. Their guard
 * stores the location and sends the guest on to `/`, so their screen (a loading view) only shows while it works.
 */
export const locationScreen: ScreenModule = {
  screens: [locationLayout],
  routes: KINDS.flatMap((kind) => [
    { ...location, path: `/${kind}/$value` },
    { ...location, path: `/$segment/${kind}/$value` },
  ]),
};
