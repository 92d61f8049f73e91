import type { ServerContext } from "../server-context";
import { homeLcpImage, venueClock } from "../../engine/rules";
import { venueContextsOf } from "../venues/venue-context";

/** A target a `Link` header carries as it is: a URL's own characters, without the header's separators `,` and `;`. */
const PLAIN_URL = /^[\w\-.~:/?#[\]@!$&'()*+=%]+$/;

/**
 * The `Link` header of a first visit's document (decision 0085): the picture that will be the first screen's largest
 * paint, asked for while the app's code is still downloading, instead of once it has run. Only `/home` names one: its
 * first card's picture at the venue's clock (engine/rules/home-picture.ts, the rule the route's loader uses too, so
 * the browser's own preload is the same request). Undefined for any other path, an unknown host, a menu that does not
 * decode or a picture address a header cannot carry as it is.
 */
export async function firstScreenLink(ctx: ServerContext, host: string, url: string): Promise<string | undefined> {
  const pathname = url.split("?", 1)[0];
  if (pathname !== "/home" && pathname !== "/home/") return undefined;
  const contexts = venueContextsOf(ctx);
  const license = await contexts.licenseForHost(host, ctx.defaultLicense);
  const context = license === undefined ? undefined : await contexts.get(license);
  const menu = context?.menu;
  if (!context || !menu) return undefined;
  // Hours are in minutes: the answer holds for the minute, per version of the venue (reading the clock costs more
  // than the rest of the document's answer).
  const now = (ctx.now ?? Date.now)();
  const minute = Math.floor(now / 60_000);
  const held = context.derived("home picture link", () => ({ minute: Number.NaN, link: undefined as string | undefined }));
  if (held.minute !== minute) {
    const picture = homeLcpImage(menu, await venueClock(menu.timezone, now));
    held.link = picture && PLAIN_URL.test(picture) ? `<${picture}>; rel=preload; as=image; fetchpriority=high` : undefined;
    held.minute = minute;
  }
  return held.link;
}
