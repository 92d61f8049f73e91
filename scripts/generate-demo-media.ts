/**
 * Draws the demo venue's images into server/venues/demo/media/: an illustration per dish (a vessel seen from above,
 * drawn from a small description table), category images, cover, logo, promotion, property icons, the
 * chef-recommends badge, placeholders, and the PNG icons the web manifest and loading screen need.
 *
 * The pictures are drawn as SVG and written as WebP, as a venue's photos are raster: an SVG in an `<img>` is a
 * document of its own, parsed, styled, laid out and painted on the page's main thread, where a WebP is decoded off
 * it (docs/decisions/0096-the-demo-pictures-are-webp.md). Debian's Chromium draws and encodes them.
 *
 * Deterministic and offline: every "random" choice comes from a PRNG seeded by the file's name, PNGs are encoded
 * here (zlib + CRC32), and the WebPs by the same Chromium draw the same bytes, so a re-run writes byte-identical
 * files. Run `npx tsx scripts/generate-demo-media.ts` and commit the output; server/venues/demo/venue.json refers to
 * these paths.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from "../tests/support/chromium";
import { ensureBenchChromium } from "./lib/ensure-chromium.mjs";

const MEDIA = join(dirname(fileURLToPath(import.meta.url)), "..", "server", "venues", "demo", "media");

/** The venue's palette (kept in step with theme_data in venue.json). */
const P = {
  olive: "#3F4F24",
  oliveDark: "#2C3818",
  ember: "#B5482A",
  emberBright: "#D9652F",
  cream: "#FBF6EC",
  ink: "#2B2620",
} as const;

// Food colours used across the table.
const OIL = "#C9A227";
const PARSLEY = "#4E8B3A";
const PAPRIKA = "#C8402A";
const POMEGRANATE = "#A8243A";
const TAHINI = "#EFE4CC";
const WHITE = "#FFFDF7";

// ---------------------------------------------------------------------------------------------------------------
// Small helpers

type Rand = () => number;

/** mulberry32 seeded by an FNV-1a hash of a name: the same name always draws the same picture. */
function seeded(name: string): Rand {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Numbers in SVG text: whole numbers from 10 up, one decimal below, no trailing ".0". */
function n(x: number): string {
  const r = Math.abs(x) >= 10 ? Math.round(x) : Math.round(x * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

function pick<T>(rand: Rand, list: readonly T[]): T {
  const item = list[Math.floor(rand() * list.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const v = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  const ch = (s: number) => Math.round(((v >> s) & 255) + (target - ((v >> s) & 255)) * k);
  return "#" + ((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1);
}

/** Shapes defined once per document and placed with <use>; svg() writes them out and starts afresh. */
let defs = new Map<string, string>();

function define(body: string): string {
  const known = defs.get(body);
  if (known) return known;
  const id = `d${defs.size}`;
  defs.set(body, id);
  return id;
}

function svg(w: number, h: number, body: string, size?: { width: number; height: number }): string {
  const wh = size ? ` width="${size.width}" height="${size.height}"` : ` width="${w}" height="${h}"`;
  const shared = [...defs].map(([def, id]) => def.replace(/^<(\w+)/, `<$1 id="${id}"`)).join("");
  defs = new Map();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"${wh}>${shared ? `<defs>${shared}</defs>` : ""}${body}</svg>\n`;
}

const circle = (x: number, y: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const at = (x: number, y: number, a: number, body: string) =>
  `<g transform="translate(${n(x)} ${n(y)})${a ? ` rotate(${Math.round(a)})` : ""}">${body}</g>`;

// ---------------------------------------------------------------------------------------------------------------
// Table surfaces and props around the dish

interface Surface {
  base: string;
  grain: "wood" | "weave" | "vein" | "grid" | "plain";
  napkin?: string;
}

function surface(s: Surface, w: number, h: number, rand: Rand): string {
  let out = `<rect width="${w}" height="${h}" fill="${s.base}"/>`;
  const line = shade(s.base, s.grain === "vein" ? -0.18 : -0.22);
  if (s.grain === "wood") {
    let d = "";
    for (let y = 40 + rand() * 40; y < h; y += 70 + rand() * 50) {
      const k = 8 + rand() * 14;
      d += `M0 ${n(y)}C${n(w * 0.3)} ${n(y - k)} ${n(w * 0.6)} ${n(y + k)} ${w} ${n(y - k / 2)}`;
    }
    out += `<path d="${d}" stroke="${line}" stroke-width="3" fill="none" opacity=".5"/>`;
  } else if (s.grain === "weave") {
    out += `<defs><pattern id="w" width="10" height="10" patternUnits="userSpaceOnUse"><path d="M0 5h10M5 0v10" stroke="${line}" opacity=".25"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#w)"/>`;
  } else if (s.grain === "vein") {
    let d = "";
    for (let i = 0; i < 3; i++) {
      const y = rand() * h;
      d += `M0 ${n(y)}Q${n(w * (0.2 + rand() * 0.3))} ${n(y + (rand() - 0.5) * 300)} ${w} ${n(rand() * h)}`;
    }
    out += `<path d="${d}" stroke="${line}" stroke-width="2" fill="none" opacity=".6"/>`;
  } else if (s.grain === "grid") {
    out += `<defs><pattern id="t" width="100" height="100" patternUnits="userSpaceOnUse"><path d="M0 0h100v100" stroke="${line}" stroke-width="3" fill="none" opacity=".5"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#t)"/>`;
  }
  if (s.napkin) {
    const corner = pick(rand, [
      [60, 80],
      [w - 60, 80],
      [60, h - 70],
      [w - 60, h - 70],
    ] as const);
    out += at(
      corner[0],
      corner[1],
      -30 + rand() * 60,
      `<rect x="-110" y="-70" width="220" height="140" rx="6" fill="${s.napkin}"/><path d="M-110 -45h220M-110 -35h220" stroke="${shade(s.napkin, -0.25)}" stroke-width="4"/>`,
    );
  }
  return out;
}

type Side = "lemon" | "olives" | "herb" | "chili" | "dates" | "pita" | "cutlery" | "mint" | "garlic";

function side(kind: Side, x: number, y: number, rand: Rand): string {
  const a = Math.round(rand() * 360);
  switch (kind) {
    case "lemon":
      return at(x, y, a, `<path d="M-34 0A34 34 0 0 1 34 0Z" fill="#F4D35E" stroke="#E3B23C" stroke-width="4"/><path d="M0 0L-20-20M0 0V-28M0 0L20-20" stroke="#FFF3B0" stroke-width="3"/>`);
    case "olives":
      return at(x, y, a, `<ellipse rx="16" ry="11" fill="#556B2F"/><ellipse cx="26" cy="12" rx="16" ry="11" fill="#3E2A35"/><ellipse cx="4" cy="26" rx="16" ry="11" fill="#6B7B35"/>`);
    case "herb":
      return at(x, y, a, `<path d="M-40 0H40" stroke="#3B6B2A" stroke-width="3"/>${[-28, -8, 12, 32].map((px, i) => `<ellipse cx="${px}" cy="${i % 2 ? 9 : -9}" rx="12" ry="6" fill="${PARSLEY}"/>`).join("")}`);
    case "mint":
      return at(x, y, a, [0, 72, 144, 216, 288].map((r) => `<ellipse cx="14" rx="15" ry="8" fill="#5FA34A" transform="rotate(${r})"/>`).join(""));
    case "chili":
      return at(x, y, a, `<path d="M-40 6Q0 26 36-8" stroke="#C62828" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M36-8l10-10" stroke="#3B6B2A" stroke-width="5"/>`);
    case "dates":
      return at(x, y, a, `<ellipse rx="22" ry="12" fill="#5A2E1A"/><ellipse cx="12" cy="22" rx="22" ry="12" fill="#6B3820"/><ellipse cx="-16" cy="20" rx="22" ry="12" fill="#4E2714"/>`);
    case "pita":
      return at(x, y, a, `<path d="M0-50L44 30Q0 44-44 30Z" fill="#E7C089" stroke="#C99A5B" stroke-width="3"/>`);
    case "garlic":
      return at(x, y, a, `<path d="M0-26C26-22 30 14 0 26C-30 14-26-22 0-26Z" fill="#F3EEE3" stroke="#D9CDB5" stroke-width="3"/><path d="M0-22V22" stroke="#D9CDB5" stroke-width="2"/>`);
    case "cutlery":
      return at(x, y, 90 + (a % 20) - 10, `<rect x="-70" y="-20" width="140" height="8" rx="4" fill="#B8B2A7"/><rect x="-70" y="10" width="140" height="8" rx="4" fill="#B8B2A7"/><path d="M70-24v16M82-24v16M94-24v16" stroke="#B8B2A7" stroke-width="4"/>`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Food: layers drawn inside the vessel's food area (centre x, y; radius r)

type Shape = "dot" | "ball" | "oval" | "cube" | "coin" | "diamond" | "tri" | "leaf" | "roll" | "crescent" | "chop" | "strip" | "seed" | "egg";

type Layer =
  | { k: "disc"; c: string; r?: number }
  | { k: "swirl"; c: string }
  | { k: "well"; c: string }
  | { k: "scatter"; shape: Shape; n: number; s: number; c: readonly string[]; r?: number; ring?: boolean }
  | { k: "drizzle"; c: string; w?: number }
  | { k: "skewers"; n: number; log?: boolean; c: readonly string[]; long?: boolean }
  | { k: "cuts"; n: number; c: string }
  | { k: "foam"; c: string }
  | { k: "heart"; c: string }
  | { k: "fish"; c: string }
  | { k: "wraps"; c: string; fill: readonly string[] }
  | { k: "bun"; c: string }
  | { k: "bowls"; items: readonly (readonly [string, string])[] };

/**
 * A piece of food at the origin, without a fill of its own: it takes the fill of the <use> that places it, so
 * one definition serves every copy of a layer. Outlines are translucent black, which darkens any colour.
 */
function shapeDef(kind: Shape, s: number): string {
  const line = ` stroke="#0003" stroke-width="2"`;
  switch (kind) {
    case "dot":
      return `<circle r="${n(s)}"/>`;
    case "ball":
      return `<g><circle r="${n(s)}"${line}/><circle cx="${n(-s / 3)}" cy="${n(-s / 3)}" r="${n(s / 3)}" fill="#fff" opacity=".2"/></g>`;
    case "oval":
      return `<ellipse rx="${n(s)}" ry="${n(s * 0.6)}"${line}/>`;
    case "cube":
      return `<rect x="${n(-s / 2)}" y="${n(-s / 2)}" width="${n(s)}" height="${n(s)}" rx="${n(s / 5)}"${line}/>`;
    case "coin":
      return `<g><circle r="${n(s)}"/><circle r="${n(s * 0.65)}" fill="#fff" opacity=".15"/></g>`;
    case "diamond":
      return `<g><path d="M0 ${n(-s)}L${n(s * 0.7)} 0 0 ${n(s)} ${n(-s * 0.7)} 0Z"${line}/><path d="M0 ${n(-s * 0.6)}V${n(s * 0.6)}M${n(-s * 0.4)} 0H${n(s * 0.4)}" stroke="#0002" stroke-width="2"/><circle r="${n(s / 5)}" fill="#7FA650"/></g>`;
    case "tri":
      return `<path d="M0 ${n(-s)}L${n(s * 0.9)} ${n(s * 0.6)} ${n(-s * 0.9)} ${n(s * 0.6)}Z" stroke="#0003" stroke-width="3" stroke-linejoin="round"/>`;
    case "leaf":
      return `<path d="M${n(-s)} 0Q0 ${n(-s * 0.7)} ${n(s)} 0Q0 ${n(s * 0.7)} ${n(-s)} 0Z"/>`;
    case "roll":
      return `<g><rect x="${n(-s)}" y="${n(-s * 0.45)}" width="${n(s * 2)}" height="${n(s * 0.9)}" rx="${n(s * 0.45)}"${line}/><path d="M${n(-s * 0.4)} ${n(-s * 0.4)}v${n(s * 0.8)}M${n(s * 0.3)} ${n(-s * 0.4)}v${n(s * 0.8)}" stroke="#0003" stroke-width="2"/></g>`;
    case "crescent":
      return `<g><path d="M${n(-s)} 0A${n(s)} ${n(s)} 0 0 1 ${n(s)} 0H${n(s * 0.45)}A${n(s * 0.45)} ${n(s * 0.45)} 0 0 0 ${n(-s * 0.45)} 0Z"${line}/><path d="M${n(-s * 0.7)} ${n(-s * 0.4)}l${n(s * 0.2)} ${n(-s * 0.2)}M${n(-s * 0.2)} ${n(-s * 0.62)}l${n(s * 0.05)} ${n(-s * 0.25)}" stroke="#fff" opacity=".35" stroke-width="3"/><path d="M${n(s * 0.72)} 0l${n(s * 0.3)} ${n(s * 0.35)}" stroke="#B8442A" stroke-width="${n(s * 0.3)}"/></g>`;
    case "chop":
      return `<g><path d="M${n(s * 0.8)} 0h${n(s * 1.1)}" stroke="#F3EEE3" stroke-width="${n(s * 0.22)}" stroke-linecap="round"/><ellipse rx="${n(s)}" ry="${n(s * 0.7)}" stroke="#0004" stroke-width="3"/><ellipse cx="${n(-s * 0.2)}" rx="${n(s * 0.45)}" ry="${n(s * 0.3)}" fill="#F2D9C4"/><path d="M${n(-s * 0.7)} ${n(-s * 0.3)}l${n(s * 0.3)} ${n(s * 0.6)}M${n(s * 0.1)} ${n(-s * 0.5)}l${n(s * 0.3)} ${n(s * 0.8)}" stroke="#0004" stroke-width="4"/></g>`;
    case "strip":
      return `<rect x="${n(-s)}" y="${n(-s * 0.22)}" width="${n(s * 2)}" height="${n(s * 0.44)}" rx="${n(s * 0.2)}" stroke="#0003"/>`;
    case "seed":
      return `<ellipse rx="${n(s)}" ry="${n(s * 0.75)}"/>`;
    case "egg":
      return `<g><path d="M${n(-s)} 0C${n(-s)} ${n(-s * 0.9)} ${n(s * 0.5)} ${n(-s * 1.1)} ${n(s * 0.95)} ${n(-s * 0.2)}C${n(s * 1.2)} ${n(s * 0.7)} ${n(-s * 0.3)} ${n(s * 1.1)} ${n(-s)} 0Z" fill="${WHITE}" stroke="#0002" stroke-width="2"/><circle r="${n(s * 0.38)}" fill="#F2B21B"/><circle cx="${n(-s * 0.1)}" cy="${n(-s * 0.12)}" r="${n(s * 0.12)}" fill="#fff" opacity=".5"/></g>`;
  }
}

function spiral(x: number, y: number, r: number): string {
  const pts: string[] = [];
  for (let t = 0; t <= Math.PI * 5; t += Math.PI / 9) {
    const rr = r * (0.18 + (0.7 * t) / (Math.PI * 5));
    pts.push(`${n(x + rr * Math.cos(t))} ${n(y + rr * Math.sin(t))}`);
  }
  return `M${pts.join("L")}`;
}

function layer(l: Layer, x: number, y: number, r: number, rand: Rand): string {
  switch (l.k) {
    case "disc":
      return circle(x, y, r * (l.r ?? 1), l.c);
    case "swirl":
      return `<path d="${spiral(x, y, r)}" stroke="${shade(l.c, -0.18)}" stroke-width="${n(r * 0.07)}" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity=".7"/>`;
    case "well":
      return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.3)}" ry="${n(r * 0.24)}" fill="${l.c}" opacity=".85"/>`;
    case "scatter": {
      // Pieces sit on a sunflower (Vogel) spiral with a little jitter: even cover, no clumps, still hand-placed.
      const reach = r * (l.r ?? 0.78);
      const count = Math.max(1, Math.round(l.n * Math.min(1, 0.35 + r / 150)));
      const id = define(shapeDef(l.shape, l.s * (r / 150)));
      const turn = rand() * Math.PI * 2;
      const still = l.shape === "dot" || l.shape === "ball" || l.shape === "coin" || l.shape === "seed";
      const byColour = new Map<string, string>();
      for (let i = 0; i < count; i++) {
        const f = (i + 0.5) / count;
        const dist = reach * Math.min(1, (l.ring ? 0.5 + 0.5 * f : Math.sqrt(f)) + (rand() - 0.5) * 0.12);
        const ang = turn + i * 2.39996 + (rand() - 0.5) * 0.4;
        const px = x + dist * Math.cos(ang);
        const py = y + dist * Math.sin(ang);
        const place = still ? `x="${n(px)}" y="${n(py)}"` : `transform="translate(${n(px)} ${n(py)}) rotate(${Math.round(rand() * 360)})"`;
        const c = l.c[i % l.c.length] ?? "#000";
        byColour.set(c, (byColour.get(c) ?? "") + `<use href="#${id}" ${place}/>`);
      }
      return [...byColour].map(([c, uses]) => `<g fill="${c}">${uses}</g>`).join("");
    }
    case "drizzle": {
      const w = l.w ?? r * 0.05;
      let d = `M${n(x - r * 0.75)} ${n(y - r * 0.2)}`;
      for (let i = 0; i < 3; i++) d += `Q${n(x - r * 0.5 + i * r * 0.5)} ${n(y + (i % 2 ? -1 : 1) * r * 0.5)} ${n(x - r * 0.25 + i * r * 0.5)} ${n(y + (rand() - 0.5) * r * 0.3)}`;
      return `<path d="${d}" stroke="${l.c}" stroke-width="${n(w)}" fill="none" stroke-linecap="round" opacity=".9"/>`;
    }
    case "skewers": {
      let out = "";
      const len = r * (l.long ? 2.6 : 1.7);
      const gap = (r * 1.1) / Math.max(1, l.n - 1);
      for (let i = 0; i < l.n; i++) {
        const oy = l.n === 1 ? 0 : -r * 0.55 + i * gap;
        let body = `<path d="M${n(-len / 2 - 20)} 0H${n(len / 2 + 10)}" stroke="#C9A878" stroke-width="6" stroke-linecap="round"/>`;
        if (l.log) {
          body += `<rect x="${n(-len * 0.42)}" y="${n(-r * 0.13)}" width="${n(len * 0.84)}" height="${n(r * 0.26)}" rx="${n(r * 0.13)}" fill="${l.c[0] ?? "#7A3E22"}" stroke="${shade(l.c[0] ?? "#7A3E22", -0.3)}" stroke-width="3"/>`;
          body += `<path d="${[-0.3, -0.1, 0.1, 0.3].map((f) => `M${n(len * f)} ${n(-r * 0.12)}l${n(r * 0.08)} ${n(r * 0.24)}`).join("")}" stroke="${shade(l.c[0] ?? "#7A3E22", -0.45)}" stroke-width="4"/>`;
        } else {
          const k = 6;
          const id = define(shapeDef("cube", r * 0.22));
          for (let j = 0; j < k; j++) {
            const cx = -len * 0.42 + (j * len * 0.84) / (k - 1);
            const c = l.c[(j + i) % l.c.length] ?? "#E8B45A";
            body += `<use href="#${id}" transform="translate(${n(cx)} 0) rotate(${Math.round(rand() * 20 - 10)})" fill="${c}"/>`;
          }
        }
        out += at(x, y + oy, -12 + rand() * 8, body);
      }
      return out;
    }
    case "cuts": {
      let d = "";
      for (let i = 0; i < l.n; i++) {
        const t = (i * Math.PI) / l.n;
        d += `M${n(x - r * Math.cos(t))} ${n(y - r * Math.sin(t))}L${n(x + r * Math.cos(t))} ${n(y + r * Math.sin(t))}`;
      }
      return `<path d="${d}" stroke="${l.c}" stroke-width="3" opacity=".55"/>`;
    }
    case "foam":
      return circle(x, y, r * 0.9, "none", ` stroke="${l.c}" stroke-width="${n(r * 0.16)}"`);
    case "heart":
      return at(
        x,
        y,
        0,
        `<path d="M0 ${n(r * 0.45)}C${n(-r * 0.7)} 0 ${n(-r * 0.45)} ${n(-r * 0.55)} 0 ${n(-r * 0.2)}C${n(r * 0.45)} ${n(-r * 0.55)} ${n(r * 0.7)} 0 0 ${n(r * 0.45)}Z" fill="${l.c}"/>`,
      );
    case "fish": {
      const dark = shade(l.c, -0.3);
      return at(
        x,
        y,
        -8,
        `<path d="M${n(-r * 1.25)} 0Q${n(-r * 0.3)} ${n(-r * 0.75)} ${n(r * 0.9)} 0Q${n(-r * 0.3)} ${n(r * 0.75)} ${n(-r * 1.25)} 0Z" fill="${l.c}" stroke="${dark}" stroke-width="4"/><path d="M${n(r * 0.85)} 0L${n(r * 1.3)} ${n(-r * 0.35)}V${n(r * 0.35)}Z" fill="${dark}"/>` +
          `<path d="${[-0.7, -0.4, -0.1, 0.2].map((f) => `M${n(r * f)} ${n(-r * 0.32)}l${n(r * 0.2)} ${n(r * 0.64)}`).join("")}" stroke="#3B2A1E" stroke-width="6" opacity=".7"/>` +
          circle(-r * 0.95, -r * 0.08, r * 0.06, "#222") +
          circle(r * 0.05, r * 0.05, r * 0.13, "#F4D35E", ` stroke="#E3B23C" stroke-width="3"`) +
          circle(r * 0.4, r * 0.02, r * 0.13, "#F4D35E", ` stroke="#E3B23C" stroke-width="3"`),
      );
    }
    case "wraps": {
      let out = "";
      for (const [i, a] of [-18, 14].entries()) {
        const oy = (i ? 1 : -1) * r * 0.38;
        let end = `<ellipse cx="${n(r * 0.75)}" rx="${n(r * 0.16)}" ry="${n(r * 0.3)}" fill="${l.fill[0] ?? "#C98A3E"}" stroke="${l.c}" stroke-width="6"/>`;
        for (const [j, c] of l.fill.slice(1).entries()) end += circle(r * 0.72 + (j % 2) * r * 0.07, -r * 0.15 + j * r * 0.1, r * 0.05, c);
        out += at(x, y + oy, a, `<rect x="${n(-r * 0.85)}" y="${n(-r * 0.3)}" width="${n(r * 1.6)}" height="${n(r * 0.6)}" rx="${n(r * 0.3)}" fill="${l.c}" stroke="${shade(l.c, -0.2)}" stroke-width="3"/><path d="M${n(-r * 0.5)} ${n(-r * 0.3)}l${n(r * 0.2)} ${n(r * 0.6)}M${n(-r * 0.1)} ${n(-r * 0.3)}l${n(r * 0.2)} ${n(r * 0.6)}" stroke="${shade(l.c, -0.35)}" stroke-width="5" opacity=".5"/>${end}`);
      }
      return out;
    }
    case "bun":
      return (
        circle(x, y, r * 0.92, "#6BA34A") +
        circle(x, y, r * 0.82, l.c, ` stroke="${shade(l.c, -0.25)}" stroke-width="4"`) +
        circle(x - r * 0.2, y - r * 0.22, r * 0.38, "#fff", ` opacity=".15"`) +
        layer({ k: "scatter", shape: "seed", n: 22, s: 5, c: ["#F6EBD2"], r: 0.7 }, x, y, r, rand)
      );
    case "bowls": {
      let out = "";
      const cols = Math.ceil(l.items.length / 2);
      for (const [i, [base, garnish]] of l.items.entries()) {
        const row = Math.floor(i / cols);
        const col = i % cols;
        const bx = x + (col - (cols - 1) / 2) * r * 0.85;
        const by = y + (row - 0.5) * r * 0.9;
        out += circle(bx, by, r * 0.38, WHITE, ` stroke="#D9CDB5" stroke-width="3"`) + circle(bx, by, r * 0.3, base);
        out += layer({ k: "scatter", shape: "dot", n: 4, s: 7, c: [garnish], r: 0.18 }, bx, by, r, rand);
      }
      return out;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Vessels: drawn at (x, y) and scale k; each returns its markup and the radius of its food area

type Vessel = "plate" | "bowl" | "pan" | "board" | "platter" | "slate" | "cup" | "glass" | "tray";

function vessel(v: Vessel, col: string | undefined, x: number, y: number, k: number): { body: string; r: number } {
  const shadow = (body: string) => `<g opacity=".18" transform="translate(${n(10 * k)} ${n(12 * k)})">${body}</g>`;
  switch (v) {
    case "plate": {
      const c = col ?? "#F7F2E8";
      return { body: shadow(circle(x, y, 205 * k, "#000")) + circle(x, y, 205 * k, c, ` stroke="${shade(c, -0.12)}" stroke-width="3"`) + circle(x, y, 160 * k, shade(c, 0.35), ` stroke="${shade(c, -0.08)}" stroke-width="2"`), r: 148 * k };
    }
    case "bowl": {
      const c = col ?? "#2F6F8F";
      return { body: shadow(circle(x, y, 195 * k, "#000")) + circle(x, y, 195 * k, c) + circle(x, y, 172 * k, shade(c, -0.25)) + circle(x, y, 162 * k, shade(c, 0.55)), r: 158 * k };
    }
    case "pan": {
      const c = col ?? "#2E2B28";
      return { body: shadow(circle(x, y, 190 * k, "#000")) + `<rect x="${n(x + 170 * k)}" y="${n(y - 22 * k)}" width="${n(170 * k)}" height="${n(44 * k)}" rx="${n(20 * k)}" fill="${c}"/>` + circle(x, y, 190 * k, c) + circle(x, y, 172 * k, shade(c, 0.12)), r: 165 * k };
    }
    case "board": {
      const c = col ?? "#B07D4F";
      const w = 600 * k;
      const h = 370 * k;
      const rect = (fill: string, extra = "") => `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(40 * k)}" fill="${fill}"${extra}/>`;
      return { body: shadow(rect("#000")) + rect(c, ` stroke="${shade(c, -0.25)}" stroke-width="4"`) + circle(x - w / 2 + 36 * k, y, 12 * k, shade(c, -0.35)), r: 165 * k };
    }
    case "platter": {
      const c = col ?? "#F4EFE6";
      const e = (rx: number, ry: number, fill: string, extra = "") => `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx * k)}" ry="${n(ry * k)}" fill="${fill}"${extra}/>`;
      return { body: shadow(e(320, 205, "#000")) + e(320, 205, c, ` stroke="${shade(c, -0.15)}" stroke-width="3"`) + e(270, 160, shade(c, 0.4)), r: 150 * k };
    }
    case "slate": {
      const c = col ?? "#2F2C2A";
      const rect = (fill: string) => `<rect x="${n(x - 290 * k)}" y="${n(y - 180 * k)}" width="${n(580 * k)}" height="${n(360 * k)}" rx="${n(14 * k)}" fill="${fill}"/>`;
      return { body: shadow(rect("#000")) + rect(c), r: 160 * k };
    }
    case "cup": {
      const c = col ?? "#F7F2E8";
      return {
        body: shadow(circle(x, y, 160 * k, "#000")) + circle(x, y, 160 * k, shade(c, -0.05), ` stroke="${shade(c, -0.15)}" stroke-width="3"`) + `<rect x="${n(x + 95 * k)}" y="${n(y - 18 * k)}" width="${n(60 * k)}" height="${n(36 * k)}" rx="${n(16 * k)}" fill="${c}" stroke="${shade(c, -0.15)}" stroke-width="3"/>` + circle(x, y, 110 * k, c, ` stroke="${shade(c, -0.15)}" stroke-width="3"`),
        r: 92 * k,
      };
    }
    case "glass":
      return { body: circle(x, y, 165 * k, col ?? "#7A5230") + circle(x, y, 150 * k, shade(col ?? "#7A5230", 0.15)) + shadow(circle(x, y, 120 * k, "#000")) + circle(x, y, 120 * k, "#FFFFFF", ` opacity=".55" stroke="#FFFFFF" stroke-width="5"`), r: 108 * k };
    case "tray": {
      const c = col ?? "#3F4F24";
      return { body: shadow(`<rect x="${n(x - 340 * k)}" y="${n(y - 215 * k)}" width="${n(680 * k)}" height="${n(430 * k)}" rx="${n(30 * k)}"/>`) + `<rect x="${n(x - 340 * k)}" y="${n(y - 215 * k)}" width="${n(680 * k)}" height="${n(430 * k)}" rx="${n(30 * k)}" fill="${c}" stroke="${shade(c, -0.3)}" stroke-width="8"/><rect x="${n(x - 300 * k)}" y="${n(y - 180 * k)}" width="${n(600 * k)}" height="${n(360 * k)}" rx="${n(18 * k)}" fill="#EFE4CC"/>`, r: 160 * k };
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The description table: one row per dish

interface Dish {
  slug: string;
  v: Vessel;
  vc?: string;
  surf: Surface;
  food: readonly Layer[];
  sides?: readonly Side[];
}

const S = {
  linen: { base: "#EFE4D2", grain: "weave", napkin: "#C2562F" },
  wood: { base: "#A26F4A", grain: "wood", napkin: "#F3ECDD" },
  darkwood: { base: "#6E4630", grain: "wood", napkin: "#D9C7A5" },
  charcoal: { base: "#3A3431", grain: "plain", napkin: "#B5482A" },
  marble: { base: "#ECE7DF", grain: "vein", napkin: "#8FA35B" },
  kraft: { base: "#C9A47A", grain: "weave" },
  blush: { base: "#EBD3C6", grain: "weave", napkin: "#FBF6EC" },
  tile: { base: "#2F5D62", grain: "grid" },
  sun: { base: "#F1E3C6", grain: "grid", napkin: "#5E8C31" },
  olive: { base: "#3F4F24", grain: "weave", napkin: "#D9652F" },
  terracotta: { base: "#B5654A", grain: "grid" },
} as const satisfies Record<string, Surface>;

const dip = (base: string, garnish: readonly string[], oil = OIL): Layer[] => [
  { k: "disc", c: base },
  { k: "swirl", c: base },
  { k: "well", c: oil },
  { k: "scatter", shape: "dot", n: 14, s: 5, c: garnish, r: 0.6 },
];

const DISHES: readonly Dish[] = [
  // Breakfast
  { slug: "shakshuka", v: "pan", surf: S.linen, sides: ["pita", "herb"], food: [{ k: "disc", c: "#C8402A" }, { k: "scatter", shape: "dot", n: 10, s: 9, c: ["#9E2F1C", "#E0623F"] }, { k: "scatter", shape: "egg", n: 3, s: 40, c: [WHITE], r: 0.5, ring: true }, { k: "scatter", shape: "leaf", n: 9, s: 8, c: [PARSLEY] }] },
  { slug: "manakish-zaatar", v: "board", surf: S.linen, sides: ["olives", "mint"], food: [{ k: "disc", c: "#D9A55B" }, { k: "disc", c: "#6B7B35", r: 0.86 }, { k: "scatter", shape: "dot", n: 40, s: 4, c: ["#3F4F24", "#A8B26A", "#EFE4CC"], r: 0.8 }, { k: "cuts", n: 3, c: "#3B2A1E" }] },
  { slug: "foul-medames", v: "bowl", vc: "#B5654A", surf: S.linen, sides: ["lemon", "pita"], food: [{ k: "disc", c: "#8B5A2B" }, { k: "scatter", shape: "seed", n: 30, s: 11, c: ["#B98150", "#A56F40"] }, { k: "well", c: OIL }, { k: "scatter", shape: "cube", n: 8, s: 12, c: ["#D94A35"], r: 0.5 }, { k: "scatter", shape: "leaf", n: 8, s: 8, c: [PARSLEY] }] },
  { slug: "labneh-olives", v: "plate", surf: S.linen, sides: ["mint", "cutlery"], food: [...dip("#F3EEE3", ["#6B8E23", "#C8402A"]), { k: "scatter", shape: "oval", n: 9, s: 14, c: ["#556B2F", "#3E2A35"], r: 0.85, ring: true }] },
  { slug: "arabic-breakfast-board", v: "board", surf: S.linen, sides: ["cutlery"], food: [{ k: "bowls", items: [["#F3EEE3", PARSLEY], ["#E3C79A", PAPRIKA], ["#556B2F", "#3E2A35"], ["#C8402A", WHITE], ["#F2B21B", WHITE], ["#8B5A2B", OIL]] }] },
  // Cold mezze
  { slug: "hummus", v: "bowl", surf: S.wood, sides: ["pita", "olives"], food: [...dip("#E3C79A", [PAPRIKA, PARSLEY]), { k: "scatter", shape: "seed", n: 7, s: 9, c: ["#D8B77A"], r: 0.3 }] },
  { slug: "beetroot-hummus", v: "plate", surf: S.wood, sides: ["pita"], food: [...dip("#A3224A", [TAHINI, PARSLEY]), { k: "scatter", shape: "cube", n: 6, s: 14, c: [WHITE], r: 0.5 }] },
  { slug: "moutabal", v: "bowl", vc: "#3F4F24", surf: S.wood, sides: ["garlic", "pita"], food: [...dip("#CDB58E", [POMEGRANATE, PARSLEY]), { k: "scatter", shape: "seed", n: 10, s: 6, c: [POMEGRANATE], r: 0.7 }] },
  { slug: "muhammara", v: "bowl", vc: "#E9DCC2", surf: S.wood, sides: ["chili"], food: [...dip("#B5442A", ["#7A4A2A", PARSLEY], "#E3B23C"), { k: "scatter", shape: "oval", n: 6, s: 12, c: ["#8A5A33"], r: 0.6 }] },
  { slug: "labneh-garlic-mint", v: "plate", vc: "#DDE7E1", surf: S.wood, sides: ["mint", "garlic"], food: [...dip("#F6F1E7", ["#5FA34A", PAPRIKA]), { k: "scatter", shape: "leaf", n: 6, s: 12, c: ["#5FA34A"], r: 0.5 }] },
  { slug: "warak-enab", v: "plate", surf: S.wood, sides: ["lemon"], food: [{ k: "scatter", shape: "roll", n: 11, s: 22, c: ["#5F6F2E", "#6F7F38", "#55652A"], r: 0.75 }, { k: "scatter", shape: "seed", n: 5, s: 12, c: ["#F4D35E"], r: 0.2 }] },
  { slug: "baba-ghanoush", v: "bowl", vc: "#8F3B2A", surf: S.wood, sides: ["herb"], food: [{ k: "disc", c: "#8F6B45" }, { k: "scatter", shape: "leaf", n: 14, s: 18, c: ["#6E5034", "#A5825A"] }, { k: "scatter", shape: "cube", n: 8, s: 11, c: [PAPRIKA, "#E9E3D0"] }, { k: "scatter", shape: "seed", n: 10, s: 6, c: [POMEGRANATE] }, { k: "well", c: OIL }] },
  // Hot mezze
  { slug: "falafel", v: "plate", surf: S.darkwood, sides: ["pita", "herb"], food: [{ k: "scatter", shape: "ball", n: 7, s: 34, c: ["#7A5230", "#6B4526"], r: 0.6 }, { k: "drizzle", c: TAHINI }, { k: "scatter", shape: "cube", n: 5, s: 12, c: [PAPRIKA, "#B33A7A"], r: 0.9, ring: true }] },
  { slug: "grilled-halloumi", v: "slate", surf: S.darkwood, sides: ["lemon"], food: [{ k: "skewers", n: 3, log: true, c: ["#F2E3C2"] }, { k: "scatter", shape: "leaf", n: 8, s: 10, c: [PARSLEY] }, { k: "scatter", shape: "seed", n: 8, s: 6, c: [POMEGRANATE] }] },
  { slug: "cheese-rakakat", v: "plate", vc: "#2F6F8F", surf: S.darkwood, sides: ["chili"], food: [{ k: "scatter", shape: "roll", n: 6, s: 34, c: ["#D9A04E", "#C98E3E"], r: 0.6 }, { k: "scatter", shape: "leaf", n: 5, s: 10, c: [PARSLEY] }] },
  { slug: "lamb-kibbeh", v: "plate", surf: S.darkwood, sides: ["lemon", "mint"], food: [{ k: "scatter", shape: "oval", n: 5, s: 46, c: ["#6B3E22", "#7A4A2A"], r: 0.6 }, { k: "well", c: TAHINI }, { k: "scatter", shape: "leaf", n: 6, s: 9, c: ["#5FA34A"] }] },
  { slug: "batata-harra", v: "bowl", vc: "#B5654A", surf: S.darkwood, sides: ["garlic"], food: [{ k: "disc", c: "#D58F34" }, { k: "scatter", shape: "cube", n: 19, s: 28, c: ["#E2A33E", "#EDB553", "#D28A2E"] }, { k: "scatter", shape: "leaf", n: 10, s: 8, c: [PARSLEY] }, { k: "scatter", shape: "dot", n: 12, s: 4, c: [PAPRIKA] }] },
  { slug: "chicken-liver", v: "pan", vc: "#7A4A2A", surf: S.darkwood, sides: ["lemon"], food: [{ k: "disc", c: "#4A2418" }, { k: "scatter", shape: "oval", n: 16, s: 24, c: ["#5A2A1E", "#6B3324"] }, { k: "scatter", shape: "seed", n: 14, s: 6, c: [POMEGRANATE] }, { k: "scatter", shape: "leaf", n: 6, s: 9, c: [PARSLEY] }] },
  { slug: "sujuk", v: "pan", surf: S.darkwood, sides: ["chili"], food: [{ k: "disc", c: "#A83A24" }, { k: "scatter", shape: "coin", n: 14, s: 20, c: ["#8E2F22", "#7C281C"] }, { k: "scatter", shape: "cube", n: 6, s: 12, c: ["#F4D35E"] }, { k: "scatter", shape: "leaf", n: 5, s: 9, c: [PARSLEY] }] },
  { slug: "fatayer-spinach", v: "board", surf: S.darkwood, sides: ["lemon"], food: [{ k: "scatter", shape: "tri", n: 5, s: 54, c: ["#D9A55B", "#CF9A4E"], r: 0.65 }, { k: "scatter", shape: "dot", n: 6, s: 5, c: ["#3F6B2A"], r: 0.7 }] },
  // Grills
  { slug: "shish-taouk", v: "platter", surf: S.charcoal, sides: ["garlic", "chili"], food: [{ k: "skewers", n: 2, long: true, c: ["#E8B45A", "#E8B45A", PAPRIKA, "#DDA24A", "#6BA34A"] }, { k: "scatter", shape: "dot", n: 6, s: 14, c: [TAHINI], r: 0.3 }] },
  { slug: "lamb-kofta", v: "platter", vc: "#E9DCC2", surf: S.charcoal, sides: ["herb", "lemon"], food: [{ k: "skewers", n: 3, log: true, long: true, c: ["#7A3E22"] }, { k: "scatter", shape: "leaf", n: 8, s: 10, c: [PARSLEY, "#B33A7A"], r: 0.9 }] },
  { slug: "mixed-grill", v: "platter", surf: S.charcoal, sides: ["chili", "garlic"], food: [{ k: "skewers", n: 2, long: true, c: ["#E8B45A", "#E8B45A", PAPRIKA, "#DDA24A"] }, { k: "scatter", shape: "roll", n: 4, s: 36, c: ["#7A3E22", "#6E3820"], r: 1.15, ring: true }, { k: "scatter", shape: "chop", n: 2, s: 40, c: ["#8A4A2A"], r: 0.3 }, { k: "scatter", shape: "coin", n: 3, s: 20, c: ["#D94A35"], r: 1.45, ring: true }, { k: "scatter", shape: "leaf", n: 8, s: 10, c: [PARSLEY], r: 1.2 }] },
  { slug: "lamb-chops", v: "slate", surf: S.charcoal, sides: ["herb"], food: [{ k: "scatter", shape: "chop", n: 4, s: 50, c: ["#8A4A2A", "#7A3E22"], r: 0.55 }, { k: "scatter", shape: "leaf", n: 6, s: 9, c: ["#5FA34A"] }] },
  { slug: "chicken-shawarma-plate", v: "plate", surf: S.charcoal, sides: ["garlic", "pita"], food: [{ k: "scatter", shape: "strip", n: 20, s: 24, c: ["#C98A3E", "#B97A30", "#D99A4E"], r: 0.55 }, { k: "scatter", shape: "strip", n: 10, s: 18, c: ["#EDB553"], r: 0.9, ring: true }, { k: "scatter", shape: "coin", n: 5, s: 12, c: ["#C2578F"], r: 0.9, ring: true }, { k: "scatter", shape: "dot", n: 4, s: 14, c: [WHITE], r: 0.4 }] },
  { slug: "grilled-sea-bream", v: "platter", vc: "#DDE7E1", surf: S.charcoal, sides: ["lemon", "herb"], food: [{ k: "fish", c: "#C9B08A" }, { k: "scatter", shape: "leaf", n: 6, s: 9, c: [PARSLEY], r: 0.9, ring: true }] },
  { slug: "kebab-khashkhash", v: "pan", vc: "#7A4A2A", surf: S.charcoal, sides: ["chili"], food: [{ k: "disc", c: "#B8402A" }, { k: "skewers", n: 3, log: true, c: ["#6E3820"] }, { k: "scatter", shape: "dot", n: 10, s: 6, c: ["#E0623F", PARSLEY] }] },
  { slug: "grilled-prawns", v: "platter", vc: "#2F6F8F", surf: S.charcoal, sides: ["lemon", "garlic"], food: [{ k: "scatter", shape: "crescent", n: 7, s: 36, c: ["#EE7A4B", "#E8693A"], r: 0.7 }, { k: "scatter", shape: "leaf", n: 6, s: 9, c: [PARSLEY] }, { k: "drizzle", c: OIL, w: 6 }] },
  // Salads
  { slug: "fattoush", v: "bowl", vc: "#F7F2E8", surf: S.marble, sides: ["lemon", "mint"], food: [{ k: "disc", c: "#5E9A3E" }, { k: "scatter", shape: "leaf", n: 15, s: 28, c: ["#6FAE4A", "#4E8B3A", "#8CC063"] }, { k: "scatter", shape: "cube", n: 7, s: 18, c: ["#D94A35"] }, { k: "scatter", shape: "coin", n: 5, s: 12, c: ["#D9587A"] }, { k: "scatter", shape: "tri", n: 6, s: 16, c: ["#E7C089"] }, { k: "scatter", shape: "dot", n: 6, s: 3, c: ["#7A1F2E"] }] },
  { slug: "tabbouleh", v: "plate", vc: "#DDE7E1", surf: S.marble, sides: ["lemon"], food: [{ k: "disc", c: "#4E8B3A", r: 0.85 }, { k: "scatter", shape: "leaf", n: 20, s: 11, c: ["#3F7A2E", "#6FAE4A", "#5E9A3E"], r: 0.8 }, { k: "scatter", shape: "cube", n: 12, s: 10, c: ["#D94A35"], r: 0.75 }, { k: "scatter", shape: "dot", n: 10, s: 3, c: ["#EFE4CC"], r: 0.75 }, { k: "scatter", shape: "leaf", n: 6, s: 26, c: ["#7FB55A"], r: 0.95, ring: true }] },
  { slug: "halloumi-watermelon", v: "plate", surf: S.marble, sides: ["mint"], food: [{ k: "scatter", shape: "cube", n: 9, s: 38, c: ["#E94B4B", "#E65A5A"], r: 0.65 }, { k: "scatter", shape: "cube", n: 5, s: 30, c: ["#F2E3C2"], r: 0.7 }, { k: "scatter", shape: "leaf", n: 8, s: 10, c: ["#5FA34A"] }] },
  { slug: "rocca-pomegranate", v: "bowl", vc: "#3F4F24", surf: S.marble, sides: ["herb"], food: [{ k: "disc", c: "#3F6B2A" }, { k: "scatter", shape: "leaf", n: 22, s: 20, c: ["#4E7D2E", "#5E9A3E", "#3B6B2A"] }, { k: "scatter", shape: "seed", n: 16, s: 6, c: [POMEGRANATE, "#C0304A"] }, { k: "scatter", shape: "oval", n: 5, s: 11, c: ["#8A5A33"] }] },
  { slug: "freekeh-bowl", v: "bowl", vc: "#B5654A", surf: S.marble, sides: ["lemon"], food: [{ k: "disc", c: "#9C7A4C" }, { k: "scatter", shape: "dot", n: 24, s: 4, c: ["#7A5C36", "#B8955F"] }, { k: "scatter", shape: "cube", n: 6, s: 22, c: ["#E07A3A"], r: 0.7 }, { k: "scatter", shape: "oval", n: 5, s: 18, c: ["#6B3E6B"], r: 0.7 }, { k: "scatter", shape: "leaf", n: 6, s: 12, c: [PARSLEY] }, { k: "drizzle", c: TAHINI }] },
  // Sandwiches
  { slug: "chicken-shawarma-wrap", v: "board", surf: S.kraft, sides: ["garlic", "chili"], food: [{ k: "wraps", c: "#E7C089", fill: ["#C98A3E", "#F3EEE3", "#C2578F", PARSLEY] }] },
  { slug: "falafel-wrap", v: "board", vc: "#8A5A3B", surf: S.kraft, sides: ["mint"], food: [{ k: "wraps", c: "#EAD0A0", fill: ["#7A5230", TAHINI, "#D94A35", PARSLEY] }] },
  { slug: "halloumi-saj", v: "board", surf: S.kraft, sides: ["olives"], food: [{ k: "disc", c: "#E9C48E", r: 1 }, { k: "cuts", n: 2, c: "#8A5A3B" }, { k: "scatter", shape: "dot", n: 20, s: 7, c: ["#B8864E", "#C99A5B"], r: 0.9 }] },
  { slug: "lamb-arayes", v: "board", vc: "#8A5A3B", surf: S.kraft, sides: ["lemon", "herb"], food: [{ k: "scatter", shape: "tri", n: 6, s: 42, c: ["#C98E4E", "#B97E3E"], r: 0.65 }, { k: "scatter", shape: "dot", n: 6, s: 10, c: ["#6B3324"], r: 0.6 }] },
  { slug: "ember-lamb-burger", v: "plate", vc: "#2E2B28", surf: S.kraft, sides: ["chili"], food: [{ k: "bun", c: "#C8843E" }, { k: "scatter", shape: "strip", n: 7, s: 20, c: ["#EDB553"], r: 1.05, ring: true }] },
  // Desserts
  { slug: "kunafa", v: "plate", vc: "#2F6F8F", surf: S.blush, sides: ["cutlery"], food: [{ k: "disc", c: "#E0782A", r: 0.85 }, { k: "disc", c: "#EC8E3A", r: 0.7 }, { k: "scatter", shape: "dot", n: 28, s: 5, c: ["#9CC069", "#7FA650"], r: 0.55 }, { k: "cuts", n: 3, c: "#9A4A14" }] },
  { slug: "baklava", v: "plate", surf: S.blush, sides: ["mint"], food: [{ k: "scatter", shape: "diamond", n: 9, s: 42, c: ["#D9A04E", "#C98E3E", "#E0AE5C"], r: 0.65 }] },
  { slug: "umm-ali", v: "bowl", vc: "#B5654A", surf: S.blush, sides: ["cutlery"], food: [{ k: "disc", c: "#E8C48A" }, { k: "scatter", shape: "leaf", n: 10, s: 24, c: ["#D9A55B", "#C98E3E"] }, { k: "scatter", shape: "oval", n: 10, s: 8, c: ["#F3E7CF", "#7FA650", "#8A5A33"] }] },
  { slug: "mouhalabieh", v: "bowl", vc: "#F7F2E8", surf: S.blush, sides: ["mint"], food: [{ k: "disc", c: "#F7EEDB" }, { k: "well", c: "#D9587A" }, { k: "scatter", shape: "dot", n: 18, s: 5, c: ["#7FA650", "#9CC069"], r: 0.45, ring: true }, { k: "scatter", shape: "leaf", n: 4, s: 8, c: ["#C2578F"], r: 0.2 }] },
  { slug: "pistachio-booza", v: "bowl", vc: "#3F4F24", surf: S.blush, sides: ["cutlery"], food: [{ k: "scatter", shape: "ball", n: 3, s: 52, c: ["#C9D79A", "#F3EEE3", "#B8C985"], r: 0.45 }, { k: "scatter", shape: "dot", n: 14, s: 4, c: ["#7FA650"], r: 0.5 }] },
  // Hot drinks
  { slug: "arabic-coffee", v: "cup", vc: "#F7F2E8", surf: S.tile, sides: ["dates"], food: [{ k: "disc", c: "#C9A46A" }, { k: "foam", c: "#D9BC86" }, { k: "scatter", shape: "dot", n: 5, s: 3, c: ["#8A6A3A"], r: 0.5 }] },
  { slug: "turkish-coffee", v: "cup", vc: "#2F6F8F", surf: S.tile, sides: ["dates"], food: [{ k: "disc", c: "#3B2416" }, { k: "foam", c: "#7A5230" }, { k: "scatter", shape: "dot", n: 8, s: 4, c: ["#6B4526"], r: 0.6 }] },
  { slug: "mint-tea", v: "glass", vc: "#2F5D62", surf: S.tile, sides: ["mint"], food: [{ k: "disc", c: "#C0782A" }, { k: "scatter", shape: "leaf", n: 7, s: 18, c: ["#5FA34A", "#4E8B3A"], r: 0.55 }] },
  { slug: "karak-chai", v: "cup", vc: "#B5654A", surf: S.tile, sides: ["dates"], food: [{ k: "disc", c: "#C08A55" }, { k: "foam", c: "#D7A878" }, { k: "scatter", shape: "dot", n: 6, s: 3, c: ["#7A4A2A"], r: 0.4 }] },
  { slug: "cappuccino", v: "cup", surf: S.tile, sides: ["cutlery"], food: [{ k: "disc", c: "#8A5A33" }, { k: "foam", c: "#C89A6A" }, { k: "heart", c: "#F6EBD9" }] },
  // Fresh juices
  { slug: "lemon-mint", v: "glass", vc: "#5E8C31", surf: S.sun, sides: ["lemon", "mint"], food: [{ k: "disc", c: "#B9D37A" }, { k: "scatter", shape: "cube", n: 4, s: 34, c: ["#E9F5D5"], r: 0.5 }, { k: "scatter", shape: "leaf", n: 5, s: 16, c: ["#4E8B3A"], r: 0.6 }] },
  { slug: "orange-juice", v: "glass", vc: "#E08A1E", surf: S.sun, sides: ["lemon"], food: [{ k: "disc", c: "#F39C1F" }, { k: "scatter", shape: "cube", n: 3, s: 32, c: ["#FFD089"], r: 0.5 }, { k: "scatter", shape: "dot", n: 8, s: 4, c: ["#FFE0A8"], r: 0.8 }] },
  { slug: "pomegranate-juice", v: "glass", vc: "#7A1F2E", surf: S.sun, sides: ["mint"], food: [{ k: "disc", c: "#9E1B32" }, { k: "scatter", shape: "seed", n: 14, s: 8, c: ["#D23A55", "#B8203C"], r: 0.75 }] },
  { slug: "jallab", v: "glass", vc: "#3F4F24", surf: S.sun, sides: ["dates"], food: [{ k: "disc", c: "#5A2318" }, { k: "scatter", shape: "cube", n: 3, s: 30, c: ["#8A4A3A"], r: 0.5 }, { k: "scatter", shape: "seed", n: 14, s: 6, c: ["#F3E7CF", "#3B1E14"], r: 0.75 }] },
  { slug: "sparkling-water", v: "glass", vc: "#2F6F8F", surf: S.sun, sides: ["lemon"], food: [{ k: "disc", c: "#DCEFF5" }, { k: "scatter", shape: "dot", n: 22, s: 4, c: ["#FFFFFF", "#BFE3EE"], r: 0.85 }, { k: "scatter", shape: "coin", n: 1, s: 34, c: ["#F4D35E"], r: 0.2 }] },
  // Chef's specials
  { slug: "lamb-ouzi", v: "platter", vc: "#2F6F8F", surf: S.olive, sides: ["herb"], food: [{ k: "disc", c: "#C99A5B", r: 0.95 }, { k: "scatter", shape: "dot", n: 30, s: 4, c: ["#B07F44", "#E3C08A"], r: 0.9 }, { k: "scatter", shape: "chop", n: 2, s: 40, c: ["#6B3E22"], r: 0.25 }, { k: "scatter", shape: "oval", n: 14, s: 8, c: ["#F3E7CF", "#7FA650"], r: 0.85, ring: true }] },
  { slug: "chicken-musakhan", v: "board", surf: S.olive, sides: ["olives"], food: [{ k: "disc", c: "#D9A55B" }, { k: "disc", c: "#8A3A4A", r: 0.82 }, { k: "scatter", shape: "strip", n: 12, s: 22, c: ["#C98A3E", "#B97A30"], r: 0.6 }, { k: "scatter", shape: "oval", n: 12, s: 8, c: ["#F3E7CF"], r: 0.75 }, { k: "scatter", shape: "dot", n: 14, s: 3, c: ["#6B1E2E"], r: 0.8 }] },
  { slug: "seafood-sayadieh", v: "bowl", vc: "#2F6F8F", surf: S.olive, sides: ["lemon"], food: [{ k: "disc", c: "#8A5A33" }, { k: "scatter", shape: "dot", n: 24, s: 4, c: ["#6B4526", "#A0703F"] }, { k: "scatter", shape: "crescent", n: 4, s: 22, c: ["#EE7A4B"], r: 0.6 }, { k: "scatter", shape: "oval", n: 3, s: 26, c: [WHITE], r: 0.4 }, { k: "scatter", shape: "oval", n: 10, s: 7, c: ["#F3E7CF"], r: 0.9, ring: true }] },
];

/** Dishes laid out together: combo trays and category pictures. Each placement names a dish from the table. */
type Placement = readonly [slug: string, x: number, y: number, scale: number];

const COMBOS: readonly { slug: string; surf: Surface; place: readonly Placement[] }[] = [
  { slug: "ember-lunch-combo", surf: S.terracotta, place: [["chicken-shawarma-wrap", 300, 250, 0.55], ["fattoush", 560, 165, 0.42], ["lemon-mint", 560, 345, 0.45]] },
  { slug: "mezze-for-two", surf: S.terracotta, place: [["hummus", 250, 170, 0.42], ["moutabal", 250, 340, 0.42], ["falafel", 430, 255, 0.45], ["tabbouleh", 600, 170, 0.42], ["mint-tea", 610, 345, 0.4]] },
];

const CATEGORIES: readonly { slug: string; surf: Surface; place: readonly Placement[]; sides?: readonly Side[] }[] = [
  { slug: "breakfast", surf: S.linen, place: [["shakshuka", 250, 260, 0.78], ["manakish-zaatar", 580, 160, 0.5], ["karak-chai", 600, 385, 0.55]] },
  { slug: "mezze", surf: S.wood, place: [["hummus", 240, 260, 0.78], ["muhammara", 560, 165, 0.6], ["falafel", 590, 385, 0.52]] },
  { slug: "cold-mezze", surf: S.wood, place: [["moutabal", 240, 260, 0.78], ["warak-enab", 560, 165, 0.6], ["labneh-garlic-mint", 590, 385, 0.5]] },
  { slug: "hot-mezze", surf: S.darkwood, place: [["falafel", 240, 260, 0.78], ["batata-harra", 560, 165, 0.6], ["lamb-kibbeh", 590, 385, 0.5]] },
  { slug: "grills", surf: S.charcoal, place: [["mixed-grill", 330, 250, 0.9]], sides: ["garlic", "chili"] },
  { slug: "salads", surf: S.marble, place: [["fattoush", 240, 260, 0.78], ["tabbouleh", 560, 165, 0.6], ["rocca-pomegranate", 590, 385, 0.5]] },
  { slug: "sandwiches", surf: S.kraft, place: [["chicken-shawarma-wrap", 320, 250, 0.75], ["lemon-mint", 650, 330, 0.5]] },
  { slug: "desserts", surf: S.blush, place: [["kunafa", 240, 260, 0.78], ["baklava", 560, 165, 0.6], ["turkish-coffee", 600, 385, 0.5]] },
  { slug: "drinks", surf: S.tile, place: [["mint-tea", 220, 250, 0.8], ["pomegranate-juice", 480, 170, 0.6], ["cappuccino", 600, 370, 0.6]] },
  { slug: "hot-drinks", surf: S.tile, place: [["cappuccino", 250, 250, 0.85], ["turkish-coffee", 560, 170, 0.6], ["arabic-coffee", 600, 380, 0.55]] },
  { slug: "fresh-juices", surf: S.sun, place: [["orange-juice", 230, 250, 0.8], ["lemon-mint", 480, 170, 0.6], ["pomegranate-juice", 610, 370, 0.6]] },
  { slug: "combos", surf: S.terracotta, place: [["ember-lunch-combo", 400, 250, 0.95]] },
  { slug: "chefs-specials", surf: S.olive, place: [["lamb-ouzi", 330, 250, 0.85], ["seafood-sayadieh", 650, 330, 0.45]] },
];

const DISH_BY_SLUG = new Map(DISHES.map((d) => [d.slug, d]));

/** One dish (vessel and food, no table) at a position and scale. */
function dish(d: Dish, x: number, y: number, k: number, rand: Rand): string {
  const { body, r } = vessel(d.v, d.vc, x, y, k);
  return body + d.food.map((l) => layer(l, x, y, r, rand)).join("");
}

function placements(list: readonly Placement[], rand: Rand): string {
  let out = "";
  for (const [slug, x, y, k] of list) {
    const d = DISH_BY_SLUG.get(slug);
    if (d) {
      out += dish(d, x, y, k, rand);
      continue;
    }
    const combo = COMBOS.find((c) => c.slug === slug);
    if (!combo) throw new Error(`unknown dish ${slug}`);
    out += vessel("tray", undefined, x, y, k).body;
    out += placements(combo.place.map(([s, px, py, pk]) => [s, x + (px - 400) * k, y + (py - 250) * k, pk * k] as const), rand);
  }
  return out;
}

function sidesAround(list: readonly Side[], w: number, h: number, rand: Rand): string {
  const spots = [
    [w * 0.1, h * 0.2],
    [w * 0.9, h * 0.8],
    [w * 0.9, h * 0.18],
    [w * 0.1, h * 0.82],
  ] as const;
  const start = Math.floor(rand() * 2);
  return list.map((s, i) => {
    const spot = spots[(start + i * 1) % spots.length] ?? spots[0];
    return side(s, spot[0], spot[1], rand);
  }).join("");
}

// ---------------------------------------------------------------------------------------------------------------
// The other pictures

function productSvg(d: Dish): string {
  const rand = seeded(d.slug);
  return svg(800, 500, surface(d.surf, 800, 500, rand) + sidesAround(d.sides ?? [], 800, 500, rand) + dish(d, 400, 250, 1, rand));
}

function sceneSvg(slug: string, surf: Surface, place: readonly Placement[], sides: readonly Side[] = []): string {
  const rand = seeded(slug);
  return svg(800, 500, surface(surf, 800, 500, rand) + sidesAround(sides, 800, 500, rand) + placements(place, rand));
}

/** The cover: a warm, candle-lit table seen from above, set for sharing. */
function coverSvg(): string {
  const rand = seeded("cover");
  const glow = `<defs><radialGradient id="g"><stop offset="0" stop-color="#FFB35C" stop-opacity=".75"/><stop offset="1" stop-color="#FFB35C" stop-opacity="0"/></radialGradient></defs>`;
  const candle = circle(1080, 130, 150, "url(#g)") + circle(1080, 130, 44, "#F3EEE3", ` stroke="#D9CDB5" stroke-width="4"`) + circle(1080, 130, 10, P.emberBright) + circle(1080, 130, 5, "#FFE08A");
  return svg(
    1200,
    800,
    glow +
      surface({ base: "#5E3B26", grain: "wood" }, 1200, 800, rand) +
      `<rect x="0" y="330" width="1200" height="140" fill="${P.olive}" opacity=".9"/><path d="M0 345h1200M0 455h1200" stroke="${P.emberBright}" stroke-width="4"/>` +
      candle +
      side("pita", 560, 90, rand) +
      side("pita", 620, 120, rand) +
      side("olives", 140, 700, rand) +
      side("lemon", 1120, 560, rand) +
      side("herb", 900, 740, rand) +
      placements(
        [
          ["hummus", 260, 220, 0.8],
          ["mixed-grill", 720, 360, 0.95],
          ["fattoush", 300, 590, 0.75],
          ["kunafa", 1010, 660, 0.5],
          ["mint-tea", 560, 690, 0.42],
          ["muhammara", 880, 120, 0.45],
        ],
        rand,
      ),
  );
}

/** The mark shared by the logo and the PNG icons: an ember sun, an olive leaf across it, one olive. */
function logoSvg(): string {
  return svg(
    512,
    512,
    `<rect width="512" height="512" rx="96" fill="${P.olive}"/><circle cx="256" cy="256" r="154" fill="${P.ember}"/><circle cx="256" cy="256" r="154" fill="none" stroke="${P.emberBright}" stroke-width="10"/>` +
      `<ellipse cx="256" cy="256" rx="154" ry="62" fill="${P.cream}" transform="rotate(-35 256 256)"/><path d="M130 344L382 168" stroke="${P.olive}" stroke-width="8" stroke-linecap="round" opacity=".5"/>` +
      `<ellipse cx="328" cy="318" rx="36" ry="26" fill="${P.oliveDark}" transform="rotate(-35 328 318)"/>`,
  );
}

/** A soft repeating pattern of leaves and olives for page backgrounds. */
function patternSvg(w: number, h: number, bg: string, ink: string): string {
  return svg(
    w,
    h,
    `<defs><pattern id="p" width="120" height="120" patternUnits="userSpaceOnUse"><g fill="${ink}" opacity=".12"><ellipse cx="30" cy="30" rx="22" ry="9" transform="rotate(-35 30 30)"/><ellipse cx="48" cy="40" rx="7" ry="5"/><ellipse cx="90" cy="90" rx="22" ry="9" transform="rotate(35 90 90)"/><circle cx="72" cy="98" r="5"/></g></pattern></defs><rect width="${w}" height="${h}" fill="${bg}"/><rect width="${w}" height="${h}" fill="url(#p)"/>`,
  );
}

function promotionSvg(size: { width: number; height: number }): string {
  const rand = seeded("promotion-sunset-mezze");
  const sky = `<defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#F2A65A"/><stop offset=".55" stop-color="${P.emberBright}"/><stop offset="1" stop-color="${P.ember}"/></linearGradient></defs>`;
  return svg(
    800,
    500,
    sky +
      `<rect width="800" height="500" fill="url(#s)"/>` +
      circle(400, 330, 190, "#FFD27A", ` opacity=".9"`) +
      `<path d="M0 300Q200 270 400 300T800 290V500H0Z" fill="${P.olive}"/><path d="M0 360H800V500H0Z" fill="#5E3B26"/>` +
      placements(
        [
          ["hummus", 170, 410, 0.42],
          ["muhammara", 400, 420, 0.42],
          ["moutabal", 630, 410, 0.42],
          ["pomegranate-juice", 290, 300, 0.3],
          ["lemon-mint", 520, 300, 0.3],
        ],
        rand,
      ),
    size,
  );
}

// Property icons: a coloured disc with a white glyph, 48 × 48.
const ICONS: Record<string, readonly [string, string]> = {
  vegan: ["#2E7D32", `<path d="M14 34C14 20 24 12 36 12C36 26 28 34 14 34ZM14 34L28 20" fill="#fff" stroke="#fff" stroke-width="2" stroke-linecap="round"/><path d="M16 32L28 20" stroke="#2E7D32" stroke-width="2"/>`],
  vegetarian: ["#558B2F", `<path d="M24 38V22" stroke="#fff" stroke-width="3" stroke-linecap="round"/><path d="M24 24C24 16 18 12 11 12C11 20 16 24 24 24ZM24 22C24 14 30 10 37 10C37 18 32 22 24 22Z" fill="#fff"/>`],
  spicy: ["#C62828", `<path d="M14 32Q24 38 34 20" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M34 20Q34 14 38 11" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>`],
  "gluten-free": ["#B7791F", `<path d="M24 38V12" stroke="#fff" stroke-width="2.5"/><g fill="#fff"><ellipse cx="20" cy="16" rx="3" ry="5" transform="rotate(-25 20 16)"/><ellipse cx="28" cy="16" rx="3" ry="5" transform="rotate(25 28 16)"/><ellipse cx="20" cy="24" rx="3" ry="5" transform="rotate(-25 20 24)"/><ellipse cx="28" cy="24" rx="3" ry="5" transform="rotate(25 28 24)"/></g><path d="M12 36L36 12" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`],
  nuts: ["#8D5524", `<path d="M24 12C33 12 36 22 33 30C30 37 18 37 15 30C12 22 15 12 24 12Z" fill="#fff"/><path d="M24 15V34" stroke="#8D5524" stroke-width="2"/>`],
  "dairy-free": ["#1E6A8D", `<path d="M24 11C24 11 15 22 15 28A9 9 0 0 0 33 28C33 22 24 11 24 11Z" fill="#fff"/><path d="M12 36L36 12" stroke="#fff" stroke-width="6" stroke-linecap="round"/><path d="M12 36L36 12" stroke="#1E6A8D" stroke-width="2" stroke-linecap="round"/>`],
  "chefs-pick": [P.ember, `<path d="M15 27A6 6 0 0 1 17 16A7 7 0 0 1 31 16A6 6 0 0 1 33 27Z" fill="#fff"/><rect x="16" y="28" width="16" height="8" rx="2" fill="#fff"/>`],
};

function iconSvg(color: string, glyph: string): string {
  return svg(48, 48, `<circle cx="24" cy="24" r="24" fill="${color}"/>${glyph}`);
}

function chefBadgeSvg(): string {
  return svg(
    120,
    120,
    `<circle cx="60" cy="60" r="58" fill="${P.ember}"/><circle cx="60" cy="60" r="50" fill="none" stroke="${P.cream}" stroke-width="3" stroke-dasharray="4 5"/>` +
      `<path d="M36 66A12 12 0 0 1 40 44A16 16 0 0 1 80 44A12 12 0 0 1 84 66Z" fill="${P.cream}"/><rect x="38" y="68" width="44" height="16" rx="4" fill="${P.cream}"/>` +
      `<path d="M60 90l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1Z" fill="#FFD27A"/>`,
  );
}

function placeholderProductSvg(): string {
  return svg(
    800,
    500,
    `<rect width="800" height="500" fill="#EEEAE4"/><circle cx="400" cy="250" r="150" fill="none" stroke="#D6CFC4" stroke-width="10"/><circle cx="400" cy="250" r="105" fill="none" stroke="#D6CFC4" stroke-width="4"/>` +
      `<path d="M190 150v50M205 150v50M220 150v50M190 200q15 20 30 0M205 205v145" stroke="#D6CFC4" stroke-width="8" stroke-linecap="round" fill="none"/><path d="M600 350V150q25 30 20 110h-20" stroke="#D6CFC4" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
  );
}

function placeholderCategorySvg(): string {
  return svg(
    800,
    500,
    `<rect width="800" height="500" fill="#EEEAE4"/><g fill="none" stroke="#D6CFC4" stroke-width="8"><circle cx="290" cy="220" r="110"/><circle cx="520" cy="200" r="80"/><circle cx="500" cy="350" r="65"/></g>`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// PNG: a minimal encoder (RGBA, no filtering) and an anti-aliased rasteriser for the mark

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[i] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function encodePng(w: number, h: number, rgba: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  const raw = Buffer.alloc((w * 4 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 4 + 1)] = 0; // filter: none
    raw.set(rgba.subarray(y * w * 4, (y + 1) * w * 4), y * (w * 4 + 1) + 1);
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw, { level: 9 })), chunk("IEND", new Uint8Array(0))]);
}

type Rgb = readonly [number, number, number];
const rgb = (hex: string): Rgb => {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
};

/** Shapes in unit coordinates (0..1), painted in order; the last one containing a point wins. */
type UnitShape = { color: Rgb; inside: (x: number, y: number) => boolean };

function ellipseShape(cx: number, cy: number, rx: number, ry: number, deg: number, color: Rgb): UnitShape {
  const a = (-deg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return {
    color,
    inside: (x, y) => {
      const dx = x - cx;
      const dy = y - cy;
      const u = dx * cos - dy * sin;
      const v = dx * sin + dy * cos;
      return (u * u) / (rx * rx) + (v * v) / (ry * ry) <= 1;
    },
  };
}

/** The logo mark as unit shapes, shrunk into the middle `fraction` of the square. */
function markShapes(fraction: number): UnitShape[] {
  const s = (v: number) => 0.5 + (v - 0.5) * fraction;
  const k = fraction;
  return [
    ellipseShape(s(0.5), s(0.5), 0.3 * k, 0.3 * k, 0, rgb(P.ember)),
    ellipseShape(s(0.5), s(0.5), 0.3 * k, 0.12 * k, -35, rgb(P.cream)),
    ellipseShape(s(0.64), s(0.62), 0.07 * k, 0.05 * k, -35, rgb(P.oliveDark)),
  ];
}

function rasterise(size: number, background: Rgb, shapes: readonly UnitShape[]): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  const ss = 4; // 4 × 4 samples per pixel
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const x = (px + (sx + 0.5) / ss) / size;
          const y = (py + (sy + 0.5) / ss) / size;
          let c = background;
          for (const shp of shapes) if (shp.inside(x, y)) c = shp.color;
          r += c[0];
          g += c[1];
          b += c[2];
        }
      }
      const i = (py * size + px) * 4;
      out[i] = Math.round(r / (ss * ss));
      out[i + 1] = Math.round(g / (ss * ss));
      out[i + 2] = Math.round(b / (ss * ss));
      out[i + 3] = 255;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

function write(rel: string, data: string | Buffer): number {
  const file = join(MEDIA, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
  return typeof data === "string" ? Buffer.byteLength(data) : data.length;
}

/** A picture drawn as SVG, to be written as WebP: `scale` sizes its pixels against the SVG's, `quality` is WebP's. */
interface Picture {
  rel: string;
  svg: string;
  scale: number;
  quality: number;
}

/** The photos' quality: at 800 × 500, a dish is 7–10 kB and looks as its SVG did on a phone. */
const PHOTO_QUALITY = 0.7;
/** Logo and badge: sharp edges, kept sharp at 4.7 kB (lossless coding takes 7–9 kB). */
const SHARP_QUALITY = 0.9;
/** The property icons: Chromium's canvas codes a quality of 1 losslessly, 2–3 kB each, smaller than lossy here. */
const LOSSLESS = 1;

/**
 * Each picture drawn by Chromium at its size and encoded as WebP with the canvas's own encoder (libwebp). One page
 * draws them all, in turn, so nothing depends on which finishes first.
 */
async function drawAsWebp(pictures: readonly Picture[]): Promise<Map<string, Buffer>> {
  if (!ensureBenchChromium()) throw new Error("Drawing the demo's pictures needs Debian's Chromium: see the lines above.");
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const written = new Map<string, Buffer>();
    for (const picture of pictures) {
      const dataUrl = await page.evaluate(async ({ svg, scale, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = Math.round(image.naturalWidth * scale);
        canvas.height = Math.round(image.naturalHeight * scale);
        canvas.getContext("2d")!.drawImage(image, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL("image/webp", quality);
      }, picture);
      if (!dataUrl.startsWith("data:image/webp;base64,")) throw new Error(`${picture.rel}: Chromium did not encode it as WebP`);
      written.set(picture.rel, Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"));
    }
    return written;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  rmSync(MEDIA, { recursive: true, force: true });
  let bytes = 0;
  let files = 0;
  const put = (rel: string, data: string | Buffer) => {
    bytes += write(rel, data);
    files++;
  };
  const pictures: Picture[] = [];
  const picture = (rel: string, svg: string, { scale = 1, quality = PHOTO_QUALITY } = {}) => pictures.push({ rel, svg, scale, quality });

  for (const d of DISHES) picture(`products/${d.slug}.webp`, productSvg(d));
  for (const c of COMBOS) picture(`products/${c.slug}.webp`, sceneSvg(c.slug, c.surf, [[c.slug, 400, 250, 1]]));
  for (const c of CATEGORIES) picture(`categories/${c.slug}.webp`, sceneSvg(`category-${c.slug}`, c.surf, c.place, c.sides));
  picture("categories/catering-events.webp", cateringBannerSvg());
  picture("cover.webp", coverSvg());
  picture("logo.webp", logoSvg(), { scale: 192 / 512, quality: SHARP_QUALITY });
  picture("category-background.webp", patternSvg(800, 500, P.cream, P.olive));
  picture("desktop.webp", patternSvg(1600, 1000, "#F3EADB", P.olive));
  picture("promotions/sunset-mezze.webp", promotionSvg({ width: 800, height: 500 }));
  picture("promotions/sunset-mezze@2x.webp", promotionSvg({ width: 1600, height: 1000 }));
  for (const [name, [color, glyph]] of Object.entries(ICONS)) picture(`icons/${name}.webp`, iconSvg(color, glyph), { scale: 2, quality: LOSSLESS });
  picture("badges/chef-recommends.webp", chefBadgeSvg(), { quality: SHARP_QUALITY });
  picture("placeholders/product.webp", placeholderProductSvg());
  picture("placeholders/category.webp", placeholderCategorySvg());
  for (const [rel, data] of await drawAsWebp(pictures)) put(rel, data);

  const olive = rgb(P.olive);
  const cream = rgb(P.cream);
  for (const [rel, size] of [
    ["icons/apple-touch-icon.png", 180],
    ["icons/apple-touch-icon-152x152.png", 152],
    ["icons/icon-192.png", 192],
    ["icons/icon-512.png", 512],
  ] as const) {
    put(rel, encodePng(size, size, rasterise(size, olive, markShapes(0.8))));
  }
  put("launch.png", encodePng(512, 512, rasterise(512, cream, [ellipseShape(0.5, 0.5, 0.36, 0.36, 0, olive), ...markShapes(0.85)])));

  console.log(`wrote ${files} files, ${bytes} bytes, into ${MEDIA}`);
}

/**
 * The catering card: a banner whose picture carries its own words (the category hides its title), set in both of
 * the city's everyday languages.
 */
function cateringBannerSvg(): string {
  const rand = seeded("catering-events");
  return svg(
    800,
    500,
    surface(S.olive, 800, 500, rand) +
      placements([["arabic-breakfast-board", 610, 260, 0.55]], rand) +
      `<g font-family="'Playfair Display',Georgia,serif" fill="${P.cream}" text-anchor="middle"><text x="230" y="215" font-size="44" font-weight="700">Catering</text><text x="230" y="265" font-size="44" font-weight="700">&amp; Events</text><text x="230" y="330" font-size="40" font-family="'Noto Naskh Arabic','Geeza Pro',serif">الضيافة والمناسبات</text></g>` +
      `<path d="M110 360h240" stroke="${P.emberBright}" stroke-width="4"/>`,
  );
}

await main();
