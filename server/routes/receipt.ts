import type { FastifyInstance } from "fastify";
import { decodeMenuData } from "../../schemas/menu";
import { readOrder } from "../orders/order-store";
import { accessOrder, tableView } from "../access/order-access";
import type { ReceiptVenue } from "../orders/receipt-pdf";
import { createReceiptRenderer } from "../orders/receipt-renderer";
import type { MenuData } from "../../schemas/menu";
import type { ServerContext } from "../server-context";
import { localisedPayload } from "../venues/localised-payload";
import { findVenue } from "../venues/venue-store";
import { notFound } from "./errors";

/**
 * GET /{lang}/orders/{uuid}/print/order.pdf (ordering spec §7 "Receipt download"): the order's receipt as a PDF in
 * `lang`, the venue's money and time zone, rendered in a worker thread and kept per order version
 * (server/orders/receipt-renderer.ts), for a guest who holds the order (403 otherwise); 404 for an order the
 * venue at the host does not have. Always the current order
 * (status, deleted lines, payments), never cached.
 */
export function registerReceiptRoute(app: FastifyInstance, ctx: ServerContext): void {
  const receipts = createReceiptRenderer();
  app.addHook("onClose", () => receipts.close());
  // A guest who reads an order may download its receipt next: the first order read gets the renderer loaded.
  let warmed = false;
  app.addHook("onResponse", async (request) => {
    if (warmed || request.method !== "GET" || request.routeOptions.url !== "/:lang/api/order/:id/") return;
    warmed = true;
    receipts.warm();
  });
  app.get<{ Params: { lang: string; uuid: string } }>("/:lang/orders/:uuid/print/order.pdf", async (request, reply) => {
    const access = await accessOrder(ctx, request, request.params.uuid, "hold");
    if (!access.ok) return reply.code(access.status).send({ detail: access.detail });
    const stored = await readOrder(ctx.db, access.uuid);
    const venue = await findVenue(ctx.db, access.license);
    if (!stored || !venue) return notFound(reply, "No such order");
    // A guest who joined the order at its table gets the table's receipt, without the owner's contact details.
    const order = access.owner ? stored : tableView(stored);
    const language = /^[a-z]{2}$/i.test(request.params.lang) ? request.params.lang.toLowerCase() : venue.defaultLanguage;
    const menu = decodeMenuData(localisedPayload(venue, language));
    if (!menu.ok) return reply.code(422).send({ detail: "The venue's menu cannot be read." });
    const pdf = await receipts.render(order, receiptVenue(menu.value), language);
    return reply
      .header("cache-control", "no-store")
      .header("content-disposition", `inline; filename="order-${order.padded_order_id}.pdf"`)
      .type("application/pdf")
      .send(pdf);
  });
}

/** What a receipt shows of its venue: its name, clock and money settings (all the worker is sent). */
function receiptVenue(menu: MenuData): ReceiptVenue {
  return {
    name: menu.name,
    timezone: menu.timezone,
    currency: menu.currency,
    currency_symbol: menu.currency_symbol,
    display_currency: menu.display_currency,
    price_decimal_places: menu.price_decimal_places,
    enable_arabic_numerals: menu.enable_arabic_numerals,
    enable_alt_currency: menu.enable_alt_currency,
    alt_currency: menu.alt_currency,
    alt_currency_symbol: menu.alt_currency_symbol,
    alt_currency_price_decimal_places: menu.alt_currency_price_decimal_places,
    alt_currency_exchange_rate: menu.alt_currency_exchange_rate,
  };
}
