import fs from "node:fs";
import path from "node:path";
import type { VenueMedia } from "./venue-store";

const CONTENT_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

export interface CollectedMedia {
  /** The payload (and overlays) with every relative media path rewritten to its served URL. */
  rewritten: unknown;
  media: VenueMedia[];
}

/**
 * Finds every string in the venue file that is a relative path into its media folder
 * (`media/products/hummus.webp`), reads that file, and rewrites the string to `/media/{license}/products/hummus.webp`.
 * A referenced file that is missing, outside the folder or of an unknown type is an error naming it.
 */
export function collectVenueMedia(raw: unknown, options: { baseDir: string; mediaFolder: string; license: string }): CollectedMedia {
  const prefix = `${options.mediaFolder.replace(/\/+$/, "")}/`;
  const mediaRoot = path.resolve(options.baseDir, options.mediaFolder);
  const found = new Map<string, VenueMedia>();

  const visit = (value: unknown, where: string): unknown => {
    if (typeof value === "string") {
      if (!value.startsWith(prefix) || /^[a-z]+:/i.test(value)) return value;
      const relative = value.slice(prefix.length);
      const absolute = path.resolve(mediaRoot, relative);
      if (!absolute.startsWith(mediaRoot + path.sep)) throw new Error(`${where}: ${value} points outside the media folder`);
      const contentType = CONTENT_TYPES[path.extname(absolute).toLowerCase()];
      if (!contentType) throw new Error(`${where}: ${value} is not an image or video type Carta serves`);
      if (!found.has(relative)) {
        if (!fs.existsSync(absolute)) throw new Error(`${where}: ${value} does not exist beside the venue file`);
        found.set(relative, { path: relative, contentType, body: fs.readFileSync(absolute) });
      }
      return `/media/${encodeURIComponent(options.license)}/${relative}`;
    }
    if (Array.isArray(value)) return value.map((item, index) => visit(item, `${where}[${index}]`));
    if (typeof value === "object" && value !== null) {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, visit(item, where === "" ? key : `${where}.${key}`)]),
      );
    }
    return value;
  };

  const rewritten = visit(raw, "");
  return { rewritten, media: [...found.values()] };
}

/** Files the manifest and loading-image routes serve, read from the media folder even when the payload names none. */
export const VENUE_ASSET_FILES = [
  "launch.png",
  "icons/apple-touch-icon.png",
  "icons/apple-touch-icon-152x152.png",
  "icons/icon-192.png",
  "icons/icon-512.png",
] as const;

export function collectVenueAssetFiles(options: { baseDir: string; mediaFolder: string }): VenueMedia[] {
  const mediaRoot = path.resolve(options.baseDir, options.mediaFolder);
  return VENUE_ASSET_FILES.flatMap((relative) => {
    const absolute = path.join(mediaRoot, relative);
    return fs.existsSync(absolute) ? [{ path: relative, contentType: "image/png", body: fs.readFileSync(absolute) }] : [];
  });
}
