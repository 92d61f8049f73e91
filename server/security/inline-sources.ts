import { createHash } from "node:crypto";
import fs from "node:fs";

/** A CSP hash source for `text`: the browser runs (or applies) an inline block only if its hash is listed. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The hash sources of one HTML document's inline code, as its Content-Security-Policy must list them. */
export interface InlineSources {
  /** `<script>` blocks without `src` (the boot calls, the landing preloads). */
  scripts: string[];
  /** `<style>` blocks (the loading spinner's styles). */
  styles: string[];
  /** Event-handler attributes (`onload="…"` on the stylesheet preloads); they need `'unsafe-hashes'`. */
  handlers: string[];
}

const COMMENT = /<!--[\s\S]*?-->/g;
const SCRIPT = /<script\b((?:\s+[^\s=>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b(?:\s+[^\s=>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*\s*>([\s\S]*?)<\/style\s*>/gi;
/** A start tag, quoted attribute values allowed to hold `>`. */
const START_TAG = /<[a-z][^\s/>]*(?:\s+[^\s=>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*\s*\/?>/gi;
const HANDLER = /\s(on[a-z]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;

/**
 * Hashes every inline script, style block and event-handler attribute of an HTML document, so the policy can
 * name exactly these and nothing else instead of allowing `'unsafe-inline'`. A script or style block is hashed
 * as written (the browser hashes its raw text); an attribute as the browser reads it, character references
 * decoded. Made for the app's own built index.html, not for arbitrary HTML.
 */
export function inlineSourcesOf(html: string): InlineSources {
  const text = html.replace(COMMENT, "");
  const scripts = [...text.matchAll(SCRIPT)].filter((match) => !SRC_ATTRIBUTE.test(` ${match[1] ?? ""}`)).map((match) => match[2] ?? "");
  const styles = [...text.matchAll(STYLE)].map((match) => match[1] ?? "");
  // Handlers are read from the markup outside script and style blocks, whose text is not markup.
  const markup = text.replace(SCRIPT, "").replace(STYLE, "");
  const handlers = [...markup.matchAll(START_TAG)].flatMap((tag) =>
    [...tag[0].matchAll(HANDLER)].map((attribute) => decodeCharacterReferences(attribute[2] ?? attribute[3] ?? attribute[4] ?? "")),
  );
  const unique = (texts: string[]) => [...new Set(texts.map(sha256Source))];
  return { scripts: unique(scripts), styles: unique(styles), handlers: unique(handlers) };
}

/** The inline sources of the built app's index.html (the file the server serves), or none without a build. */
export function inlineSourcesOfFile(indexHtml: string | undefined): InlineSources {
  if (!indexHtml || !fs.existsSync(indexHtml)) return { scripts: [], styles: [], handlers: [] };
  return inlineSourcesOf(fs.readFileSync(indexHtml, "utf8"));
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeCharacterReferences(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    if (decimal) return String.fromCodePoint(parseInt(decimal, 10));
    return NAMED[name!.toLowerCase()] ?? whole;
  });
}
