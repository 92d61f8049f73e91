import "../../engine/i18n/other-screens-texts";
import { useEffect, useRef } from "react";
import { Loader } from "@googlemaps/js-api-loader";
import type { MapViewProps } from "../../engine/plugin-api";
import { useText } from "../../engine/react/menu-context";
import { mountGoogleMap, type GoogleMapsApi, type MountedMap } from "./google-map";

const apiKey = (import.meta.env["VITE_GOOGLE_MAPS_KEY"] as string | undefined) ?? "";

/** The delivery-location map on Google Maps (loaded only when a key is configured and the screen opens). */
export default function GoogleMapView({ center, pin, onPin, outlet, zones }: MapViewProps) {
  const t = useText();
  const element = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const mounted = useRef<MountedMap | null>(null);
  const onPinRef = useRef(onPin);
  onPinRef.current = onPin;
  const zonesRef = useRef(zones);
  zonesRef.current = zones;
  useEffect(() => {
    let cancelled = false;
    const loader = new Loader({ apiKey, version: "weekly", libraries: ["places"] });
    void loader.load().then((google) => {
      if (cancelled || !element.current) return;
      mounted.current = mountGoogleMap(google.maps as unknown as GoogleMapsApi, element.current, search.current, {
        center,
        pin,
        outlet,
        onPin: (point, place) => onPinRef.current(point, place),
      });
      mounted.current.showZones(zonesRef.current);
    });
    return () => {
      cancelled = true;
    };
    // The map is made once; later pins move its marker (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => mounted.current?.moveTo(pin), [pin]);
  useEffect(() => mounted.current?.showZones(zones), [zones]);
  return (
    <div>
      <input ref={search} type="search" aria-label={t("search_location")} style={{ width: "100%", minHeight: 44, marginBlockEnd: 8 }} />
      <div ref={element} style={{ width: "100%", aspectRatio: "1", borderRadius: 12 }} data-testid="google-map" />
    </div>
  );
}
