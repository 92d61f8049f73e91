import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "../../../engine/i18n/all-catalogues";
import type { TextKey } from "../../../engine/i18n/ui-text";
import { formatMoney, milli } from "../../../engine/rules";
import type { PlacedOrder } from "../../../server/orders/order-store";
import { renderReceiptPdf, type ReceiptVenue } from "../../../server/orders/receipt-pdf";

/**
 * The receipt in every language the app speaks (issue 18): each label in the receipt's language (none fell back to
 * English for want of a font), and Arabic and Hebrew text extracted in the order it is read, brackets facing their
 * words. The PDFs and their pictures (poppler's pdftoppm) are kept in test-results/receipts/ to be looked at.
 */
const OUT = "test-results/receipts";

/** A dish, its option line and a tax as a venue would name them in each language (the order keeps its own language's). */
const NAMES: Record<keyof typeof CATALOGUES, [dish: string, option: string, tax: string]> = {
  en: ["Mixed Grill", "Size: Large (for two)", "VAT"],
  ar: ["مشاوي مشكلة", "الحجم: كبيرة (شخصان)", "ضريبة القيمة المضافة"],
  de: ["Gemischter Grillteller", "Größe: Groß (für zwei)", "MwSt."],
  es: ["Parrillada mixta", "Tamaño: Grande (para dos)", "IVA"],
  fr: ["Grillades mixtes", "Taille : Grande (pour deux)", "TVA"],
  he: ["מעורב על האש", "גודל: גדול (לשניים)", "מע״מ"],
  it: ["Grigliata mista", "Formato: Grande (per due)", "IVA"],
  ja: ["ミックスグリル", "サイズ: 大 (2人前)", "消費税"],
  kp: ["모둠 그릴", "크기: 대 (2인분)", "부가세"],
  nl: ["Gemengde grill", "Formaat: Groot (voor twee)", "Btw"],
  ru: ["Ассорти на гриле", "Размер: Большой (на двоих)", "НДС"],
  th: ["ย่างรวม", "ขนาด: ใหญ่ (สำหรับสองคน)", "ภาษีมูลค่าเพิ่ม"],
  tr: ["Karışık ızgara", "Boy: Büyük (iki kişilik)", "KDV"],
  zh: ["烤肉拼盘", "份量: 大份 (两人份)", "增值税"],
};

const venue: ReceiptVenue = { name: "Olive & Ember", timezone: "Asia/Dubai", currency: "AED", currency_symbol: "AED", display_currency: true, price_decimal_places: 2 };

function orderIn(language: keyof typeof NAMES): PlacedOrder {
  const [dish, option, tax] = NAMES[language];
  return {
    uuid: "2b0c7c38-5f0e-4a53-9d1e-4f1f8c1d2a10", padded_order_id: "00042", payment_url: null, created: "2026-11-23T16:45:00Z", status: "pending",
    customer_name: "Layla", phone: "", reference: "00042", order_type: "takeaway",
    discounts: [{ name: "WELCOME10", amount_value: "12.800", free_delivery: false }],
    delivery_fees: "0.000", sub_total: "128.000", taxes: [{ id: 1, name: tax, amount: "5.760" }], total: "120.960",
    order_comments: "", additional_data: { tips_amount: "0.000" }, payments: [], balance_due: "120.960", change: "0.000",
    line_items: [
      { status: "Active", quantity: 2, product_name: dish, product_variation: option, combo_groups: [], product_price: "64.000", special_instructions: "" },
    ],
    split_payments: [],
  };
}

/** Text without bidi marks, compatibility forms folded, spaces single. */
const plain = (text: string) => text.normalize("NFKC").replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, "").replace(/\s+/g, " ");

/** Text as pdftotext reads it. */
function extracted(pdf: string): string {
  return plain(execFileSync("pdftotext", ["-enc", "UTF-8", pdf, "-"], { encoding: "utf8" }));
}

const LABELS: TextKey[] = ["ui_str_qty", "product", "price", "ui_str_cart_subtotal", "ui_str_cart_total", "balance_due"];

describe("the receipt PDF in every language the app speaks (issue 18)", () => {
  mkdirSync(OUT, { recursive: true });

  for (const language of Object.keys(CATALOGUES) as (keyof typeof CATALOGUES)[]) {
    it(`${language}: every label in ${language}, the order's names, drawn and extractable`, async () => {
      const pdf = await renderReceiptPdf(orderIn(language), venue, language);
      const file = `${OUT}/receipt-${language}.pdf`;
      writeFileSync(file, pdf);
      execFileSync("pdftoppm", ["-png", "-r", "80", "-singlefile", file, `${OUT}/receipt-${language}`]);
      const text = extracted(file);
      const texts = CATALOGUES[language];
      for (const key of LABELS) {
        expect(text, key).toContain(texts[key].normalize("NFKC"));
        // No label fell back to English (where the language's word is another).
        if (language !== "en" && CATALOGUES.en[key] !== texts[key] && !texts[key].includes(CATALOGUES.en[key])) {
          expect(text, key).not.toContain(` ${CATALOGUES.en[key]} `);
        }
      }
      expect(text).toContain(texts.order_number.replace("{number}", "00042").normalize("NFKC"));
      const [dish, option, tax] = NAMES[language];
      // In reading order, brackets facing their words: "(شخصان)", never ")شخصان(". (pdftotext places a colon
      // between right-to-left words by its own guess, so colons are left out of the comparison.)
      const noColons = (s: string) => s.replace(/ ?: ?/g, " ");
      for (const name of [dish, option, tax]) expect(noColons(text)).toContain(noColons(plain(name)));
      expect(text).toContain(plain(option.slice(option.indexOf("("))));
      // The total as the app writes it (its parts: pdftotext reads "120.96 AED" in Arabic from where the words stand).
      for (const part of plain(formatMoney(milli(120960), venue, language)).split(" ")) expect(text).toContain(part);
    });
  }
});
