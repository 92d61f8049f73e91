/**
 * Fonts for the PDF receipt in every language the app speaks (engine/i18n/catalogue): Inter for Latin, Cyrillic and
 * Greek, and Noto Sans Arabic, Hebrew, Thai, JP, KR and SC, all from @fontsource. Each package splits its font into
 * files by unicode-range — the CJK ones into a hundred-odd numbered slices — and says in its CSS which characters each
 * file holds, so a character is matched to its file from that CSS, without opening a font. A file is read the first
 * time a receipt draws one of its characters and kept for the life of the process (pdfkit embeds only the glyphs used).
 */
import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";

/** The @fontsource packages the receipt draws with. */
type Family = "inter" | "noto-sans-arabic" | "noto-sans-hebrew" | "noto-sans-thai" | "noto-sans-jp" | "noto-sans-kr" | "noto-sans-sc";

/** One font file and the characters its CSS says it holds. */
interface Slice {
  file: string;
  ranges: readonly (readonly [number, number])[];
}

/** A font file to draw with; `name` is how a document registers it. */
export interface FontFace {
  name: string;
  file: string;
}

const FONTSOURCE = new URL("../../node_modules/@fontsource/", import.meta.url).pathname;

/**
 * Which CJK font goes first: Han characters are shared by Chinese, Japanese and Korean but drawn differently, so the
 * receipt's own language chooses (Korean is `kp` in the app's catalogues).
 */
const CJK_FIRST: Record<string, readonly Family[]> = {
  ja: ["noto-sans-jp", "noto-sans-sc", "noto-sans-kr"],
  kp: ["noto-sans-kr", "noto-sans-jp", "noto-sans-sc"],
  ko: ["noto-sans-kr", "noto-sans-jp", "noto-sans-sc"],
};

/** The families a receipt in `language` looks in, in order: the first whose CSS covers a character draws it. */
export function familiesFor(language: string): readonly Family[] {
  const cjk = CJK_FIRST[language] ?? ["noto-sans-sc", "noto-sans-jp", "noto-sans-kr"];
  return ["inter", "noto-sans-arabic", "noto-sans-hebrew", "noto-sans-thai", ...cjk];
}

const slicesByCss = new Map<string, readonly Slice[]>();

/** A family's files at a weight, from its `{weight}.css` (read once). */
function slicesOf(family: Family, weight: 400 | 700): readonly Slice[] {
  const css = `${FONTSOURCE}${family}/${weight}.css`;
  let slices = slicesByCss.get(css);
  if (!slices) {
    slices = parseFontFaces(readFileSync(css, "utf8"), `${FONTSOURCE}${family}/`);
    slicesByCss.set(css, slices);
  }
  return slices;
}

/** Each @font-face's WOFF file (fontkit reads WOFF; WOFF2 needs a decoder pdfkit lacks) and its unicode-range. */
export function parseFontFaces(css: string, base: string): Slice[] {
  const slices: Slice[] = [];
  for (const block of css.split("@font-face").slice(1)) {
    const file = /url\(\.\/([^)]+\.woff)\)\s*format\('woff'\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file) continue;
    const ranges = range
      ? range.split(",").map((part) => {
          const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
          return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const;
        })
      : [[0, 0x10ffff] as const];
    slices.push({ file: base + file, ranges });
  }
  return slices;
}

const covers = (slice: Slice, codePoint: number) => slice.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

const faces = new Map<string, FontFace | null>();

/** The file that draws `codePoint` in the first of `families` that has it; undefined when none has it. Remembered. */
export function faceFor(codePoint: number, families: readonly Family[], bold: boolean): FontFace | undefined {
  const key = `${families.join(",")} ${bold ? 700 : 400} ${codePoint}`;
  let face = faces.get(key);
  if (face === undefined) {
    face = null;
    for (const family of families) {
      // Where ranges overlap, the face declared last is the one to use (CSS Fonts: "the last rule defined is the first
      // to be checked"); Inter's latin-ext range claims the dotless ı, which only its latin file has.
      const slice = slicesOf(family, bold ? 700 : 400).findLast((s) => covers(s, codePoint));
      if (slice) {
        face = { name: slice.file.slice(slice.file.lastIndexOf("/") + 1, -".woff".length), file: slice.file };
        break;
      }
    }
    faces.set(key, face);
  }
  return face ?? undefined;
}

const bytesByFile = new Map<string, Buffer>();

/** A font file's bytes as a plain OpenType font, read and unpacked on first use and kept. */
export function fontBytes(file: string): Buffer {
  let bytes = bytesByFile.get(file);
  if (!bytes) {
    bytes = woffToSfnt(readFileSync(file));
    bytesByFile.set(file, bytes);
  }
  return bytes;
}

/**
 * A WOFF font unpacked to the OpenType font it wraps (the WOFF 1.0 layout: a header, a table directory, zlib-packed
 * tables). fontkit would unpack it itself, but with a JavaScript inflate, for every receipt: most of a receipt's time.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") return woff;
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const packed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + packed);
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data: packed < length ? inflateSync(raw) : raw };
  });
  const header = Buffer.alloc(12 + tableCount * 16);
  const power = 2 ** Math.floor(Math.log2(tableCount));
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the wrapped font's flavour (TrueType or CFF)
  header.writeUInt16BE(tableCount, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tableCount * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    header.writeUInt32BE(table.tag, 12 + i * 16);
    header.writeUInt32BE(table.checksum, 16 + i * 16);
    header.writeUInt32BE(offset, 20 + i * 16);
    header.writeUInt32BE(table.data.length, 24 + i * 16);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}
