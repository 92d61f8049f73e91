/**
 * The printable receipt, `/{lang}/orders/{uuid}/print/order.pdf` (ordering spec §7 "Receipt download"), drawn by
 * pdfkit with the labels of `lang` in every language the app speaks, and the order's names as it keeps them (in the
 * order's language, decision 0044). Each line is ordered by the Unicode bidi algorithm and cut into runs by font
 * (receipt-text.ts); each character is drawn with the font file that has it (receipt-fonts.ts). Long lines wrap between
 * words as the language writes them (Intl.Segmenter: Thai, Chinese and Japanese have no spaces).
 */
import PDFDocument from "pdfkit";
import { catalogueFor } from "../../engine/i18n/all-catalogues";
import { directionOf, type TextKey } from "../../engine/i18n/ui-text";
import { formatMoney, type MoneyDisplaySettings } from "../../engine/rules";
import { intlLocale } from "../../engine/rules/money-format";
import { formatOrderDate } from "../../engine/rules/order-date";
import type { Milli } from "../../schemas/money";
import { DELETED_LINE, isOrderEnded, receiptLineTotal, receiptRowLabel, receiptRows } from "../../engine/rules/order-receipt";
import type { PlacedOrder } from "./order-store";
import { familiesFor, fontBytes } from "./receipt-fonts";
import { visualRuns, type Direction, type TextRun } from "./receipt-text";

export interface ReceiptVenue extends MoneyDisplaySettings {
  name: string;
  timezone: string | null;
}

type Doc = InstanceType<typeof PDFDocument>;

/**
 * An amount reads in the direction its own text starts with: "−AED 12.80" left to right with its sign in front, in
 * Arabic too; formatMoney starts an amount in Arabic numerals with a right-to-left mark.
 */
const AMOUNT = "auto";
interface Style {
  size: number;
  bold?: boolean;
  color?: string;
  strike?: boolean;
  /** The paragraph direction: the receipt's (labels, amounts) unless "auto" (names the venue or the guest wrote). */
  direction?: Direction;
}

/** Draws and measures text on one document: fonts registered on first use, runs laid out by receipt-text.ts. */
class ReceiptWriter {
  private readonly registered = new Set<string>();
  private readonly families: ReturnType<typeof familiesFor>;
  private readonly segmenter: Intl.Segmenter;

  constructor(
    readonly doc: Doc,
    language: string,
    readonly rtl: boolean,
  ) {
    this.families = familiesFor(language);
    this.segmenter = new Intl.Segmenter(intlLocale(language), { granularity: "word" });
  }

  private layout(text: string, style: Style): { runs: (TextRun & { width: number })[]; visualText: string } {
    const direction = style.direction ?? (this.rtl ? "rtl" : "ltr");
    const { runs, visualText } = visualRuns(text, direction, this.families, style.bold ?? false);
    const measured = runs.map((run) => {
      this.use(run.face.name, run.face.file).fontSize(style.size);
      return { ...run, width: this.doc.widthOfString(run.text) };
    });
    return { runs: measured, visualText };
  }

  private use(name: string, file: string): Doc {
    if (!this.registered.has(name)) {
      this.doc.registerFont(name, fontBytes(file));
      this.registered.add(name);
    }
    return this.doc.font(name);
  }

  width(text: string, style: Style): number {
    return this.layout(text, style).runs.reduce((sum, run) => sum + run.width, 0);
  }

  /** Draws one line inside [x, x + width], at the start or end edge for the receipt's reading direction. */
  line(text: string, box: { x: number; y: number; width: number; align: "start" | "end" }, style: Style): void {
    const { runs, visualText } = this.layout(text.trim(), style);
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    const atRight = this.rtl ? box.align === "start" : box.align === "end";
    let x = atRight ? box.x + box.width - total : box.x;
    const start = x;
    // Every run on one baseline, whatever its font's ascent (Inter and the Noto fonts differ).
    const baseline = box.y + style.size * 0.85;
    // The line's text as written, for copying and extraction (receipt-text.ts says why).
    this.doc.markContent("Span", { actual: visualText });
    for (const run of runs) {
      if (!run.blank) {
        this.use(run.face.name, run.face.file)
          .fontSize(style.size)
          .fillColor(style.color ?? "#1b1b1b")
          .text(run.text, x, baseline, { lineBreak: false, baseline: "alphabetic" });
      }
      x += run.width;
    }
    this.doc.endMarkedContent();
    if (style.strike && runs.length > 0) {
      const middle = baseline - style.size * 0.3;
      this.doc.moveTo(start, middle).lineTo(start + total, middle).lineWidth(0.8).strokeColor(style.color ?? "#1b1b1b").stroke();
    }
  }

  /** `text` cut into lines no wider than `width`, between words as its language writes them (or within a longer word). */
  wrap(text: string, style: Style, width: number): string[] {
    const lines: string[] = [];
    let current = "";
    const pieces = [...this.segmenter.segment(text.replace(/\s+/g, " ").trim())].map((s) => s.segment);
    for (const piece of pieces) {
      if (current.trim() !== "" && this.width((current + piece).trim(), style) > width) {
        lines.push(current.trim());
        current = "";
      }
      current += piece;
      // A single word wider than the line is cut between its letters.
      while (this.width(current.trim(), style) > width && [...current.trim()].length > 1) {
        const letters = [...current.trim()];
        let fit = letters.length - 1;
        while (fit > 1 && this.width(letters.slice(0, fit).join(""), style) > width) fit--;
        lines.push(letters.slice(0, fit).join(""));
        current = letters.slice(fit).join("");
      }
    }
    if (current.trim() !== "") lines.push(current.trim());
    return lines;
  }
}

/** The receipt of `order` as a PDF, with the labels of `language` (English for a language the app does not speak). */
export function renderReceiptPdf(order: PlacedOrder, venue: ReceiptVenue, language: string): Promise<Buffer> {
  const { language: labelsLanguage, texts } = catalogueFor(language);
  const t = (key: TextKey, values: Record<string, string> = {}) => texts[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
  const rtl = directionOf(labelsLanguage) === "rtl";
  const money = (amount: Milli) => formatMoney(amount, venue, labelsLanguage);

  const doc = new PDFDocument({ size: "A5", margin: 36, info: { Title: `${venue.name} — ${t("order_number", { number: order.padded_order_id })}` }, lang: labelsLanguage });
  const writer = new ReceiptWriter(doc, labelsLanguage, rtl);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  let y = doc.page.margins.top;
  /** Moves to a new page when `height` more would run past the bottom margin (a long order). */
  const room = (height: number) => {
    if (y + height <= doc.page.height - doc.page.margins.bottom) return;
    doc.addPage();
    y = doc.page.margins.top;
  };
  const line = (text: string, style: Style, align: "start" | "end" = "start", gap = 6) => {
    for (const part of writer.wrap(text, style, width)) {
      room(style.size + 4);
      writer.line(part, { x: left, y, width, align }, style);
      y += style.size + 4;
    }
    y += gap - 4;
  };
  /** A label at the start edge and an amount at the end edge of the same line. */
  const row = (label: string, amount: string, style: Style = { size: 10 }) => {
    room(style.size + 7);
    writer.line(label, { x: rtl ? left + width * 0.4 : left, y, width: width * 0.6, align: "start" }, style);
    writer.line(amount, { x: rtl ? left : left + width * 0.4, y, width: width * 0.6, align: "end" }, { ...style, direction: AMOUNT });
    y += style.size + 7;
  };
  const rule = () => {
    doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).strokeColor("#c8c8c8").stroke();
    y += 8;
  };

  line(venue.name, { size: 18, bold: true, direction: "auto" }, "start", 10);
  line(t("order_number", { number: order.padded_order_id }), { size: 13, bold: true });
  if (order.created) line(formatOrderDate(order.created, venue.timezone, labelsLanguage), { size: 10, color: "#555555" });
  if (order.customer_name) line(order.customer_name, { size: 10, color: "#555555", direction: "auto" }, "start", 12);
  if (isOrderEnded(order.status)) line(t("order_canceled"), { size: 10, bold: true, color: "#b42318" }, "start", 12);
  rule();

  // The lines: quantity, product (and its options), price; Deleted lines struck through.
  const qtyWidth = 44;
  const priceWidth = 90;
  const nameWidth = width - qtyWidth - priceWidth - 8;
  const column = (start: number, size: number) => (rtl ? left + width - start - size : left + start);
  const cell = (text: string, at: number, size: number, align: "start" | "end", style: Style) => writer.line(text, { x: column(at, size), y, width: size, align }, style);
  const header: Style = { size: 9, bold: true, color: "#555555" };
  cell(t("ui_str_qty"), 0, qtyWidth, "start", header);
  cell(t("product"), qtyWidth, nameWidth, "start", header);
  cell(t("price"), width - priceWidth, priceWidth, "end", header);
  y += 16;
  for (const item of order.line_items) {
    const deleted = item.status === DELETED_LINE;
    const style: Style = { size: 10, strike: deleted, color: deleted ? "#8a8a8a" : "#1b1b1b" };
    const names = writer.wrap(item.product_name, { ...style, direction: "auto" }, nameWidth);
    room(15 * names.length);
    cell(String(item.quantity), 0, qtyWidth, "start", style);
    cell(money(receiptLineTotal(item, venue.price_decimal_places)), width - priceWidth, priceWidth, "end", { ...style, direction: AMOUNT });
    for (const name of names) {
      cell(name, qtyWidth, nameWidth, "start", { ...style, direction: "auto" });
      y += 15;
    }
    const note: Style = { size: 8, color: "#666666", direction: "auto" };
    for (const option of [item.product_variation, item.special_instructions].flatMap((text) => text.split("\n"))) {
      for (const part of option.trim() === "" ? [] : writer.wrap(option, note, nameWidth)) {
        room(12);
        cell(part, qtyWidth, nameWidth, "start", note);
        y += 12;
      }
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
    line(order.order_comments, { size: 10, direction: "auto" });
  }
  y += 10;
  line(t("order_success_body"), { size: 9, color: "#555555" });
  doc.end();
  return done;
}
