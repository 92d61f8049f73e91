/**
 * One line of receipt text as pdfkit must be given it: cut into runs of one font and one bidi level, in the order the
 * eye meets them from the left. The order is the Unicode bidi algorithm's (bidi-js: embedding levels, mirrored
 * brackets, reordering), so "كبيرة (شخصان)" keeps its parentheses facing its words and "AED 35.60" stays whole inside
 * Arabic. Glyph shaping (joined Arabic letters, Thai marks) stays fontkit's, which needs each run in logical order
 * and itself reverses a run written in a right-to-left script.
 */
import bidiFactory from "bidi-js";
import { faceFor, type FontFace } from "./receipt-fonts";

const bidi = bidiFactory();

/** Bidi and format controls: they steer the ordering but no font draws them. */
const CONTROL = /[\u200b-\u200f\u061c\u202a-\u202e\u2066-\u2069\ufeff]/;
/** A run fontkit lays out right to left (it reverses a run whose script is written so). */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/** A run ready to draw: its text as pdfkit should be handed it, its font, and whether it is only space. */
export interface TextRun {
  text: string;
  face: FontFace;
  blank: boolean;
}

export type Direction = "ltr" | "rtl" | "auto";

/**
 * The runs of `text` from left to right. `direction` is the paragraph's (the receipt's for labels and amounts;
 * "auto", from the first strong letter, for names the venue or the guest wrote). Characters no font has are left out.
 */
export function visualRuns(text: string, direction: Direction, families: Parameters<typeof faceFor>[1], bold: boolean): { runs: TextRun[]; visualText: string } {
  const line = text.replace(/[\u00a0\u202f\u2007]/g, " ");
  const embedding = bidi.getEmbeddingLevels(line, direction === "auto" ? undefined : direction);
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const order = bidi.getReorderedIndices(line, embedding);
  const position = new Array<number>(line.length);
  order.forEach((logical, visual) => (position[logical] = visual));

  // Logical runs: one level, one font file; a control character ends a run and is not drawn.
  const runs: { chars: string[]; level: number; face: FontFace; at: number }[] = [];
  let current: (typeof runs)[number] | undefined;
  for (let i = 0; i < line.length; i++) {
    const code = line.codePointAt(i)!;
    const char = String.fromCodePoint(code);
    const wide = char.length === 2;
    const face = CONTROL.test(char) ? undefined : faceFor(code, families, bold);
    const level = embedding.levels[i]!;
    if (!face) {
      current = undefined;
    } else if (current && current.level === level && current.face.name === face.name) {
      current.chars.push(mirrored.get(i) ?? char);
      current.at = Math.min(current.at, position[i]!);
    } else {
      current = { chars: [mirrored.get(i) ?? char], level, face, at: position[i]! };
      runs.push(current);
    }
    if (wide) i++;
  }

  // What a PDF reader should extract: the characters as written, in the order drawn. Readers (poppler, pdf.js) order a
  // line's text by the bidi algorithm themselves, from where each character stands; a shaped Arabic glyph alone maps
  // back to one letter only (the font shares dotless forms between letters), so the line carries this as ActualText.
  const visualText = order
    .map((index) => line.codePointAt(index)!)
    .filter((code) => code < 0xdc00 || code > 0xdfff) // a low surrogate: its character was taken whole at its high one
    .map((code) => String.fromCodePoint(code))
    .filter((char) => !CONTROL.test(char))
    .join("");
  const drawn = runs
    .sort((a, b) => a.at - b.at)
    .map((run) => {
      const logical = run.chars.join("");
      // An odd level reads right to left. fontkit reverses a right-to-left script's run by itself; any other run the
      // level wants reversed (brackets, spaces) is reversed here, and a left-to-right run fontkit would reverse
      // (Arabic-Indic digits) is handed over reversed so that its reversal puts it back.
      const readsRtl = run.level % 2 === 1;
      const drawn = readsRtl === RTL_SCRIPT.test(logical) ? logical : [...logical].reverse().join("");
      return { text: drawn, face: run.face, blank: logical.trim() === "" };
    });
  return { runs: drawn, visualText };
}
