/**
 * Online (card) payments, end to end, through each provider plugin's gateway (decision 0051). Placing a card order
 * issues a payment: a reference, the amount, status UNPAID, and the page the guest goes to. The status calls then
 * `confirm`: ask the provider what became of the payment, record that once (UNPAID → PAID, DECLINED or CANCELED;
 * never twice, never back), and tell the guests watching the order when it is paid. A provider's signed webhook
 * settles a payment the same way. Nothing the browser sends sets a status.
 *
 * Which gateway: the plugin's own with the venue's keys (the venue file's `plugins`), else the sandbox — only in the
 * test mode an operator turns on (CARTA_PAYMENT_SANDBOX=1). Neither: the venue takes no online payment.
 *
 * A real provider is called over the network, so never inside the issuing transaction: the order's payment address
 * is then the server's own `/pay/{provider}/{reference}`, which creates the provider's payment when the guest follows
 * it (with the request's origin for the return) and sends the guest on. The sandbox has no network to wait for and
 * creates its page at once.
 *
 * Money rules (issue 17, docs/security.md): at most one open payment per order's balance and per share (a unique
 * index each); asking again while one is open answers that same page; and a payment is captured only while its amount
 * is still due, so a guest is never charged more than the order's balance.
 */
import { randomBytes } from "node:crypto";
import type { Database, Queryable } from "../db/database";
import type { PaymentProviderServer, PaymentRecord } from "../../engine/plugin-api/server";
import type { PaymentGateway, PaymentToCreate } from "../../engine/plugin-api/payment-provider";
import type { OrderEvents } from "../server-context";
import { decodeWith } from "../../schemas/decode";
import { parseAmount } from "../../schemas/money";
import { findPayment } from "./payment-store";
import { OUTCOMES, STATUS_OF_OUTCOME, UNPAID } from "./payment-statuses";
import { readPluginOptions } from "./plugin-options";
import { sandboxGateway, withdrawSandboxPage } from "./sandbox-gateway";

export { OUTCOMES, UNPAID } from "./payment-statuses";

export interface PaymentRequest {
  license: string;
  provider: string;
  orderId: string;
  orderUuid: string;
  amount: string;
  splitUuid?: string;
}

/** A provider plugin's payment half, with the id of the plugin whose venue options hold its keys. */
export interface PaymentPlugin {
  pluginId: string;
  payment: PaymentProviderServer;
}

export interface OnlinePaymentsOptions {
  /** The test mode: the sandbox stands in for providers a venue has no keys for. */
  sandbox: boolean;
  /** Provider API origins by provider id (`stripe` → a local fake in tests); the providers' own otherwise. */
  apiBases?: Readonly<Record<string, string>>;
}

/** Where the hop to a provider's page goes: refused with a status and detail, or the page. */
export type PaymentStart = { ok: true; url: string } | { ok: false; status: number; detail: string };
/** What a webhook request came to. */
export type WebhookAnswer = { status: number; body: unknown };

export interface OnlinePayments {
  /** The provider plugins with a payment half, by provider id. */
  readonly providers: ReadonlyMap<string, PaymentProviderServer>;
  /** Whether card payments can go to `provider` at all here: a plugin for it and a way to reach it (keys or the sandbox). */
  available(provider: string | null): provider is string;
  /** Whether this venue's card payments can reach `provider`: its keys, or the sandbox in test mode. */
  availableAt(license: string, provider: string | null): Promise<boolean>;
  /**
   * The payment page for `payment` issued in `tx`: the open payment of the same order balance or share when there is
   * one for the same amount (one open at a time), else a new one (an open one for another amount is withdrawn).
   */
  issue(tx: Queryable, payment: PaymentRequest): Promise<string>;
  /** The hop to the provider's page (`/pay/{provider}/{reference}`): creates the provider's payment once. */
  start(license: string, provider: string, reference: string, origin: string): Promise<PaymentStart>;
  /** May this payment be captured now: still open, and its amount no more than the order's balance due? */
  capturable(provider: string, reference: string): Promise<boolean>;
  confirm(license: string, provider: string, reference: string, session?: string): Promise<PaymentRecord | undefined>;
  /** A provider's webhook at the venue `license`: verified with that venue's keys, then settled once. */
  webhook(license: string, provider: string, rawBody: Buffer, headers: Readonly<Record<string, string | string[] | undefined>>): Promise<WebhookAnswer>;
}

/** The server's own address that creates a provider's payment when the guest follows it. */
export const startPage = (provider: string, reference: string) => `/pay/${encodeURIComponent(provider)}/${encodeURIComponent(reference)}`;

/** Stands where the return URL's session goes, so the provider's own value is written there verbatim. */
const SESSION_MARK = "carta-session-0051";

export function createOnlinePayments(
  db: Database,
  plugins: ReadonlyMap<string, PaymentPlugin>,
  events: () => OrderEvents | undefined,
  options: OnlinePaymentsOptions,
): OnlinePayments {
  const providers = new Map([...plugins].map(([id, plugin]) => [id, plugin.payment]));

  /** The gateway `license` reaches `provider` through: its keys, else the sandbox in test mode, else none. */
  async function gatewayFor(q: Queryable, license: string, provider: string): Promise<{ gateway: PaymentGateway; sandbox: boolean } | undefined> {
    const plugin = plugins.get(provider);
    if (!plugin) return undefined;
    const factory = plugin.payment.gateway;
    const given = factory ? await readPluginOptions(q, license, plugin.pluginId) : undefined;
    if (factory && given !== undefined) {
      const keys = decodeWith(factory.keys as never, given);
      // Keys that do not decode reach nothing: the venue is told it takes no online payment, never a sandbox page.
      if (!keys.ok) return undefined;
      return { gateway: factory.connect(keys.value, { apiBase: options.apiBases?.[provider] }), sandbox: false };
    }
    return options.sandbox ? { gateway: sandboxGateway(q, provider), sandbox: true } : undefined;
  }

  async function paymentToCreate(q: Queryable, row: { license: string; reference: string; order_id: string | null; order_uuid: string | null; split_uuid: string | null; amount: string | null }, returnUrl: PaymentToCreate["returnUrl"]): Promise<PaymentToCreate> {
    const [venue] = await q.query<{ name: string | null; currency: string | null }>("select payload->>'name' as name, payload->>'currency' as currency from venues where license = $1", [row.license]);
    return {
      reference: row.reference,
      orderId: row.order_id ?? "",
      orderUuid: row.order_uuid ?? "",
      splitUuid: row.split_uuid,
      amount: row.amount ?? "0",
      currency: venue?.currency ?? "AED",
      venueName: venue?.name ?? "",
      returnUrl,
    };
  }

  /** Records `status` from UNPAID in one statement (a double callback or two tabs record it once); tells the guests. */
  async function settle(license: string, provider: string, reference: string, status: string): Promise<void> {
    const settled = await db.query<{ order_uuid: string | null }>(
      "update payments set status = $4, updated_at = now() where license = $1 and provider = $2 and reference = $3 and status = $5 returning order_uuid",
      [license, provider, reference, status, UNPAID],
    );
    const orderUuid = settled[0]?.order_uuid;
    if (orderUuid && status === OUTCOMES.pay) {
      await db.query("update orders set updated_at = now() where uuid = $1", [orderUuid]);
      await events()?.orderUpdated(orderUuid);
    }
  }

  const capturable = async (provider: string, reference: string) => {
    const [row] = await db.query<{ status: string; amount: string | null; order_uuid: string | null; total: string | null; paid: string | null }>(
      `select p.status, p.amount, p.order_uuid, o.total,
              (select coalesce(sum(q.amount::numeric), 0)::text from payments q where q.order_uuid = p.order_uuid and q.status = 'PAID') as paid
         from payments p left join orders o on o.uuid = p.order_uuid
        where p.provider = $1 and p.reference = $2`,
      [provider, reference],
    );
    if (!row || row.status !== UNPAID) return false;
    if (!row.order_uuid) return true; // a payment of no order of ours (a provider's own record)
    const due = (parseAmount(row.total ?? "0") ?? 0) - (parseAmount(row.paid ?? "0") ?? 0);
    return (parseAmount(row.amount ?? "0") ?? 0) <= due;
  };

  return {
    providers,
    available: (provider): provider is string => provider !== null && (options.sandbox ? plugins.has(provider) : plugins.get(provider)?.payment.gateway !== undefined),
    availableAt: async (license, provider) => provider !== null && (await gatewayFor(db, license, provider)) !== undefined,
    async issue(tx, { license, provider, orderId, orderUuid, amount, splitUuid }) {
      const [open] = await tx.query<{ provider: string; reference: string; amount: string | null; redirect_url: string | null }>(
        "select provider, reference, amount, redirect_url from payments where order_uuid = $1 and status = $2 and split_uuid is not distinct from $3",
        [orderUuid, UNPAID, splitUuid ?? null],
      );
      if (open && open.provider === provider && open.amount === amount) return open.redirect_url ?? startPage(open.provider, open.reference);
      if (open) {
        // The balance changed since that page was issued (a merge, a deleted line): it is withdrawn before a new one.
        await tx.query("update payments set status = $3, updated_at = now() where provider = $1 and reference = $2", [open.provider, open.reference, OUTCOMES.cancel]);
        await withdrawSandboxPage(tx, open.provider, open.reference);
      }
      const reference = `${provider.slice(0, 3).toUpperCase()}-${randomBytes(6).toString("hex").toUpperCase()}`;
      await tx.query(
        "insert into payments (license, provider, reference, status, order_id, order_uuid, amount, split_uuid) values ($1, $2, $3, $4, $5, $6, $7, $8)",
        [license, provider, reference, UNPAID, orderId, orderUuid, amount, splitUuid ?? null],
      );
      const reached = await gatewayFor(tx, license, provider);
      if (!reached?.sandbox) return startPage(provider, reference);
      // The sandbox waits on no network: its page is created with the payment, in the same transaction.
      const row = { license, reference, order_id: orderId, order_uuid: orderUuid, split_uuid: splitUuid ?? null, amount };
      const created = await reached.gateway.createPayment(await paymentToCreate(tx, row, () => ""));
      await tx.query("update payments set session = $3, redirect_url = $4 where provider = $1 and reference = $2", [provider, reference, created.session, created.redirectUrl]);
      return created.redirectUrl;
    },
    async start(license, provider, reference, origin) {
      const [row] = await db.query<{ license: string; reference: string; status: string; order_id: string | null; order_uuid: string | null; split_uuid: string | null; amount: string | null; redirect_url: string | null }>(
        "select license, reference, status, order_id, order_uuid, split_uuid, amount, redirect_url from payments where license = $1 and provider = $2 and reference = $3",
        [license, provider, reference],
      );
      const half = providers.get(provider);
      if (!row || !half) return { ok: false, status: 404, detail: "No such payment" };
      if (row.status !== UNPAID) return { ok: false, status: 409, detail: `This payment is already ${row.status.toLowerCase()}.` };
      if (row.redirect_url) return { ok: true, url: row.redirect_url };
      if (!(await capturable(provider, reference))) return { ok: false, status: 409, detail: "This amount is no longer due." };
      const reached = await gatewayFor(db, license, provider);
      if (!reached) return { ok: false, status: 422, detail: "This venue takes no online payment." };
      const returnUrl = (session: string) => `${origin}/payment/${encodeURIComponent(provider)}?${new URLSearchParams(half.returnQuery({ reference, session: SESSION_MARK, orderUuid: row.order_uuid ?? "" })).toString().replace(SESSION_MARK, session)}`;
      const created = await reached.gateway.createPayment(await paymentToCreate(db, row, returnUrl));
      // Two taps racing: the first page recorded is the payment's; the other session is never used.
      await db.query("update payments set session = $4, redirect_url = $5 where license = $1 and provider = $2 and reference = $3 and session is null", [
        license,
        provider,
        reference,
        created.session,
        created.redirectUrl,
      ]);
      const [stored] = await db.query<{ redirect_url: string }>("select redirect_url from payments where license = $1 and provider = $2 and reference = $3", [license, provider, reference]);
      return { ok: true, url: stored?.redirect_url ?? created.redirectUrl };
    },
    capturable,
    async confirm(license, provider, reference, session) {
      const payment = await findPayment(db, license, provider, reference);
      if (!payment) return undefined;
      const [stored] = await db.query<{ session: string | null }>("select session from payments where license = $1 and provider = $2 and reference = $3", [license, provider, reference]);
      const known = stored?.session ?? null;
      // A return naming a session must name the payment's: a forged return is not found.
      if (session !== undefined && known !== null && session !== known) return undefined;
      if (payment.status !== UNPAID || known === null) return payment;
      const reached = await gatewayFor(db, license, provider);
      if (!reached) return payment;
      const status = STATUS_OF_OUTCOME[await reached.gateway.fetchOutcome({ reference, session: known })];
      if (status) await settle(license, provider, reference, status);
      return findPayment(db, license, provider, reference);
    },
    async webhook(license, provider, rawBody, headers) {
      const reached = await gatewayFor(db, license, provider);
      if (!reached?.gateway.verifyWebhook) return { status: 404, body: { detail: `No ${provider} webhook at this venue` } };
      let reported;
      try {
        reported = await reached.gateway.verifyWebhook(rawBody, headers);
      } catch {
        return { status: 400, body: { detail: "The webhook's signature is not this venue's." } };
      }
      if (!reported) return { status: 200, body: { received: true } };
      const [payment] = await db.query<{ session: string | null }>("select session from payments where license = $1 and provider = $2 and reference = $3", [license, provider, reported.reference]);
      if (!payment || payment.session !== reported.session) return { status: 404, body: { detail: `No ${provider} payment ${reported.reference} at this venue` } };
      const status = STATUS_OF_OUTCOME[reported.outcome];
      if (status) await settle(license, provider, reported.reference, status);
      return { status: 200, body: { received: true } };
    },
  };
}
