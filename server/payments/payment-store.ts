import type { PaymentRecord } from "../../engine/plugin-api/server";
import type { Queryable } from "../db/database";

interface PaymentRow {
  license: string;
  provider: string;
  reference: string;
  status: string;
  order_id: string | null;
  order_uuid: string | null;
}

/** Records (or updates) a payment's status as the server learned it from the provider. */
export async function recordPayment(db: Queryable, payment: PaymentRecord): Promise<void> {
  await db.query(
    `insert into payments (license, provider, reference, status, order_id, order_uuid) values ($1, $2, $3, $4, $5, $6)
     on conflict (license, provider, reference)
     do update set status = excluded.status, order_id = excluded.order_id, order_uuid = excluded.order_uuid, updated_at = now()`,
    [payment.license, payment.provider, payment.reference, payment.status, payment.orderId, payment.orderUuid],
  );
}

export async function findPayment(db: Queryable, license: string, provider: string, reference: string): Promise<PaymentRecord | undefined> {
  const [row] = await db.query<PaymentRow>(
    "select license, provider, reference, status, order_id, order_uuid from payments where license = $1 and provider = $2 and reference = $3",
    [license, provider, reference],
  );
  return row
    ? { license: row.license, provider: row.provider, reference: row.reference, status: row.status, orderId: row.order_id, orderUuid: row.order_uuid }
    : undefined;
}
