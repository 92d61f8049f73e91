/**
 * The printable receipt, `/{lang}/orders/{uuid}/print/order.pdf` (ordering spec §7 "Receipt download"), drawn by
 * pdfkit in the order's language. pdfkit (through fontkit) shapes Arabic — joined letters — but does not order a
 * line's words for right-to-left reading, and loses spaces when it lays out an Arabic run itself, so this module
 * places every word itself: words in an Arabic line go from the right, a run of Latin words or numbers inside it
 * keeps its own left-to-right order (the part of the Unicode bidi algorithm a receipt needs). Each word takes the
 * font that has its script: Noto Sans Arabic, Inter (Latin, Cyrillic). Languages whose script neither font has
 * (Hebrew, Thai, Chinese, Japanese, Korean) get the English labels; see docs/decisions/0031-pdf-receipts.md.
 */
import PDFDocument from "pdfkit";
import { CATALOGUES } from "../../engine/i18n/all-catalogues";
import type { Catalogue, TextKey } from "../../engine/i18n/ui-text";
import { formatMoney, type MoneyDisplaySettings } from "../../engine/rules";
import { formatOrderDate } from "../../engine/rules/order-date";
import type { Milli } from "../../schemas/money";
import { DELETED_LINE, isOrderEnded, receiptLineTotal, receiptRowLabel, receiptRows } from "../../engine/rules/order-receipt";
import type { PlacedOrder } from "./order-store";

const font = (file: string) => new URL(`../../node_modules/@fontsource/${file}`, import.meta.url).pathname;
const FONTS = {
  latin: font("inter/files/inter-latin-400-normal.woff"),
  latinBold: font("inter/files/inter-latin-700-normal.woff"),
  cyrillic: font("inter/files/inter-cyrillic-400-normal.woff"),
  cyrillicBold: font("inter/files/inter-cyrillic-700-normal.woff"),
  arabic: font("noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff"),
  arabicBold: font("noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff"),
};
/** Languages whose labels the fonts above can draw. */
const DRAWABLE = new Set(["en", "ar", "de", "es", "fr", "it", "nl", "ru", "tr"]);
const RTL = new Set(["ar"]);
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const CYRILLIC = /[\u0400-\u04FF]/;

export interface ReceiptVenue extends MoneyDisplaySettings {
  name: string;
  timezone: string | null;
}

type Doc = InstanceType<typeof PDFDocument>;
interface Style {
  size: number;
  bold?: boolean;
  color?: string;
  strike?: boolean;
}

/** A font for one word, by its script. */
function fontFor(word: string, bold: boolean | undefined): string {
  if (ARABIC.test(word)) return bold ? "arabicBold" : "arabic";
  if (CYRILLIC.test(word)) return bold ? "cyrillicBold" : "cyrillic";
  return bold ? "latinBold" : "latin";
}

/** Bidi and format controls the fonts have no glyph for (formatMoney marks Arabic amounts with them). */
const CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

interface Run {
  text: string;
  font: string;
  width: number;
  arabic: boolean;
  /** Which word of the line the run belongs to: runs of one word touch, words are a space apart. */
  word: number;
}

/** A line's runs — each word cut where its script changes ("12:00م" → "12:00", "م") — measured, in reading order. */
function runsOf(doc: Doc, text: string, style: Style): Run[] {
  const words = text.replace(CONTROLS, "").replace(/[\u00a0\u202f]/g, " ").split(/\s+/).filter((w) => w !== "");
  return words.flatMap((word, index) =>
    (word.match(/[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+|[^\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+/g) ?? []).map((part) => {
      const f = fontFor(part, style.bold);
      doc.font(f).fontSize(style.size);
      return { text: part, font: f, width: doc.widthOfString(part), arabic: ARABIC.test(part), word: index };
    }),
  );
}

/**
 * The runs from left to right as the eye sees them. A line reads right to left when its first letter is Arabic
 * (or it starts with a right-to-left mark):
 * its runs then go from the right one by one — numbers too, each kept whole ("23, 2026 12:00" reads 12:00 2026 ,23
 * as the Unicode bidi algorithm orders numbers in Arabic text) — except a stretch from one Latin word to the last
 * Latin word or number after it, which keeps its own left-to-right order ("Municipality fee", "AED 12.00").
 */
function visualOrder(runs: Run[], markedRtl: boolean): Run[] {
  const latin = (run: Run) => !run.arabic && /\p{L}/u.test(run.text);
  const firstStrong = runs.find((r) => r.arabic || latin(r));
  if (!markedRtl && !firstStrong?.arabic) return runs;
  const fromRight: Run[] = [];
  for (let i = 0; i < runs.length; ) {
    if (!latin(runs[i]!)) {
      fromRight.push(runs[i]!);
      i++;
      continue;
    }
    // Numbers after a Latin word read with it (the bidi algorithm's rule W7): "AED 12.00" stays as it is.
    let end = i;
    for (let j = i; j < runs.length && !runs[j]!.arabic; j++) if (latin(runs[j]!) || /\d/.test(runs[j]!.text)) end = j;
    fromRight.push(...runs.slice(i, end + 1).reverse());
    i = end + 1;
  }
  return fromRight.reverse();
}

/** Draws one line of text inside [x, x + width], at the start or end edge for the document's reading direction. */
function drawLine(doc: Doc, text: string, box: { x: number; y: number; width: number; align: "start" | "end" }, style: Style, rtl: boolean): void {
  // A leading right-to-left mark (formatMoney's, for Arabic amounts) makes the line read right to left.
  const runs = visualOrder(runsOf(doc, text, style), /^[\u200f\u061c]/.test(text));
  const space = style.size * 0.28;
  const gap = (a: Run, b: Run) => (a.word === b.word ? 0 : space);
  const total = runs.reduce((sum, run, i) => sum + run.width + (i > 0 ? gap(runs[i - 1]!, run) : 0), 0);
  const atRight = rtl ? box.align === "start" : box.align === "end";
  let x = atRight ? box.x + box.width - total : box.x;
  const start = x;
  // Every run on one baseline, whatever its font's ascent (Inter and Noto Sans Arabic differ).
  const baseline = box.y + style.size * 0.85;
  runs.forEach((run, i) => {
    if (i > 0) x += gap(runs[i - 1]!, run);
    doc.font(run.font).fontSize(style.size).fillColor(style.color ?? "#1b1b1b").text(run.text, x, baseline, { lineBreak: false, baseline: "alphabetic" });
    x += run.width;
  });
  if (style.strike && runs.length > 0) {
    const middle = baseline - style.size * 0.3;
    doc.moveTo(start, middle).lineTo(start + total, middle).lineWidth(0.8).strokeColor(style.color ?? "#1b1b1b").stroke();
  }
}

/** `text` cut into lines no wider than `width` (between words; a single long word stays whole). */
function wrap(doc: Doc, text: string, style: Style, width: number): string[] {
  const lines: string[] = [];
  let current: string[] = [];
  const widthOf = (words: string[]) => runsOf(doc, words.join(" "), style).reduce((sum, run) => sum + run.width, 0) + style.size * 0.28 * Math.max(0, words.length - 1);
  for (const word of text.split(/\s+/).filter((w) => w !== "")) {
    if (current.length > 0 && widthOf([...current, word]) > width) {
      lines.push(current.join(" "));
      current = [];
    }
    current.push(word);
  }
  if (current.length > 0) lines.push(current.join(" "));
  return lines;
}

/** The receipt of `order` as a PDF, in `language` (English labels where the fonts cannot draw it). */
export function renderReceiptPdf(order: PlacedOrder, venue: ReceiptVenue, language: string): Promise<Buffer> {
  const code = language.toLowerCase();
  const labelsLanguage = DRAWABLE.has(code) ? code : "en";
  const texts: Catalogue = CATALOGUES[labelsLanguage as keyof typeof CATALOGUES] ?? CATALOGUES.en;
  const t = (key: TextKey, values: Record<string, string> = {}) => texts[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
  const rtl = RTL.has(labelsLanguage);
  const money = (amount: Milli) => formatMoney(amount, venue, labelsLanguage);

  const doc = new PDFDocument({ size: "A5", margin: 36, info: { Title: `${venue.name} — ${t("order_number", { number: order.padded_order_id })}` }, lang: labelsLanguage });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  let y = doc.page.margins.top;
  const line = (text: string, style: Style, align: "start" | "end" = "start", gap = 6) => {
    for (const part of wrap(doc, text, style, width)) {
      drawLine(doc, part, { x: left, y, width, align }, style, rtl);
      y += style.size + 4;
    }
    y += gap - 4;
  };
  /** A label at the start edge and an amount at the end edge of the same line. */
  const row = (label: string, amount: string, style: Style = { size: 10 }) => {
    drawLine(doc, label, { x: rtl ? left + width * 0.4 : left, y, width: width * 0.6, align: "start" }, style, rtl);
    drawLine(doc, amount, { x: rtl ? left : left + width * 0.4, y, width: width * 0.6, align: "end" }, style, rtl);
    y += style.size + 7;
  };
  const rule = () => {
    doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).strokeColor("#c8c8c8").stroke();
    y += 8;
  };

  line(venue.name, { size: 18, bold: true }, "start", 10);
  line(t("order_number", { number: order.padded_order_id }), { size: 13, bold: true });
  if (order.created) line(formatOrderDate(order.created, venue.timezone, labelsLanguage), { size: 10, color: "#555555" });
  if (order.customer_name) line(order.customer_name, { size: 10, color: "#555555" }, "start", 12);
  if (isOrderEnded(order.status)) line(t("order_canceled"), { size: 10, bold: true, color: "#b42318" }, "start", 12);
  rule();

  // The lines: quantity, product, price (Deleted lines struck through).
  const qtyWidth = 44;
  const priceWidth = 90;
  const column = (start: number, size: number) => (rtl ? left + width - start - size : left + start);
  const header: Style = { size: 9, bold: true, color: "#555555" };
  drawLine(doc, t("ui_str_qty"), { x: column(0, qtyWidth), y, width: qtyWidth, align: "start" }, header, rtl);
  drawLine(doc, t("product"), { x: column(qtyWidth, width - qtyWidth - priceWidth), y, width: width - qtyWidth - priceWidth, align: "start" }, header, rtl);
  drawLine(doc, t("price"), { x: column(width - priceWidth, priceWidth), y, width: priceWidth, align: "end" }, header, rtl);
  y += 16;
  for (const item of order.line_items) {
    const deleted = item.status === DELETED_LINE;
    const style: Style = { size: 10, strike: deleted, color: deleted ? "#8a8a8a" : "#1b1b1b" };
    drawLine(doc, String(item.quantity), { x: column(0, qtyWidth), y, width: qtyWidth, align: "start" }, style, rtl);
    drawLine(doc, item.product_name, { x: column(qtyWidth, width - qtyWidth - priceWidth), y, width: width - qtyWidth - priceWidth, align: "start" }, style, rtl);
    drawLine(doc, money(receiptLineTotal(item, venue.price_decimal_places)), { x: column(width - priceWidth, priceWidth), y, width: priceWidth, align: "end" }, style, rtl);
    y += 15;
    if (item.product_variation) {
      drawLine(doc, item.product_variation, { x: column(qtyWidth, width - qtyWidth - priceWidth), y, width: width - qtyWidth - priceWidth, align: "start" }, { size: 8, color: "#666666" }, rtl);
      y += 12;
    }
  }
  y += 4;
  rule();

  // The same rows as the order screen (engine/rules/order-receipt.ts).
  for (const summary of receiptRows(order)) {
    const amount = summary.kind === "discount" ? `−${money(summary.amount)}` : money(summary.amount);
    row(receiptRowLabel(summary, t), amount, summary.kind === "total" ? { size: 13, bold: true } : undefined);
  }
  if (order.order_comments) {
    y += 6;
    line(t("order_comments"), { size: 9, bold: true, color: "#555555" }, "start", 4);
    line(order.order_comments, { size: 10 });
  }
  y += 10;
  line(t("order_success_body"), { size: 9, color: "#555555" });
  doc.end();
  return done;
}
