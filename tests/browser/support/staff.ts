import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
/** The demo venue's API as a server-side caller reaches it (Node does not resolve `demo.localhost`). */
const api = (path: string) => `http://127.0.0.1:${process.env["CARTA_TEST_PORT"]}${path}`;

const run = promisify(execFile);

/** A takeaway order of two Tabbouleh and a Fattoush (AED 98.60 with taxes), placed through the order call as the app places one. */
export async function placeDemoOrder(): Promise<{ uuid: string; padded_order_id: string }> {
  const response = await fetch(api("/en/api/order/"), {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify({
      menu: 1,
      customer_name: "Layla",
      order_type: "takeaway",
      payment_type: "cash",
      order_comments: "No onions, please",
      sub_total: "92.000",
      total: "98.600",
      taxes: [
        { id: 1, name: "VAT", amount: "4.600" },
        { id: 2, name: "Municipality fee", amount: "2.000" },
      ],
      line_items: [
        { product: 133, product_name: "Tabbouleh", product_price: "30.000", quantity: 2 },
        { product: 132, product_name: "Fattoush", product_price: "32.000", quantity: 1 },
      ],
    }),
  });
  if (response.status !== 201) throw new Error(`The order was refused: ${response.status} ${await response.text()}`);
  return (await response.json()) as { uuid: string; padded_order_id: string };
}

/** A card order for one Hummus (18.00, no taxes) at a venue made from tests/fixtures/venues/tables.json; its payment page. */
export async function placeCardOrder(menuId: number): Promise<{ uuid: string; padded_order_id: string; payment_url: string }> {
  const response = await fetch(api("/en/api/order/"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      menu: menuId,
      customer_name: "Omar",
      order_type: "takeaway",
      payment_type: "card",
      sub_total: "18.000",
      total: "18.000",
      line_items: [{ product: 11, product_name: "Hummus", product_price: "18.000", quantity: 1 }],
    }),
  });
  if (response.status !== 201) throw new Error(`The order was refused: ${response.status} ${await response.text()}`);
  return (await response.json()) as { uuid: string; padded_order_id: string; payment_url: string };
}

/** `npm run order -- …` as staff run it while the server runs (through its staff calls, with the server's token). */
export async function staffCli(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "server/cli/order.ts", ...args], {
    env: { ...process.env, CARTA_ADMIN_TOKEN: process.env["CARTA_TEST_ADMIN_TOKEN"], CARTA_URL: api("") },
  });
  return stdout;
}

/** One staff HTTP call (POST /admin/api/orders/…), with the server's token. */
export async function staffCall(path: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(api(`/admin/api/orders/${path}`), {
    method: "POST",
    headers: { authorization: `Bearer ${process.env["CARTA_TEST_ADMIN_TOKEN"]}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The staff call ${path} failed: ${response.status}`);
  return response.json();
}

/** Resolves once the page's live connection has subscribed to `channel` (events from then on reach it). */
export function liveSubscribed(page: Page, channel: string): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      socket.on("framereceived", ({ payload }) => {
        if (String(payload).includes("pusher_internal:subscription_succeeded") && String(payload).includes(channel)) resolve();
      });
    });
  });
}
