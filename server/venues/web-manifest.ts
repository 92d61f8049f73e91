import type { VenueRecord } from "./venue-store";

/** The installable-app manifest of a venue: its name, colours and the icons served beside it. */
export function webManifest(venue: VenueRecord): Record<string, unknown> {
  const payload = venue.payload;
  const name = typeof payload["name"] === "string" ? payload["name"] : venue.license;
  const colors = readColors(payload["theme_data"]);
  const iconBase = `/en/menus/manifest/${encodeURIComponent(venue.license)}/icons`;
  return {
    name,
    short_name: name.length > 12 ? name.slice(0, 12) : name,
    start_url: "/",
    scope: "/",
    display: "standalone",
    lang: venue.defaultLanguage,
    background_color: colors["background"] ?? "#ffffff",
    theme_color: colors["primary"] ?? "#1f2937",
    icons: [
      { src: `${iconBase}/icon-192.png`, sizes: "192x192", type: "image/png" },
      { src: `${iconBase}/icon-512.png`, sizes: "512x512", type: "image/png" },
      { src: `${iconBase}/apple-touch-icon.png`, sizes: "180x180", type: "image/png" },
    ],
  };
}

function readColors(themeData: unknown): Record<string, string> {
  if (typeof themeData !== "object" || themeData === null) return {};
  const colors = (themeData as Record<string, unknown>)["colors"];
  if (typeof colors !== "object" || colors === null) return {};
  return Object.fromEntries(Object.entries(colors).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
