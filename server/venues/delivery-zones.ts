import { decodeWith } from "../../schemas/decode";
import { DeliveryZone } from "../../schemas/venue-file";
import type { Milli } from "../../schemas/money";

/** Ray casting: whether [lat, lng] lies inside the polygon of [lat, lng] corners (edges count as inside). */
export function pointInPolygon(lat: number, lng: number, polygon: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [latI, lngI] = polygon[i]!;
    const [latJ, lngJ] = polygon[j]!;
    const crosses = lngI > lng !== lngJ > lng && lat < ((latJ - latI) * (lng - lngI)) / (lngJ - lngI) + latI;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** The stored zones that decode (import checked them; a zone that no longer decodes is left out, never guessed). */
export function zonesOf(stored: readonly unknown[]): DeliveryZone[] {
  const zones: DeliveryZone[] = [];
  for (const entry of stored) {
    const zone = decodeWith(DeliveryZone, entry);
    if (zone.ok) zones.push(zone.value);
  }
  return zones;
}

/** The zone containing the point and its fee, or undefined outside every zone. */
export function zoneAt(stored: readonly unknown[], lat: number, lng: number): { name: string; fee: Milli } | undefined {
  const zone = zonesOf(stored).find((candidate) => pointInPolygon(lat, lng, candidate.polygon));
  return zone ? { name: zone.name, fee: zone.fee } : undefined;
}
