import { useEffect, useRef } from "react";
import { Loader } from "@googlemaps/js-api-loader";
import type { MapViewProps } from "../../engine/plugin-api";
import { mountGoogleMap, type GoogleMapsApi, type MountedMap } from "./google-map";

const apiKey = (import.meta.env["VITE_GOOGLE_MAPS_KEY"] as string | undefined) ?? "";

/** The delivery-location map on Google Maps (loaded only when a key is configured and the screen opens). */
export default function GoogleMapView({ center, pin, onPin, outlet }: MapViewProps) {
  const element = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const mounted = useRef<MountedMap | null>(null);
  const onPinRef = useRef(onPin);
  onPinRef.current = onPin;
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
    });
    return () => {
      cancelled = true;
    };
    // The map is made once; later pins move its marker (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => mounted.current?.moveTo(pin), [pin]);
  return (
    <div>
      <input ref={search} type="search" aria-label="Search for a location" style={{ width: "100%", minHeight: 44, marginBlockEnd: 8 }} />
      <div ref={element} style={{ width: "100%", aspectRatio: "1", borderRadius: 12 }} data-testid="google-map" />
    </div>
  );
}
