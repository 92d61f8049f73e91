/**
 * Who may touch an order (docs/security.md), decided here for every order call instead of route by route:
 *
 * - every call resolves the venue from the request's host; an order, coupon or menu of another venue is "not
 *   found", exactly as one that does not exist, so a host cannot be used to probe another venue;
 * - the guests who hold an order (the one who placed it, a guest who joined it at the table) are known by the hash
 *   of their guest cookie (server/access/guest-cookie.ts);
 * - anyone at the venue may read an order by its uuid, but only as a guest at the same table needs it to merge
 *   (lines, totals, status): never the name, phone, comments or payment link; only the guest who placed it sees those;
 * - joining an open table or room order is the spec's table flow; everything that spends money or shows personal
 *   data (payment links, shares, tips, the receipt) needs the guest's secret.
 */
import type { FastifyRequest } from "fastify";
import type { Queryable } from "../db/database";
import type { PlacedOrder } from "../orders/order-store";
import { orderLocation } from "../orders/order-store";
import type { ServerContext } from "../server-context";
import { venueContextsOf, type VenueContext } from "../venues/venue-context";
import type { VenueRecord } from "../venues/venue-store";
import { isOrderOpen } from "../../engine/rules/order-receipt";
import { guestHashOf } from "./guest-cookie";

/** What the caller needs of the order: to read it, to add to it at its table, or to act as its guest. */
export type OrderNeed = "read" | "join" | "hold";

export type OrderAccess =
  | {
      ok: true;
      uuid: string;
      license: string;
      status: string;
      location: string | null;
      /** The request's guest holds the order: placed it, or joined it at its table. */
      holder: boolean;
      /** The request's guest placed it: the only one who sees its name, phone and comments. */
      owner: boolean;
    }
  | { ok: false; status: 403 | 404; detail: string };

/** How the app names an order: a UUID. Anything else is not looked up at all. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NOT_FOUND = { ok: false, status: 404, detail: "No such order" } as const;

/** The venue answering at the request's host (its cached context), or undefined for a host no venue has. */
export async function hostVenueContext(ctx: ServerContext, request: FastifyRequest): Promise<VenueContext | undefined> {
  const license = await hostLicense(ctx, request);
  return license ? venueContextsOf(ctx).get(license) : undefined;
}

/**
 * The venue at the request's host when `menuId` (a path parameter of the coupon, delivery-zone and active-order calls)
 * is its own menu's: another venue's menu is not found from here, exactly as one that does not exist.
 */
export async function hostVenueForMenu(ctx: ServerContext, request: FastifyRequest, menuId: string): Promise<VenueContext | undefined> {
  const context = await hostVenueContext(ctx, request);
  return context && String(context.venue.menuId) === menuId ? context : undefined;
}

/** The venue answering at the request's host, or undefined for a host no venue has. */
export async function hostVenue(ctx: ServerContext, request: FastifyRequest): Promise<VenueRecord | undefined> {
  return (await hostVenueContext(ctx, request))?.venue;
}

/** The license of the venue at the request's host, or undefined. */
export function hostLicense(ctx: ServerContext, request: FastifyRequest): Promise<string | undefined> {
  return venueContextsOf(ctx).licenseForHost(request.host, ctx.defaultLicense);
}

/**
 * Whether this request may do what it asks of order `uuid`: 404 for an unknown order or one of another venue than the
 * host's, 403 when the order exists here but the request does not hold it (and, for "join", it is no open table order).
 */
export async function accessOrder(ctx: ServerContext, request: FastifyRequest, uuid: string, need: OrderNeed): Promise<OrderAccess> {
  if (!ORDER_ID.test(uuid)) return NOT_FOUND;
  const license = await hostLicense(ctx, request);
  if (!license) return NOT_FOUND;
  const guest = guestHashOf(request);
  const [row] = await ctx.db.query<{ license: string; status: string; location: string | null; role: string | null }>(
    `select o.license, o.status, o.location, g.role
       from orders o left join order_guests g on g.order_uuid = o.uuid and g.guest_hash = $2
      where o.uuid = $1`,
    [uuid, guest ?? ""],
  );
  if (!row || row.license !== license) return NOT_FOUND;
  const holder = guest !== undefined && row.role !== null;
  const access = { ok: true, uuid, license, status: row.status, location: row.location, holder, owner: holder && row.role === "placed" } as const;
  if (need === "read" || access.holder) return access;
  if (need === "join" && row.location !== null && isOrderOpen(row.status)) return access;
  return { ok: false, status: 403, detail: "This order is held by the guest who placed it." };
}

/**
 * Lets the guest with `guestHash` hold the order from now on: "placed" (the owner, who sees it whole) or "joined" (a
 * guest who added to it at its table: may pay, tip and split, sees it as the table does). Joining never demotes the owner.
 */
export async function holdOrder(db: Queryable, uuid: string, guestHash: string, role: "placed" | "joined"): Promise<void> {
  await db.query(
    `insert into order_guests (order_uuid, guest_hash, role) values ($1, $2, $3)
     on conflict (order_uuid, guest_hash) do update set role = case when order_guests.role = 'placed' then 'placed' else excluded.role end`,
    [uuid, guestHash, role],
  );
}

/**
 * The order as a guest who does not hold it sees it: what a guest at the same table needs to merge — lines, totals,
 * status — and nothing personal. A table's or room's name ("Table# 7") is a place, not a person, and stays.
 */
export function tableView(order: PlacedOrder): PlacedOrder {
  return {
    ...order,
    customer_name: orderLocation(order.customer_name) ? order.customer_name : "",
    phone: "",
    order_comments: "",
    payment_url: null,
    // The tip and what a plugin's pricing kept (its promotions: decision 0064) are figures of the order, not the
    // guest's: `additional_data` holds nothing else.
    line_items: order.line_items.map((line) => ({ ...line, special_instructions: "" })),
  };
}
