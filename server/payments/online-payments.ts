/**
 * Online (card) payments, end to end. Placing a card order issues a payment with the venue's provider plugin: a
 * reference, the provider's session id, the amount, status UNPAID, and the payment page's address. The status calls
 * then `confirm`: ask the provider what became of the payment, record that once (UNPAID → PAID, DECLINED or CANCELED;
 * never twice, never back), and tell the guests watching the order when it is paid. Nothing the browser sends sets a
 * status.
 *
 * Money rules (issue 17, docs/security.md): at most one open payment per order's balance and per share (a unique
 * index each); asking again while one is open answers that same page; and a payment is captured only while its amount
 * is still due, so a guest is never charged more than the order's balance.
 *
 * No provider has keys in this reference server yet: the built-in sandbox page stands in for them, and only in the
 * test mode an operator turns on (CARTA_PAYMENT_SANDBOX=1). Without it, online payment is not offered at all.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { Database, Queryable } from "../db/database";
import type { PaymentProviderServer, PaymentRecord } from "../../engine/plugin-api/server";
import type { OrderEvents } from "../server-context";
import { parseAmount } from "../../schemas/money";
import { findPayment } from "./payment-store";

export const UNPAID = "UNPAID";
/** What a guest can do on a payment page, and the status each leaves (PAID is the spec's success value). */
export const OUTCOMES = { pay: "PAID", decline: "DECLINED", cancel: "CANCELED" } as const;

export interface PaymentRequest {
  license: string;
  provider: string;
  orderId: string;
  orderUuid: string;
  amount: string;
  splitUuid?: string;
}

export interface OnlinePayments {
  /** The provider plugins with a payment half, by provider id. */
  readonly providers: ReadonlyMap<string, PaymentProviderServer>;
  /** Whether card payments can go to `provider` here: a plugin for it, and a way to reach it (the sandbox today). */
  available(provider: string | null): provider is string;
  /**
   * The payment page for `payment` issued in `tx`: the open payment of the same order balance or share when there is
   * one for the same amount (one open at a time), else a new one (an open one for another amount is withdrawn).
   */
  issue(tx: Queryable, payment: PaymentRequest): Promise<string>;
  /** May this payment be captured now: still open, and its amount no more than the order's balance due? */
  capturable(provider: string, reference: string): Promise<boolean>;
  confirm(license: string, provider: string, reference: string, session?: string): Promise<PaymentRecord | undefined>;
}

/** The sandbox's payment page, standing in for the provider's. */
const sandboxPage = (provider: string, reference: string) => `/sandbox/pay/${encodeURIComponent(provider)}/${encodeURIComponent(reference)}`;

export function createOnlinePayments(
  db: Database,
  providers: ReadonlyMap<string, PaymentProviderServer>,
  events: () => OrderEvents | undefined,
  sandbox: boolean,
): OnlinePayments {
  return {
    providers,
    available: (provider): provider is string => sandbox && provider !== null && providers.has(provider),
    async issue(tx, { license, provider, orderId, orderUuid, amount, splitUuid }) {
      const [open] = await tx.query<{ provider: string; reference: string; amount: string | null }>(
        "select provider, reference, amount from payments where order_uuid = $1 and status = $2 and split_uuid is not distinct from $3",
        [orderUuid, UNPAID, splitUuid ?? null],
      );
      if (open && open.provider === provider && open.amount === amount) return sandboxPage(open.provider, open.reference);
      if (open) {
        // The balance changed since that page was issued (a merge, a deleted line): it is withdrawn before a new one.
        await tx.query("update payments set status = $3, updated_at = now() where provider = $1 and reference = $2", [open.provider, open.reference, OUTCOMES.cancel]);
        await tx.query("update sandbox_payments set outcome = $3 where provider = $1 and reference = $2 and outcome is null", [open.provider, open.reference, OUTCOMES.cancel]);
      }
      const reference = `${provider.slice(0, 3).toUpperCase()}-${randomBytes(6).toString("hex").toUpperCase()}`;
      const session = randomUUID();
      await tx.query(
        "insert into payments (license, provider, reference, status, order_id, order_uuid, amount, session, split_uuid) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        [license, provider, reference, UNPAID, orderId, orderUuid, amount, session, splitUuid ?? null],
      );
      // The sandbox plays the provider: its own record of the payment page, which the guest's choice completes.
      await tx.query("insert into sandbox_payments (provider, reference, session) values ($1, $2, $3)", [provider, reference, session]);
      return sandboxPage(provider, reference);
    },
    async capturable(provider, reference) {
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
    },
    async confirm(license, provider, reference, session) {
      const payment = await findPayment(db, license, provider, reference);
      if (!payment) return undefined;
      const [stored] = await db.query<{ session: string | null }>("select session from payments where license = $1 and provider = $2 and reference = $3", [license, provider, reference]);
      if (session !== undefined && stored?.session && session !== stored.session) return undefined;
      if (payment.status !== UNPAID) return payment;
      const outcome = await providerOutcome(db, provider, reference);
      if (!outcome) return payment;
      // Only from UNPAID, in one statement: a double callback or two tabs record the outcome once.
      const settled = await db.query<{ order_uuid: string | null }>(
        "update payments set status = $4, updated_at = now() where license = $1 and provider = $2 and reference = $3 and status = $5 returning order_uuid",
        [license, provider, reference, outcome, UNPAID],
      );
      const orderUuid = settled[0]?.order_uuid;
      if (orderUuid && outcome === OUTCOMES.pay) {
        await db.query("update orders set updated_at = now() where uuid = $1", [orderUuid]);
        await events()?.orderUpdated(orderUuid);
      }
      return findPayment(db, license, provider, reference);
    },
  };
}

/** What the provider says became of the payment: here the sandbox's record; a real provider's API with keys. */
async function providerOutcome(db: Queryable, provider: string, reference: string): Promise<string | undefined> {
  const [row] = await db.query<{ outcome: string | null }>("select outcome from sandbox_payments where provider = $1 and reference = $2", [provider, reference]);
  return row?.outcome ?? undefined;
}
