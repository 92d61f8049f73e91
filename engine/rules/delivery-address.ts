/**
 * Ordering spec §4: saving a delivery address builds its formatted address from the flat number, building,
 * area/street, the optional landmark and the place's formatted address (its parts split on ' - '), joined by ' - '.
 */
export function formattedAddress(parts: { flatNo: string; building: string; area: string; landmark: string; place?: string | null }): string {
  return [parts.flatNo, parts.building, parts.area, parts.landmark, ...(parts.place ? parts.place.split(" - ") : [])]
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .join(" - ");
}
