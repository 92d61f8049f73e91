import { describe, expect, it } from "vitest";
import { mountGoogleMap, SEARCH_RADIUS_M, ZOOM, type GoogleMapsApi } from "../../../plugins/map-google/google-map";
import { googleMapPlugin } from "../../../plugins/map-google";

/** A stand-in for `google.maps` that records what the plugin asked of it and lets the test fire its events. */
function fakeMaps() {
  const log: { map?: unknown; marker?: unknown; circle?: unknown; autocomplete?: unknown; positions: unknown[]; centers: unknown[] } = { positions: [], centers: [] };
  const handlers: Record<string, (event?: unknown) => void> = {};
  const latLng = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });
  let place: { geometry?: { location?: ReturnType<typeof latLng> }; formatted_address?: string } = {};
  const api: GoogleMapsApi = {
    Map: class {
      constructor(_element: HTMLElement, options: unknown) {
        log.map = options;
      }
      setCenter(point: unknown) {
        log.centers.push(point);
      }
      addListener(event: string, handler: (event?: unknown) => void) {
        handlers[`map:${event}`] = handler;
      }
    } as unknown as GoogleMapsApi["Map"],
    Marker: class {
      constructor(options: unknown) {
        log.marker = options;
      }
      setPosition(point: unknown) {
        log.positions.push(point);
      }
      addListener(event: string, handler: (event?: unknown) => void) {
        handlers[`marker:${event}`] = handler;
      }
    } as unknown as GoogleMapsApi["Marker"],
    Circle: class {
      constructor(options: unknown) {
        log.circle = options;
      }
      getBounds() {
        return "bounds";
      }
    } as unknown as GoogleMapsApi["Circle"],
    places: {
      Autocomplete: class {
        constructor(_input: HTMLInputElement, options: unknown) {
          log.autocomplete = options;
        }
        addListener(event: string, handler: () => void) {
          handlers[`search:${event}`] = handler;
        }
        getPlace() {
          return place;
        }
      } as unknown as NonNullable<GoogleMapsApi["places"]>["Autocomplete"],
    },
  };
  return { api, log, handlers, latLng, setPlace: (p: typeof place) => (place = p) };
}

describe("the Google Maps plugin, against a fake google.maps", () => {
  const outlet = { lat: 25.0805, lng: 55.1403 };
  const element = {} as HTMLElement;
  const input = {} as HTMLInputElement;

  it("is offered only with a key", () => {
    const provider = googleMapPlugin.contributes.mapProviders![0]!;
    expect(provider.available({ googleMapsKey: "abc" })).toBe(true);
    expect(provider.available({ googleMapsKey: "" })).toBe(false);
    expect(provider.available({})).toBe(false);
  });

  it("starts at zoom 16 with a draggable marker, and biases place search within 10 km of the outlet", () => {
    const fake = fakeMaps();
    mountGoogleMap(fake.api, element, input, { center: outlet, pin: outlet, outlet, onPin: () => undefined });
    expect(fake.log.map).toMatchObject({ center: outlet, zoom: ZOOM });
    expect(ZOOM).toBe(16);
    expect(fake.log.marker).toMatchObject({ position: outlet, draggable: true });
    expect(fake.log.circle).toEqual({ center: outlet, radius: SEARCH_RADIUS_M });
    expect(SEARCH_RADIUS_M).toBe(10_000);
    expect(fake.log.autocomplete).toMatchObject({ bounds: "bounds", fields: ["geometry", "formatted_address"] });
  });

  it("reports a dragged marker, a tap on the map and a searched place", () => {
    const fake = fakeMaps();
    const pins: unknown[] = [];
    mountGoogleMap(fake.api, element, input, { center: outlet, pin: outlet, outlet, onPin: (point, place) => pins.push([point, place]) });
    fake.handlers["marker:dragend"]!({ latLng: fake.latLng(25.09, 55.15) });
    fake.handlers["map:click"]!({ latLng: fake.latLng(25.07, 55.13) });
    fake.setPlace({ geometry: { location: fake.latLng(25.08, 55.14) }, formatted_address: "Marina Walk - Dubai Marina" });
    fake.handlers["search:place_changed"]!();
    expect(pins).toEqual([
      [{ lat: 25.09, lng: 55.15 }, undefined],
      [{ lat: 25.07, lng: 55.13 }, undefined],
      [{ lat: 25.08, lng: 55.14 }, { formatted_address: "Marina Walk - Dubai Marina" }],
    ]);
    expect(fake.log.centers).toEqual([{ lat: 25.08, lng: 55.14 }]);
  });
});

describe("the Google Maps plugin draws the zones and looks up a moved pin's address", () => {
  const outlet = { lat: 25.0805, lng: 55.1403 };

  it("draws each zone once (a redraw replaces them) and reports the geocoder's address after a drag", async () => {
    const fake = fakeMaps();
    const drawn: { paths: unknown; map: unknown }[] = [];
    const removed: unknown[] = [];
    fake.api.Polygon = class {
      options: { paths: unknown; map: unknown };
      constructor(options: { paths: unknown; map: unknown }) {
        this.options = options;
        drawn.push(options);
      }
      setMap(map: unknown) {
        if (map === null) removed.push(this.options);
      }
    } as unknown as NonNullable<GoogleMapsApi["Polygon"]>;
    fake.api.Geocoder = class {
      geocode({ location }: { location: { lat: number; lng: number } }) {
        return Promise.resolve({ results: [{ formatted_address: `Marina Walk near ${location.lat.toFixed(3)}` }] });
      }
    } as unknown as NonNullable<GoogleMapsApi["Geocoder"]>;
    const pins: { point: unknown; place?: unknown }[] = [];
    const mounted = mountGoogleMap(fake.api, {} as HTMLElement, null, { center: outlet, pin: outlet, outlet, onPin: (point, place) => pins.push({ point, place }) });
    const square = [outlet, { lat: 25.09, lng: 55.14 }, { lat: 25.09, lng: 55.15 }];
    mounted.showZones([{ polygon: square }]);
    mounted.showZones([{ polygon: square }]);
    expect(drawn).toHaveLength(2);
    expect(removed).toHaveLength(1);
    fake.handlers["marker:dragend"]!({ latLng: fake.latLng(25.081, 55.139) });
    await Promise.resolve();
    await Promise.resolve();
    expect(pins).toEqual([
      { point: { lat: 25.081, lng: 55.139 }, place: undefined },
      { point: { lat: 25.081, lng: 55.139 }, place: { formatted_address: "Marina Walk near 25.081" } },
    ]);
  });
});
