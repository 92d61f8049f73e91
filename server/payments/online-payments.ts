/**
 * Online (card) payments, end to end (issue 12). Placing a card order issues a payment with the venue's provider
 * plugin: a reference, the provider's session id, the amount, status UNPAID, and the payment page's address (the
 * local sandbox without the provider's keys). The status calls then `confirm`: ask the provider what became of the
 * payment, record that once (UNPAID → PAID, DECLINED or CANCELED; never twice, never back), and tell the guests
 * watching the order when it is paid. Nothing the browser sends sets a status.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { Database, Queryable } from "../db/database";
import type { PaymentProviderServer, PaymentRecord } from "../../engine/plugin-api/server";
import type { OrderEvents } from "../server-context";
import { findPayment } from "./payment-store";

export const UNPAID = "UNPAID";
/** What a guest can do on a payment page, and the status each leaves (PAID is the spec's success value). */
export const OUTCOMES = { pay: "PAID", decline: "DECLINED", cancel: "CANCELED" } as const;

export interface OnlinePayments {
  /** The provider plugins with a payment half, by provider id. */
  readonly providers: ReadonlyMap<string, PaymentProviderServer>;
  /** Issues the payment of a card order placed in `tx`; returns the payment page's address. */
  issue(tx: Queryable, payment: { license: string; provider: string; orderId: string; orderUuid: string; amount: string; splitUuid?: string }): Promise<string>;
  confirm(license: string, provider: string, reference: string, session?: string): Promise<PaymentRecord | undefined>;
}

export function createOnlinePayments(db: Database, providers: ReadonlyMap<string, PaymentProviderServer>, events: () => OrderEvents | undefined): OnlinePayments {
  return {
    providers,
    async issue(tx, { license, provider, orderId, orderUuid, amount, splitUuid }) {
      const reference = `${provider.slice(0, 3).toUpperCase()}-${randomBytes(6).toString("hex").toUpperCase()}`;
      const session = randomUUID();
      await tx.query(
        "insert into payments (license, provider, reference, status, order_id, order_uuid, amount, session, split_uuid) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        [license, provider, reference, UNPAID, orderId, orderUuid, amount, session, splitUuid ?? null],
      );
      // The sandbox plays the provider: its own record of the payment page, which the guest's choice completes.
      await tx.query("insert into sandbox_payments (provider, reference, session) values ($1, $2, $3)", [provider, reference, session]);
      return `/sandbox/pay/${encodeURIComponent(provider)}/${encodeURIComponent(reference)}`;
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
