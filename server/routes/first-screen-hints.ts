import type { MenuData } from "../../schemas/menu";
import type { ServerContext } from "../server-context";
import { homeLcpImage, venueClock } from "../../engine/rules";
import { catalogueFor } from "../../engine/i18n/all-catalogues";
import { directionOf } from "../../engine/i18n/ui-text";
import { venueContextsOf, type VenueContext } from "../venues/venue-context";
import { precompressText, type PrecompressedAnswer } from "./precompressed-answer";

/** A target a `Link` header carries as it is: a URL's own characters, without the header's separators `,` and `;`. */
const PLAIN_URL = /^[\w\-.~:/?#[\]@!$&'()*+=%]+$/;

/** What a client route's document is answered with: the document's bytes and, for `/home`, a `Link` header. */
export interface FirstScreenAnswer {
  document: PrecompressedAnswer;
  link: string | undefined;
}

/**
 * The answers to the app's document for every client route, from the build's `html`: per host, the venue's document
 * (decision 0086) and, on `/home`, its picture's `Link` (decision 0085). The host is resolved once, as the
 * custom-domain call resolves it; a host no venue answers at, or a store that fails, gets the build's file as it is,
 * made once here.
 */
export function firstScreenAnswers(ctx: ServerContext, html: string): (host: string, url: string) => Promise<FirstScreenAnswer> {
  const plain = precompressText(html, HTML);
  return async (host, url) => {
    try {
      const contexts = venueContextsOf(ctx);
      const license = await contexts.licenseForHost(host, ctx.defaultLicense);
      const context = license === undefined ? undefined : await contexts.get(license);
      if (context) return { document: await venueDocument(context, html, plain), link: await homePictureLink(ctx, context, url) };
    } catch {
      // A store that does not answer still gets a guest the app, whose own calls then say what went wrong.
    }
    return { document: await plain, link: undefined };
  };
}

/** The Content-Type of the app's document. */
const HTML = "text/html; charset=utf-8";

/**
 * The `Link` header of a first visit's document (decision 0085): the picture that will be the first screen's largest
 * paint, asked for while the app's code is still downloading, instead of once it has run. Only `/home` names one: its
 * first card's picture at the venue's clock (engine/rules/home-picture.ts, the rule the route's loader uses too, so
 * the browser's own preload is the same request). Undefined for any other path, a menu that does not decode or a
 * picture address a header cannot carry as it is.
 */
async function homePictureLink(ctx: ServerContext, context: VenueContext, url: string): Promise<string | undefined> {
  const pathname = url.split("?", 1)[0];
  if (pathname !== "/home" && pathname !== "/home/") return undefined;
  const menu = context.menu;
  if (!menu) return undefined;
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

/** The two `<meta>` tags index.html's boot calls read (by these names): the host's venue and its menu's language. */
const BOOT_HINT_NAMES = { license: "carta-license", language: "carta-language" } as const;

const ATTRIBUTE_ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;", "'": "&#39;" };
const escapeAttribute = (value: string) => value.replace(/[&"<>']/g, (character) => ATTRIBUTE_ESCAPES[character]!);

/** The venue's tab icon, one of its installable app's icons (server/routes/venue-assets.ts). */
function venueIconPath(license: string): string {
  return `/en/menus/manifest/${encodeURIComponent(license)}/icons/icon-192.png`;
}

/**
 * The tags naming a venue and its language, their values escaped as attribute text (a venue file's strings), and its
 * tab icon: named by the document, the browser asks for no `/favicon.ico` (which would get the app's HTML).
 */
export function venueHeadTags(license: string, language: string): string {
  return (
    `<meta name="${BOOT_HINT_NAMES.license}" content="${escapeAttribute(license)}">` +
    `<meta name="${BOOT_HINT_NAMES.language}" content="${escapeAttribute(language)}">` +
    `<link rel="icon" type="image/png" href="${escapeAttribute(venueIconPath(license))}">`
  );
}

/** The build's document element, title and splash (index.html), which a venue's document says in the venue's words. */
const HTML_ELEMENT = /<html\b[^>]*>/i;
const TITLE = /<title>[^<]*<\/title>/i;
const SPLASH = /(<div class="boot-splash" role="status" aria-label=")[^"]*(">)/;

/**
 * The build's document as the venue's first paint (decision 0088): `<html>` in the venue's language and direction,
 * the tab titled with its name, and the loading splash naming it, its status read out in that language. A guest on a
 * slow network sees at once that the code they scanned is this venue's; a right-to-left venue is never first drawn
 * left to right. The app's own screens replace all of it as they draw. The venue's strings are escaped as text.
 */
export function namedByVenue(html: string, venue: { name: string; language: string }): string {
  const language = venue.language.trim().toLowerCase();
  const { texts } = catalogueFor(language);
  const name = escapeAttribute(venue.name.trim());
  // Replaced by functions: a replacement string would read a name's `$'` or `$&` as the document's own text.
  let document = html.replace(HTML_ELEMENT, () => `<html lang="${escapeAttribute(language)}" dir="${directionOf(language)}">`);
  if (name === "") return document;
  document = document.replace(TITLE, () => `<title>${name}</title>`);
  return document.replace(SPLASH, (_, start: string, end: string) => `${start}${escapeAttribute(texts.loading)}${end}<p class="boot-name">${name}</p>`);
}

/** The default theme's text faces the built index.html preloads, by their mark (scripts/vite/default-face-preload.ts). */
const DEFAULT_FACE_PRELOADS = /\s*<link\b[^>]*\bdata-carta-default-face\b[^>]*>/g;
/** The default theme's text face (themes/fonts.ts's first always-loaded family): a venue naming it keeps the preloads. */
const DEFAULT_FACE = "inter";

/**
 * Whether the venue draws its text in the default theme's face: its theme names no body family, or that one. A venue
 * naming another draws in it (its font service's), and the default faces would download for nothing. A menu that
 * does not decode keeps them: the app's fallback screens are drawn in the default face.
 */
export function drawsInDefaultFace(menu: MenuData | undefined): boolean {
  const family = menu?.theme_data.fonts.body.family?.trim().replace(/^["']|["']$/g, "");
  return !family || family.toLowerCase() === DEFAULT_FACE;
}

/**
 * The venue's document (decision 0086): the built index.html with the venue and its default language named in two
 * `<meta>` tags at the head's start, and its tab icon. index.html's few lines then start the three boot calls at once
 * (custom domain, languages, menu) instead of one after the other's answer: two round trips off every first screen.
 * The calls and their answers stay what the spec says; a backend without the tags gets the chain. The document is
 * in the venue's language and names it (namedByVenue); the default face's preloads go for a venue that draws in
 * another (decision 0087). Made and compressed once per venue version.
 */
function venueDocument(context: VenueContext, html: string, plain: Promise<PrecompressedAnswer>): Promise<PrecompressedAnswer> {
  return context.derived("first-screen document", () => {
    const head = /<head\b[^>]*>/i.exec(html);
    if (!head) return plain;
    const at = head.index + head[0].length;
    let document = html.slice(0, at) + venueHeadTags(context.venue.license, context.venue.defaultLanguage) + html.slice(at);
    if (context.menu) document = namedByVenue(document, { name: context.menu.name, language: context.venue.defaultLanguage });
    return precompressText(drawsInDefaultFace(context.menu) ? document : document.replace(DEFAULT_FACE_PRELOADS, ""), HTML);
  });
}
