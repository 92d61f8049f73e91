/**
 * The Google Maps side of the delivery-location screen, written against the `google.maps` namespace it is given
 * (the real one from @googlemaps/js-api-loader, or a fake in the tests: the service is unreachable here). Spec §2:
 * zoom 16, a draggable marker, places search biased within 10,000 m of the outlet.
 */
import type { MapPoint } from "../../engine/plugin-api";

/** The part of `google.maps` used here. */
export interface GoogleMapsApi {
  Map: new (element: HTMLElement, options: { center: MapPoint; zoom: number; disableDefaultUI?: boolean; clickableIcons?: boolean }) => {
    setCenter(point: MapPoint): void;
    addListener(event: "click", handler: (event: { latLng: { lat(): number; lng(): number } | null }) => void): unknown;
  };
  Marker: new (options: { position: MapPoint; map: unknown; draggable: boolean }) => {
    setPosition(point: MapPoint): void;
    addListener(event: "dragend", handler: (event: { latLng: { lat(): number; lng(): number } | null }) => void): unknown;
  };
  places?: {
    Autocomplete: new (input: HTMLInputElement, options: { bounds?: unknown; strictBounds?: boolean; fields: string[] }) => {
      addListener(event: "place_changed", handler: () => void): unknown;
      getPlace(): { geometry?: { location?: { lat(): number; lng(): number } }; formatted_address?: string };
    };
  };
  Circle: new (options: { center: MapPoint; radius: number }) => { getBounds(): unknown };
  /** Draws a delivery zone. */
  Polygon?: new (options: { paths: readonly MapPoint[]; map: unknown; clickable: boolean; strokeWeight: number; fillOpacity: number }) => { setMap(map: unknown): void };
  /** Looks up the address of a moved pin. */
  Geocoder?: new () => { geocode(request: { location: MapPoint }): Promise<{ results: readonly { formatted_address?: string }[] }> };
}

export const ZOOM = 16;
export const SEARCH_RADIUS_M = 10_000;

export interface MountedMap {
  /** Moves the marker (and the view) to a point chosen elsewhere (the browser's location). */
  moveTo(point: MapPoint): void;
  /** Draws the venue's delivery zones (replacing those drawn before). */
  showZones(zones: readonly { polygon: readonly MapPoint[] }[]): void;
}

/** Draws the map with its marker in `element`; a click or a drag reports the new point, a searched place too. */
export function mountGoogleMap(
  maps: GoogleMapsApi,
  element: HTMLElement,
  searchInput: HTMLInputElement | null,
  options: {
    center: MapPoint;
    pin: MapPoint;
    outlet: MapPoint;
    onPin(point: MapPoint, place?: { formatted_address: string }): void;
  },
): MountedMap {
  const map = new maps.Map(element, { center: options.center, zoom: ZOOM, disableDefaultUI: true, clickableIcons: false });
  const marker = new maps.Marker({ position: options.pin, map, draggable: true });
  let drawnZones: { setMap(map: unknown): void }[] = [];
  const geocoder = maps.Geocoder ? new maps.Geocoder() : undefined;
  const report = (latLng: { lat(): number; lng(): number } | null, place?: { formatted_address: string }) => {
    if (!latLng) return;
    const point = { lat: latLng.lat(), lng: latLng.lng() };
    marker.setPosition(point);
    options.onPin(point, place);
  };
  // A moved pin gets the address the geocoder finds there (its first result), reported as a searched place is.
  const reportMoved = (latLng: { lat(): number; lng(): number } | null) => {
    report(latLng);
    if (!latLng || !geocoder) return;
    const point = { lat: latLng.lat(), lng: latLng.lng() };
    void geocoder.geocode({ location: point }).then(
      ({ results }) => {
        const address = results[0]?.formatted_address;
        if (address) options.onPin(point, { formatted_address: address });
      },
      () => undefined,
    );
  };
  marker.addListener("dragend", (event) => reportMoved(event.latLng));
  map.addListener("click", (event) => reportMoved(event.latLng));
  if (searchInput && maps.places) {
    const bounds = new maps.Circle({ center: options.outlet, radius: SEARCH_RADIUS_M }).getBounds();
    const search = new maps.places.Autocomplete(searchInput, { bounds, strictBounds: false, fields: ["geometry", "formatted_address"] });
    search.addListener("place_changed", () => {
      const place = search.getPlace();
      const location = place.geometry?.location;
      if (!location) return;
      map.setCenter({ lat: location.lat(), lng: location.lng() });
      report(location, place.formatted_address ? { formatted_address: place.formatted_address } : undefined);
    });
  }
  return {
    moveTo(point) {
      marker.setPosition(point);
      map.setCenter(point);
    },
    showZones(zones) {
      for (const drawn of drawnZones) drawn.setMap(null);
      const Polygon = maps.Polygon;
      drawnZones = Polygon ? zones.map((zone) => new Polygon({ paths: zone.polygon, map, clickable: false, strokeWeight: 2, fillOpacity: 0.12 })) : [];
    },
  };
}
