import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../server-context";
import { MEDIA_POLICY } from "../security/content-security-policy";
import { resolveLicenseForHost } from "../venues/resolve-host";
import { findMedia, findVenue, type VenueMedia } from "../venues/venue-store";
import { webManifest } from "../venues/web-manifest";
import { notFound } from "./errors";

const ICON_FILE = /^(apple-touch-icon[\w.-]*|icon-\d+)\.png$/;

/** The types a venue import stores (server/venues/venue-media.ts): a stored row of any other type is never served. */
const MEDIA_TYPES = new Set(["image/svg+xml", "image/png", "image/jpeg", "image/webp", "image/avif", "image/gif", "video/mp4", "video/webm"]);

/**
 * The venue's installable-app assets (menu spec section 7): the web manifest, its icons, the loading
 * image, and every image the payload points at under /media/{license}/. Each answers only under its own
 * venue's host (docs/decisions/0035-security-headers.md): one venue's SVG never opens on another venue's origin.
 */
export function registerVenueAssetRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** Whether `license` is the venue the request's host stands for (resolve-host: custom domain, {license}.localhost, default). */
  const atOwnHost = async (request: FastifyRequest, license: string) =>
    (await resolveLicenseForHost(ctx.db, request.host, ctx.defaultLicense)) === license;

  app.get<{ Params: { license: string } }>("/en/menus/manifest/:license/", async (request, reply) => {
    const { license } = request.params;
    const venue = (await atOwnHost(request, license)) ? await findVenue(ctx.db, license) : undefined;
    if (!venue) return notFound(reply, `Unknown license ${license}`);
    reply.header("content-type", "application/manifest+json; charset=utf-8");
    return webManifest(venue);
  });

  app.get<{ Params: { license: string; file: string } }>(
    "/en/menus/manifest/:license/icons/:file",
    async (request, reply) => {
      const { license, file } = request.params;
      if (!ICON_FILE.test(file) || !(await atOwnHost(request, license))) return notFound(reply, `No icon ${file}`);
      return sendMedia(reply, await findMedia(ctx.db, license, `icons/${file}`), file);
    },
  );

  app.get<{ Params: { license: string } }>("/en/menus/:license/loading-image/launch.png", async (request, reply) => {
    const { license } = request.params;
    if (!(await atOwnHost(request, license))) return notFound(reply, "No file launch.png");
    return sendMedia(reply, await findMedia(ctx.db, license, "launch.png"), "launch.png");
  });

  app.get<{ Params: { license: string; "*": string } }>("/media/:license/*", async (request, reply) => {
    const { license, "*": file } = request.params;
    if (!(await atOwnHost(request, license))) return notFound(reply, `No file ${file}`);
    return sendMedia(reply, await findMedia(ctx.db, license, file), file);
  });
}

function sendMedia(reply: FastifyReply, media: VenueMedia | undefined, name: string): FastifyReply {
  if (!media || !MEDIA_TYPES.has(media.contentType)) return notFound(reply, `No file ${name}`);
  // Media paths are replaced, never edited in place, by a venue import: a day of caching is safe.
  return reply
    .header("content-type", media.contentType)
    .header("cache-control", "public, max-age=86400")
    // An SVG opened on its own is a document: it must neither run script nor load anything.
    .header("content-security-policy", MEDIA_POLICY)
    .header("x-content-type-options", "nosniff")
    .send(Buffer.from(media.body.buffer, media.body.byteOffset, media.body.byteLength));
}
