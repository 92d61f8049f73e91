import { execFile } from "node:child_process";
import http from "node:http";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { test } from "./test";
import { LARGE_MIXED_GRILL, TWO_TABBOULEH_AND_A_FATTOUSH, tablesHummusOrder } from "../../support/demo-orders";
/** The demo venue's API as a server-side caller reaches it (Node does not resolve `demo.localhost`). */
const api = (path: string) => `http://127.0.0.1:${process.env["CARTA_TEST_PORT"]}${path}`;

/**
 * POSTs JSON to 127.0.0.1 as if to `{license}.localhost` (Node's fetch does not let a Host header through). The
 * server scopes each call to the venue at the host, so an order must be placed under its own venue's host.
 */
function postAs(license: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: string; cookie: string | undefined }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      api(path),
      { method: "POST", headers: { host: `${license}.localhost:${process.env["CARTA_TEST_PORT"]}`, "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...headers } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          const setCookie = response.headers["set-cookie"]?.[0];
          resolve({ status: response.statusCode ?? 0, body: text, cookie: setCookie?.split(";")[0] });
        });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/**
 * Places `order` at `license` as the guest browsing in `page` (see placeAsGuest), or with no page as a guest on another
 * phone: the order as answered.
 */
export async function placeOrderAt(page: Page | undefined, license: string, order: unknown): Promise<{ uuid: string; padded_order_id: string; total: string; balance_due: string }> {
  return (await placeAsGuest(page, license, order)) as { uuid: string; padded_order_id: string; total: string; balance_due: string };
}

/** Runs a plugin's staff command as `npm run pos -- …` does while the server runs: its printed lines. */
export async function posCommand(license: string, name: string, ...args: string[]): Promise<string[]> {
  const response = await fetch(api(`/admin/api/plugins/integration-venue-group/commands/${name}/`), {
    method: "POST",
    headers: { authorization: `Bearer ${process.env["CARTA_TEST_ADMIN_TOKEN"]}`, "content-type": "application/json" },
    body: JSON.stringify({ args, license }),
  });
  if (!response.ok) throw new Error(`pos ${name} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { lines: string[] }).lines;
}

/**
 * Places an order as the guest browsing in `page` would: the guest's secret cookie the answer sets is given to the
 * page's browser for `{license}.localhost`, so the page may see the order whole, pay it and tip it.
 */
async function placeAsGuest(page: Page | undefined, license: string, order: unknown, language = "en"): Promise<unknown> {
  const answer = await postAs(license, `/${language}/api/order/`, order, { "idempotency-key": crypto.randomUUID() });
  if (answer.status !== 201) throw new Error(`The order was refused: ${answer.status} ${answer.body}`);
  if (answer.cookie && page) {
    const [name, value] = answer.cookie.split("=") as [string, string];
    await page.context().addCookies([{ name, value, url: `http://${license}.localhost:${process.env["CARTA_TEST_PORT"]}/`, httpOnly: true, sameSite: "Lax" }]);
  }
  return JSON.parse(answer.body) as unknown;
}

const run = promisify(execFile);

/**
 * A takeaway order of two Tabbouleh and a Fattoush (AED 98.60 with taxes), placed as the guest in `page` places one;
 * paid by cash unless `paymentType` says "card" (then its answer carries the paylink sandbox's `payment_url`).
 */
export async function placeDemoOrder(page: Page, paymentType: "cash" | "card" = "cash"): Promise<{ uuid: string; padded_order_id: string; payment_url?: string }> {
  return (await placeAsGuest(page, "demo", { ...TWO_TABBOULEH_AND_A_FATTOUSH, payment_type: paymentType })) as { uuid: string; padded_order_id: string; payment_url?: string };
}

/** A large Mixed Grill (AED 180.50) placed at the demo in `language`, as the guest in `page` (decision 0044). */
export async function placeGrillOrderIn(page: Page, language: string): Promise<{ uuid: string; padded_order_id: string }> {
  return (await placeAsGuest(page, "demo", LARGE_MIXED_GRILL, language)) as { uuid: string; padded_order_id: string };
}

/** A card order for one Hummus (18.00, no taxes) at `license`, a venue made from tests/fixtures/venues/tables.json; its payment page. */
export async function placeCardOrder(page: Page, license: string, menuId: number): Promise<{ uuid: string; padded_order_id: string; payment_url: string }> {
  return (await placeAsGuest(page, license, {
    menu: menuId,
    customer_name: "Omar",
    order_type: "takeaway",
    payment_type: "card",
    sub_total: "18.000",
    total: "18.000",
    line_items: [{ product: 11, product_name: "Hummus", product_price: "18.000", quantity: 1 }],
  })) as { uuid: string; padded_order_id: string; payment_url: string };
}

/**
 * A dine-in order of one Hummus (18.00, no taxes) at a table of the `tables` venue (tests/fixtures/venues/tables.json),
 * named by its table as the app names it, placed as the guest in `page` places one (without a page, by a guest of
 * another phone): the table's open order from then on.
 */
export async function placeTableOrder(page: Page | undefined, table: number): Promise<{ uuid: string; padded_order_id: string }> {
  return (await placeAsGuest(page, "tables", tablesHummusOrder(table))) as { uuid: string; padded_order_id: string };
}

/**
 * Starting a TypeScript CLI (Node, tsx's compile of the command's modules) takes 2 s of a quiet machine's CPU and over
 * 10 s of a loaded one's: the process has its own budget, added to the test's (issue 20: a heavy step documented).
 */
const CLI_PROCESS_BUDGET_MS = 20_000;

/** `npm run order -- …` as staff run it while the server runs (through its staff calls, with the server's token). */
export async function staffCli(...args: string[]): Promise<string> {
  test.info().setTimeout(test.info().timeout + CLI_PROCESS_BUDGET_MS);
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

/** The order as the server answers it to the guest in `page` (GET /{lang}/api/order/{uuid}/, the guest's cookie). */
export async function readOrderBack(page: Page, language: string, uuid: string): Promise<Record<string, unknown>> {
  return page.evaluate(async (path) => {
    const response = await fetch(path, { headers: { Accept: "application/json" } });
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  }, `/${language}/api/order/${uuid}/`);
}
