import { lazy } from "react";
import { definePlugin } from "../../engine/plugin-api";

/** Google Maps for the delivery-location screen, when `VITE_GOOGLE_MAPS_KEY` is set; the keyless map otherwise. */
export const googleMapPlugin = definePlugin({
  id: "map-google",
  contributes: {
    mapProviders: [
      {
        id: "google",
        available: (config) => (config["googleMapsKey"] ?? "").trim() !== "",
        component: lazy(() => import("./google-map-view")),
      },
    ],
  },
});
