/**
 * The payment sandbox as a provider (issue 12, decision 0051): one implementation of the payment contract, used only
 * in the test mode an operator turns on (CARTA_PAYMENT_SANDBOX=1). It "creates" a payment by recording its own page
 * for it (sandbox_payments); the guest's choice there (server/routes/sandbox.ts) is what it reports when asked.
 */
import { randomUUID } from "node:crypto";
import type { PaymentGateway, PaymentOutcome } from "../../engine/plugin-api/payment-provider";
import type { Queryable } from "../db/database";
import { OUTCOMES } from "./payment-statuses";

/** The sandbox's payment page, standing in for the provider's. */
export const sandboxPage = (provider: string, reference: string) => `/sandbox/pay/${encodeURIComponent(provider)}/${encodeURIComponent(reference)}`;

const OUTCOME_OF_CHOICE: Readonly<Record<string, PaymentOutcome>> = { [OUTCOMES.pay]: "paid", [OUTCOMES.decline]: "failed", [OUTCOMES.cancel]: "cancelled" };

/** The sandbox playing `provider`, its records in `db` (the issuing transaction's, so a payment and its page land together). */
export function sandboxGateway(db: Queryable, provider: string): PaymentGateway {
  return {
    async createPayment({ reference }) {
      const session = randomUUID();
      await db.query("insert into sandbox_payments (provider, reference, session) values ($1, $2, $3)", [provider, reference, session]);
      return { redirectUrl: sandboxPage(provider, reference), session };
    },
    async fetchOutcome({ reference }) {
      const [row] = await db.query<{ outcome: string | null }>("select outcome from sandbox_payments where provider = $1 and reference = $2", [provider, reference]);
      return (row?.outcome && OUTCOME_OF_CHOICE[row.outcome]) || "pending";
    },
  };
}

/** A withdrawn payment's page can no longer be used: its choice is made for it. */
export async function withdrawSandboxPage(db: Queryable, provider: string, reference: string): Promise<void> {
  await db.query("update sandbox_payments set outcome = $3 where provider = $1 and reference = $2 and outcome is null", [provider, reference, OUTCOMES.cancel]);
}
