import type { MapPoint } from "../../engine/plugin-api";

/** A square window onto the earth: map points to SVG coordinates and back. */
export interface MapView {
  toXY(point: MapPoint): [number, number];
  toPoint(x: number, y: number): MapPoint;
}

/** The smallest window, in degrees of latitude (about 500 m): a lone pin is not drawn at street-corner scale. */
const MIN_SPAN = 0.005;
/** Room around what the window must show, as a share of its span. */
const PADDING = 0.15;

/**
 * A window of `size` × `size` units showing every point, north up, east right. Longitudes are scaled by the
 * cosine of the latitude (an equirectangular projection), so a square zone is drawn square — plenty at the scale
 * of a city.
 */
export function fitView(points: readonly MapPoint[], size: number): MapView {
  const lats = points.map((p) => p.lat);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const shrink = Math.cos((midLat * Math.PI) / 180) || 1;
  const xs = points.map((p) => p.lng * shrink);
  const ys = lats.map((lat) => -lat);
  const span = Math.max(MIN_SPAN, Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) * (1 + 2 * PADDING);
  const centreX = (Math.min(...xs) + Math.max(...xs)) / 2;
  const centreY = (Math.min(...ys) + Math.max(...ys)) / 2;
  const scale = size / span;
  return {
    toXY: (point) => [(point.lng * shrink - centreX) * scale + size / 2, (-point.lat - centreY) * scale + size / 2],
    toPoint: (x, y) => ({ lat: -((y - size / 2) / scale + centreY), lng: ((x - size / 2) / scale + centreX) / shrink }),
  };
}
