import type { FastifyInstance, FastifyReply } from "fastify";
import type { ServerContext } from "../server-context";
import { findMedia, findVenue, type VenueMedia } from "../venues/venue-store";
import { webManifest } from "../venues/web-manifest";
import { notFound } from "./errors";

const ICON_FILE = /^(apple-touch-icon[\w.-]*|icon-\d+)\.png$/;

/**
 * The venue's installable-app assets (menu spec section 7): the web manifest, its icons, the loading
 * image, and every image the payload points at under /media/{license}/.
 */
export function registerVenueAssetRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { license: string } }>("/en/menus/manifest/:license/", async (request, reply) => {
    const venue = await findVenue(ctx.db, request.params.license);
    if (!venue) return notFound(reply, `Unknown license ${request.params.license}`);
    reply.header("content-type", "application/manifest+json; charset=utf-8");
    return webManifest(venue);
  });

  app.get<{ Params: { license: string; file: string } }>(
    "/en/menus/manifest/:license/icons/:file",
    async (request, reply) => {
      const { license, file } = request.params;
      if (!ICON_FILE.test(file)) return notFound(reply, `No icon ${file}`);
      return sendMedia(reply, await findMedia(ctx.db, license, `icons/${file}`), file);
    },
  );

  app.get<{ Params: { license: string } }>("/en/menus/:license/loading-image/launch.png", async (request, reply) =>
    sendMedia(reply, await findMedia(ctx.db, request.params.license, "launch.png"), "launch.png"),
  );

  app.get<{ Params: { license: string; "*": string } }>("/media/:license/*", async (request, reply) =>
    sendMedia(reply, await findMedia(ctx.db, request.params.license, request.params["*"]), request.params["*"]),
  );
}

function sendMedia(reply: FastifyReply, media: VenueMedia | undefined, name: string): FastifyReply {
  if (!media) return notFound(reply, `No file ${name}`);
  // Media paths are replaced, never edited in place, by a venue import: a day of caching is safe.
  return reply
    .header("content-type", media.contentType)
    .header("cache-control", "public, max-age=86400")
    .send(Buffer.from(media.body.buffer, media.body.byteOffset, media.body.byteLength));
}
