import type { Queryable } from "../db/database";

/** What the order call answers (a part of ordering spec §3 "Order (as read)"), stored with the order. */
export interface PlacedOrder {
  uuid: string;
  padded_order_id: string;
  payment_url: string | null;
  created: string;
  status: string;
  customer_name: string;
  order_type: string;
  sub_total: string;
  total: string;
  line_items: { quantity: number; product_name: string; product_price: string }[];
}

/** The answer stored for this venue and Idempotency-Key, if an order was already placed with it. */
export async function findOrderByKey(db: Queryable, license: string, key: string): Promise<PlacedOrder | undefined> {
  const rows = await db.query<{ answer: PlacedOrder }>("select answer from orders where license = $1 and idempotency_key = $2", [license, key]);
  return rows[0]?.answer;
}

export async function countOrders(db: Queryable, license: string): Promise<number> {
  const rows = await db.query<{ n: number | string }>("select count(*) as n from orders where license = $1", [license]);
  return Number(rows[0]?.n ?? 0);
}

/** Spec §3: the digits of `customer_name` identify the table or room ("Table# 7", "Room# 12"); null otherwise. */
export function orderLocation(customerName: string): string | null {
  const match = /^(Table|Room)#\s*(\S.*)$/i.exec(customerName.trim());
  return match ? `${match[1]!.toLowerCase()}:${match[2]!.trim()}` : null;
}

/** The statuses of an order still open (ordering spec §4): a table's second guest meets it, lines can be added. */
export const OPEN_ORDER_STATUSES: readonly string[] = ["pending", "accepted", "preparing"];

/** The open order of a table or room, if there is one. */
export async function findOpenOrderAt(db: Queryable, license: string, location: string): Promise<PlacedOrder | undefined> {
  const rows = await db.query<{ answer: PlacedOrder }>(
    "select answer from orders where license = $1 and location = $2 and status = any(string_to_array($3, ',')) order by created_at desc limit 1",
    [license, location, OPEN_ORDER_STATUSES.join(",")],
  );
  return rows[0]?.answer;
}
