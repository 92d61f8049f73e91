import type { Queryable } from "../db/database";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import { formatMilliPlain, parseAmount, type Milli } from "../../schemas/money";
import type { Coupon, NamedDiscount } from "../../engine/rules";
import { DELETED_LINE, OPEN_ORDER_STATUSES } from "../../engine/rules/order-receipt";
import { shareStatus } from "../../engine/rules/split-payment";

/** The order as the order calls answer it (ordering spec §3 "Order (as read)"). */
export type PlacedOrder = PlacedOrderAnswer;

/**
 * What stays as it was when the order was placed or last priced: the number, the guest, the figures. Stored in
 * `orders.answer`; the parts that change after placement (status, lines, payments) are read beside it.
 */
export type OrderSnapshot = Omit<PlacedOrder, "status" | "payment_url" | "line_items" | "payments" | "balance_due" | "change" | "split_payments">;

/** How an order was priced, kept so a changed order (a merge, a deleted line) is priced again the same way. */
export interface OrderPricing {
  coupon: Coupon | null;
  /** The delivery zone's fee as quoted when placed (text), or null. */
  delivery_fee: string | null;
  /** The guest's tip (text), added after placement (ordering spec §4 "Tips card"); absent: none. */
  tips?: string;
  /** The named discounts the plugins' pricing gave the order when placed (decision 0064); absent: none. */
  named_discounts?: NamedDiscount[];
  /**
   * Orders placed before decision 0064: the promotions a plugin's pricing gave them, as the order sent them (read by
   * stored-named-discounts.ts only; never written now).
   */
  loyalty_discounts?: { name: string; discounts: { discountSum: number | string }[] }[];
}

/** A line as stored: what the server priced, and what the receipt shows of it. */
export interface StoredLine {
  productId: number;
  name: string;
  unitPrice: Milli;
  qty: number;
  detail: { product_variation: string; combo_groups: unknown[]; special_instructions: string };
}


interface OrderRow {
  uuid: string;
  status: string;
  payment_url: string | null;
  answer: OrderSnapshot;
}

/** The venue (license) an order belongs to, or undefined for an unknown uuid. */
export async function findOrderLicense(db: Queryable, uuid: string): Promise<string | undefined> {
  const [row] = await db.query<{ license: string }>("select license from orders where uuid = $1", [uuid]);
  return row?.license;
}

/** The order with this uuid as the order calls answer it, or undefined. */
export async function readOrder(db: Queryable, uuid: string): Promise<PlacedOrder | undefined> {
  const [row] = await db.query<OrderRow>("select uuid, status, payment_url, answer from orders where uuid = $1", [uuid]);
  return row ? composeOrder(db, row) : undefined;
}

async function composeOrder(db: Queryable, row: OrderRow): Promise<PlacedOrder> {
  const lines = await db.query<LineRow>(
    "select name, unit_price, quantity, status, detail from order_lines where order_uuid = $1 order by position",
    [row.uuid],
  );
  const paid = await db.query<{ amount: string | null; payment_type: string | null }>(
    "select amount, payment_type from payments where order_uuid = $1 and status = 'PAID' order by updated_at",
    [row.uuid],
  );
  const splits = await db.query<SplitRow>(
    `select s.uuid, s.guest_name, s.amount,
            exists (select 1 from payments p where p.split_uuid = s.uuid and p.status = 'PAID') as paid,
            exists (select 1 from payments p where p.split_uuid = s.uuid and p.status = 'UNPAID') as pending
       from split_payments s where s.order_uuid = $1 order by s.position`,
    [row.uuid],
  );
  return orderAsRead(row, lines, paid.map((p) => ({ payment_type: p.payment_type ?? "card", amount: p.amount ?? "0.000" })), splits);
}

interface LineRow {
  name: string;
  unit_price: string;
  quantity: number;
  status: string;
  detail: Partial<StoredLine["detail"]>;
}
interface SplitRow {
  uuid: string;
  guest_name: string;
  amount: string;
  paid: boolean;
  pending: boolean;
}

/** The order as read from what was kept at placement and what changed since (ordering spec §3 "Order (as read)"). */
function orderAsRead(row: OrderRow, lines: readonly LineRow[], payments: readonly { payment_type: string; amount: string }[], splits: readonly SplitRow[]): PlacedOrder {
  // A provider payment is an online card payment (ordering spec §4 "Payment type": card); a plugin's names its type.
  const paidTotal = payments.reduce((sum, p) => sum + (parseAmount(p.amount) ?? 0), 0);
  const total = parseAmount(row.answer.total) ?? 0;
  return {
    ...row.answer,
    status: row.status,
    payment_url: row.payment_url,
    line_items: lines.map((line) => ({
      status: line.status,
      quantity: line.quantity,
      product_name: line.name,
      product_variation: line.detail.product_variation ?? "",
      combo_groups: line.detail.combo_groups ?? [],
      product_price: line.unit_price,
      special_instructions: line.detail.special_instructions ?? "",
    })),
    payments: [...payments],
    balance_due: formatMilliPlain(Math.max(0, total - paidTotal) as Milli),
    change: formatMilliPlain(Math.max(0, paidTotal - total) as Milli),
    split_payments: splits.map((split) => ({ uuid: split.uuid, guest_name: split.guest_name, amount: split.amount, status: shareStatus(split) })),
  };
}

/** A just-placed order as read, composed from what placement stored (no payments or shares yet): no query needed. */
export function newOrderAsRead(snapshot: OrderSnapshot, lines: readonly StoredLine[], paymentUrl: string | null): PlacedOrder {
  const row: OrderRow = { uuid: snapshot.uuid, status: "pending", payment_url: paymentUrl, answer: snapshot };
  const stored = lines.map((line) => ({ name: line.name, unit_price: formatMilliPlain(line.unitPrice), quantity: line.qty, status: "Active", detail: line.detail }));
  return orderAsRead(row, stored, [], []);
}

/** The order placed for this venue with this Idempotency-Key and the hash of the request that placed it. */
export async function findKeyedOrder(db: Queryable, license: string, key: string): Promise<{ uuid: string; requestHash: string | null } | undefined> {
  const [row] = await db.query<{ uuid: string; request_hash: string | null }>("select uuid, request_hash from orders where license = $1 and idempotency_key = $2", [license, key]);
  return row ? { uuid: row.uuid, requestHash: row.request_hash } : undefined;
}

/** The open order of a table or room, if there is one. */
export async function findOpenOrderAt(db: Queryable, license: string, location: string): Promise<PlacedOrder | undefined> {
  const [row] = await db.query<OrderRow>(
    "select uuid, status, payment_url, answer from orders where license = $1 and location = $2 and status = any(string_to_array($3, ',')) order by created_at desc limit 1",
    [license, location, OPEN_ORDER_STATUSES.join(",")],
  );
  return row ? composeOrder(db, row) : undefined;
}

/** Stores lines from `start` on (a merge appends after the lines already there), in one statement. */
export async function insertOrderLines(tx: Queryable, uuid: string, start: number, lines: readonly StoredLine[]): Promise<void> {
  if (lines.length === 0) return;
  const rows = lines.map((line, i) => ({
    position: start + i,
    product_id: line.productId,
    name: line.name,
    unit_price: formatMilliPlain(line.unitPrice),
    quantity: line.qty,
    detail: line.detail,
  }));
  await tx.query(
    `insert into order_lines (order_uuid, position, product_id, name, unit_price, quantity, detail)
     select $1, r.position, r.product_id, r.name, r.unit_price, r.quantity, r.detail
       from jsonb_to_recordset($2::jsonb) as r(position integer, product_id integer, name text, unit_price text, quantity integer, detail jsonb)`,
    [uuid, JSON.stringify(rows)],
  );
}

/** A new order as placement stores it: the row, its answer (numbered by {@link insertNewOrder}), lines and guest. */
export interface NewOrder {
  uuid: string;
  license: string;
  key: string | null;
  requestHash: string;
  orderType: string;
  total: string;
  /** The decoded request. */
  payload: unknown;
  /** The answer as placed; its `padded_order_id` and `reference` are set to the number the statement takes. */
  answer: OrderSnapshot;
  location: string | null;
  pricing: OrderPricing;
  lines: readonly StoredLine[];
  /** The hash of the placing guest's secret (server/access/). */
  guest: string;
  /** The language its names are kept in (decision 0044). */
  language: string;
}

/** An order number as the answer shows it: five digits at least (`00042`). */
export const paddedOrderNumber = (n: number): string => String(n).padStart(5, "0");

/**
 * Stores a new order in one statement (atomic as a transaction is, with no round trip between its parts): the venue's
 * next order number (or `number` when the caller took it already), the order with its answer numbered, its lines
 * and the guest who placed it. Resolves to the number, or undefined when the venue already has an order for the
 * Idempotency-Key — then no number is taken (but for a race between two requests with the same key, which leaves a
 * gap, as a sequence would). The counter's row stays locked until the statement commits: milliseconds, with no
 * client round trip inside.
 */
export async function insertNewOrder(db: Queryable, order: NewOrder, number?: number): Promise<number | undefined> {
  const taken =
    number === undefined
      ? `insert into venue_order_numbers (license, last_number)
           select $2, 1 where $3::text is null or not exists (select 1 from orders where license = $2 and idempotency_key = $3::text)
         on conflict (license) do update set last_number = venue_order_numbers.last_number + 1
         returning last_number`
      : "select $14::integer as last_number";
  const lines = order.lines.map((line, i) => ({
    position: i,
    product_id: line.productId,
    name: line.name,
    unit_price: formatMilliPlain(line.unitPrice),
    quantity: line.qty,
    detail: line.detail,
  }));
  const rows = await db.query<{ order_number: number }>(
    `with counted as (${taken}),
     placed as (
       insert into orders (uuid, license, order_number, idempotency_key, request_hash, order_type, total, payload, answer, location, pricing, language)
       select $1, $2, counted.last_number, $3::text, $4, $5, $6, $7::jsonb,
              $8::jsonb || jsonb_build_object('padded_order_id', padded.digits, 'reference', padded.digits), $9, $10::jsonb, $13
         from counted, lateral (select case when counted.last_number >= 10000 then counted.last_number::text else lpad(counted.last_number::text, 5, '0') end as digits) padded
       on conflict (license, idempotency_key) where idempotency_key is not null do nothing
       returning uuid, order_number
     ),
     lines as (
       insert into order_lines (order_uuid, position, product_id, name, unit_price, quantity, detail)
       select placed.uuid, r.position, r.product_id, r.name, r.unit_price, r.quantity, r.detail
         from placed, jsonb_to_recordset($11::jsonb) as r(position integer, product_id integer, name text, unit_price text, quantity integer, detail jsonb)
     ),
     guest as (
       insert into order_guests (order_uuid, guest_hash, role) select placed.uuid, $12, 'placed' from placed
     )
     select order_number from placed`,
    [
      order.uuid,
      order.license,
      order.key,
      order.requestHash,
      order.orderType,
      order.total,
      JSON.stringify(order.payload),
      JSON.stringify(order.answer),
      order.location,
      JSON.stringify(order.pricing),
      JSON.stringify(lines),
      order.guest,
      order.language,
      ...(number === undefined ? [] : [number]),
    ],
  );
  return rows[0]?.order_number;
}

/** The next order number of a venue: counted per venue, so a number tells nothing of another venue's volume. */
export async function nextOrderNumber(db: Queryable, license: string): Promise<number> {
  // Its own short statement, outside the order's transaction: the counter's row is locked for microseconds, not for
  // the whole placement. A placement that then fails leaves a gap, as a sequence would.
  const [row] = await db.query<{ last_number: number }>(
    `insert into venue_order_numbers (license, last_number) values ($1, 1)
     on conflict (license) do update set last_number = venue_order_numbers.last_number + 1
     returning last_number`,
    [license],
  );
  return row!.last_number;
}

/** The lines of an order still counted (not Deleted), with their positions. */
export async function activeOrderLines(db: Queryable, uuid: string): Promise<{ position: number; productId: number; unitPrice: Milli; qty: number }[]> {
  const rows = await db.query<{ position: number; product_id: number; unit_price: string; quantity: number }>(
    "select position, product_id, unit_price, quantity from order_lines where order_uuid = $1 and status <> $2 order by position",
    [uuid, DELETED_LINE],
  );
  return rows.map((r) => ({ position: r.position, productId: r.product_id, unitPrice: parseAmount(r.unit_price) ?? (0 as Milli), qty: r.quantity }));
}

export async function countOrders(db: Queryable, license: string): Promise<number> {
  const rows = await db.query<{ n: number | string }>("select count(*) as n from orders where license = $1", [license]);
  return Number(rows[0]?.n ?? 0);
}

/** Spec §3: the digits of `customer_name` identify the table or room ("Table# 7", "Room# 12"); null otherwise. */
export function orderLocation(customerName: string): string | null {
  const match = /^(Table|Room)#\s*(\S.*)$/i.exec(customerName.trim());
  return match ? placeKey(match[1]!.toLowerCase() as "table" | "room", match[2]!) : null;
}

/** How orders keep where they were placed: "table:7", "room:12". */
export function placeKey(type: "table" | "room", place: string): string {
  return `${type}:${place.trim()}`;
}
