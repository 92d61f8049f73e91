import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestClient } from "../../support/guest-client";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { importVenueFile } from "../../../server/venues/import-venue";

/** The text pdf.js reads off each page, words joined by single spaces. */
async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: bytes }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const text = content.items.map((item) => ("str" in item ? item.str : "")).join(" ").replace(/\s+/g, " ");
  return { pages: doc.numPages, text };
}

describe("GET /{lang}/orders/{uuid}/print/order.pdf: the receipt as a PDF (ordering spec §7; issue 12)", () => {
  let db: Database;
  let app: FastifyInstance;
  const guest = guestClient(() => app);
  let uuid: string;

  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, "server/venues/demo/venue.json");
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "demo", now: () => Date.parse("2026-11-23T12:00:00+04:00"), adminToken: "t" });
    const placed = await guest.inject({
      method: "POST",
      url: "/en/api/order/",
      payload: {
        menu: 1, customer_name: "Layla", order_type: "takeaway", payment_type: "cash", order_comments: "No onions", sub_total: "92.000", total: "98.600",
        taxes: [{ id: 1, name: "VAT", amount: "4.600" }, { id: 2, name: "Municipality fee", amount: "2.000" }],
        line_items: [{ product: 133, product_price: "30.000", quantity: 2 }, { product: 132, product_price: "32.000", quantity: 1 }],
      },
    });
    uuid = (placed.json() as { uuid: string }).uuid;
    await guest.inject({ method: "POST", url: `/admin/api/orders/${uuid}/lines/0/delete/`, headers: { authorization: "Bearer t" } });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it("in English: the order as it stands now, a deleted line and all, as one page of text", async () => {
    const response = await guest.inject({ url: `/en/orders/${uuid}/print/order.pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('inline; filename="order-00001.pdf"');
    const { pages, text } = await pdfText(new Uint8Array(response.rawPayload));
    expect(pages).toBe(1);
    for (const part of ["Olive & Ember", "Order #00001", "November 23rd, 2026 12:00PM", "Tabbouleh", "Fattoush", "Subtotal AED 32.00", "VAT AED 1.60", "Municipality fee AED 2.00", "Total AED 35.60", "Balance Due AED 35.60", "No onions"]) {
      expect(text).toContain(part);
    }
  });

  it("in Arabic: the labels in Arabic, amounts as the app writes them; an unknown order is a 404", async () => {
    const response = await guest.inject({ url: `/ar/orders/${uuid}/print/order.pdf` });
    expect(response.statusCode).toBe(200);
    const { pages, text } = await pdfText(new Uint8Array(response.rawPayload));
    expect(pages).toBe(1);
    expect(text).toContain("00001");
    expect(text).toContain("AED 35.60");
    // Shaped Arabic comes back from a PDF as presentation forms, so look for letters, not words.
    expect(text).toMatch(/[\u0600-\u06FF]/);
    expect(response.rawPayload.toString("latin1")).toMatch(/NotoSansArabic/);
    expect((await guest.inject({ url: "/en/orders/00000000-0000-4000-8000-000000000000/print/order.pdf" })).statusCode).toBe(404);
  });
});
