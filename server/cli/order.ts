import { readConfig } from "../config";
import { DataDirBusyError, SERVER_ROLE } from "../db/data-dir-lock";
import { deleteOrderLine, listOrders, setOrderStatus, type OrderChange, type OrderSummary } from "../orders/staff-actions";
import { ORDER_STATUSES } from "../../engine/rules/order-receipt";
import type { ServerContext } from "../server-context";
import { ORDER_UPDATE_EVENT } from "../../schemas/api/order-channel";
import { openStoreForCommand } from "./command-store";
import { staffCall, staffTokenFromEnv } from "./staff-client";

const USAGE = `Usage:
  npm run order -- list [LICENSE]               the newest orders, of one venue or all
  npm run order -- status UUID STATUS           give an order a status: ${ORDER_STATUSES.join("|")}
  npm run order -- delete-line UUID POSITION    delete an order's line (0 = its first), pricing the order again

While the server runs, set CARTA_ADMIN_TOKEN (the operator's, every venue) or a venue's CARTA_STAFF_TOKEN, and
CARTA_URL (default http://localhost:$PORT): the change goes through the server's staff calls and reaches the
guests' order screens at once.`;

/** `npm run order -- …`: the staff side of the reference server, from a terminal. */
async function main(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  const call = command === "list" ? { kind: "list" as const, license: rest[0] } : command === "status" && rest.length === 2 ? { kind: "status" as const, uuid: rest[0]!, status: rest[1]! } : command === "delete-line" && rest.length === 2 ? { kind: "delete-line" as const, uuid: rest[0]!, position: Number(rest[1]) } : undefined;
  if (!call) {
    console.error(USAGE);
    return 2;
  }
  const token = staffTokenFromEnv();
  if (token) return viaServer(call, token);

  const config = readConfig();
  let store;
  try {
    store = await openStoreForCommand(config, `npm run order -- ${call.kind}`);
  } catch (error) {
    if (!(error instanceof DataDirBusyError) || error.holder.role !== SERVER_ROLE) throw error;
    console.error(`${error.message} Set CARTA_ADMIN_TOKEN (the server's) for this command, or stop it first.`);
    return 1;
  }
  // Straight to the store: on PostgreSQL the change is still pushed, through NOTIFY, to every running server.
  const { db } = store;
  const ctx: ServerContext = {
    db,
    defaultLicense: undefined,
    paymentSandbox: false,
    live: { orderUpdated: (uuid: string) => db.notify("carta_live", JSON.stringify({ channel: uuid, event: ORDER_UPDATE_EVENT, data: JSON.stringify({ uuid }) })) },
  };
  try {
    if (call.kind === "list") return printList(await listOrders(db, call.license));
    const result = call.kind === "status" ? await setOrderStatus(ctx, call.uuid, call.status) : await deleteOrderLine(ctx, call.uuid, call.position);
    return printResult(result);
  } finally {
    await store.close();
  }
}

type Call = { kind: "list"; license: string | undefined } | { kind: "status"; uuid: string; status: string } | { kind: "delete-line"; uuid: string; position: number };

async function viaServer(call: Call, token: string): Promise<number> {
  const path =
    call.kind === "list"
      ? `/admin/api/orders/${call.license ? `?license=${encodeURIComponent(call.license)}` : ""}`
      : call.kind === "status"
        ? `/admin/api/orders/${encodeURIComponent(call.uuid)}/status/`
        : `/admin/api/orders/${encodeURIComponent(call.uuid)}/lines/${call.position}/delete/`;
  const answer = await staffCall(token, path, call.kind === "list" ? {} : { method: "POST", body: call.kind === "status" ? { status: call.status } : {} });
  if (!answer.ok) {
    console.error(answer.message);
    return 1;
  }
  if (call.kind === "list") return printList(answer.body as OrderSummary[]);
  return printResult({ ok: true, order: answer.body as Extract<OrderChange, { ok: true }>["order"] });
}

function printList(orders: readonly OrderSummary[]): number {
  if (orders.length === 0) console.log("No orders yet");
  for (const o of orders) console.log([o.number, o.uuid, o.license, o.status, o.order_type, o.total, o.customer_name].join("\t"));
  return 0;
}

function printResult(result: OrderChange): number {
  if (!result.ok) {
    console.error(result.detail);
    return 1;
  }
  const { order } = result;
  console.log(`Order #${order.padded_order_id} ${order.uuid}: ${order.status}, total ${order.total}`);
  order.line_items.forEach((line, position) => console.log(`  ${position}\t${line.status}\t${line.quantity} × ${line.product_name}\t${line.product_price}`));
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
