/**
 * The shared table's calls (docs/shared-table.md, schemas/api/table-session.ts). Who may do what:
 * - joining needs the table's QR token (`/t/{token}`), decoded as the app decodes it; a bare table number does not
 *   join, and a session is found only through its place's token;
 * - every other call is a member's: the caller's guest cookie (server/access/guest-cookie.ts) is in the session,
 *   and the session is of the venue at the request's host; anyone else is 404, as for a session that does not exist;
 * - a member changes only their own lines and name; placing the table's order is the normal order call, recorded
 *   here only when the caller holds that order and it is at this session's place;
 * - the live channel `private-table-{id}` is signed for members only.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../server-context";
import { accessOrder, hostLicense, hostVenueContext } from "../access/order-access";
import { ensureGuest, guestHashOf } from "../access/guest-cookie";
import { badRequest, notFound } from "../routes/errors";
import { venueMenuNow } from "../orders/venue-menu";
import { LIVE_AUTH_PATH, TABLE_SESSION_JOIN_PATH, TABLE_UPDATE_EVENT, tableSessionChannel } from "../../schemas/api/table-session";
import { placeOfToken } from "./place-token";
import { payForItems, pickedLines } from "./item-shares";
import { checkSharedLines, memberName } from "./shared-lines";
import { joinSession, markHere, memberOf, readSession, recordOrder, renameMember, replaceLines, type SessionRow } from "./table-session-store";
import { tableOrderingOf } from "./table-ordering";
import { venueContextsOf } from "../venues/venue-context";

const NO_SESSION = "No such table session";
const SESSION_ID = /^[A-Za-z0-9_-]{16}$/;
/** More lines than any order has: a pick naming a position past it is refused before the order is read. */
const MAX_ORDER_LINES = 500;

export function registerTableSessionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** Tells every phone at the table to read the session again. */
  const changed = (id: string) => ctx.liveChannels?.publish(tableSessionChannel(id), TABLE_UPDATE_EVENT, { id });

  /** How the venue's tables order (its venue file's setting, ./table-ordering.ts). */
  const orderingAt = async (license: string) => tableOrderingOf((await venueContextsOf(ctx).get(license))?.venue);
  /** The session as the caller sees it. */
  const answer = async (seat: { session: SessionRow; memberNo: number }) => readSession(ctx.db, seat.session, seat.memberNo, await orderingAt(seat.session.license));

  /** The caller's membership of session `:id` at the host's venue, or a 404 answered. */
  async function member(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    const license = await hostLicense(ctx, request);
    const found = license && SESSION_ID.test(request.params.id) ? await memberOf(ctx.db, license, request.params.id, guestHashOf(request)) : undefined;
    if (!found) void notFound(reply, NO_SESSION);
    return found;
  }

  app.post(TABLE_SESSION_JOIN_PATH, async (request, reply) => {
    const body = (request.body ?? {}) as { kind?: unknown; token?: unknown; name?: unknown };
    const context = await hostVenueContext(ctx, request);
    if (!context) return notFound(reply, "Unknown venue");
    const place = placeOfToken(body.kind, body.token);
    if (!place) return notFound(reply, "This table link is not one of the venue's");
    const joined = await joinSession(ctx.db, context.venue.license, place, ensureGuest(request, reply), memberName(body.name));
    if (!joined) return reply.code(409).send({ detail: "This table is full." });
    await markHere(ctx.db, joined.session.id, joined.memberNo);
    void changed(joined.session.id);
    reply.header("cache-control", "no-store");
    return answer(joined);
  });

  app.get<{ Params: { id: string } }>("/en/api/table-session/:id/", async (request, reply) => {
    const found = await member(request, reply);
    if (!found) return reply;
    // A read is the phone saying "here": the table screen reads every 20 s. Coming back is told to the others at once.
    if (await markHere(ctx.db, found.session.id, found.memberNo)) void changed(found.session.id);
    reply.header("cache-control", "no-store");
    return answer(found);
  });

  app.post<{ Params: { id: string } }>("/en/api/table-session/:id/lines/", async (request, reply) => {
    const found = await member(request, reply);
    if (!found) return reply;
    // Priced by the server from the venue's menu now: a price, name or option text a phone sends is not kept.
    const context = await hostVenueContext(ctx, request);
    const venueNow = context ? await venueMenuNow(ctx, context.venue) : undefined;
    if (!venueNow) return notFound(reply, "Unknown venue");
    const checked = checkSharedLines(venueNow.menu, venueNow.clock, request.body);
    if (!checked.ok) return reply.code(checked.status).send({ detail: checked.detail });
    await replaceLines(ctx.db, found.session.id, found.memberNo, checked.lines);
    void changed(found.session.id);
    return answer(found);
  });

  app.post<{ Params: { id: string } }>("/en/api/table-session/:id/name/", async (request, reply) => {
    const found = await member(request, reply);
    if (!found) return reply;
    await renameMember(ctx.db, found.session.id, found.memberNo, memberName((request.body as { name?: unknown } | null)?.name));
    void changed(found.session.id);
    return answer(found);
  });

  app.post<{ Params: { id: string } }>("/en/api/table-session/:id/order/", async (request, reply) => {
    const found = await member(request, reply);
    if (!found) return reply;
    const uuid = (request.body as { order_uuid?: unknown } | null)?.order_uuid;
    if (typeof uuid !== "string") return badRequest(reply, "Send { order_uuid }.");
    // Only an order the caller placed (or joined at the table), at this session's place, goes on the table's tab.
    const access = await accessOrder(ctx, request, uuid, "hold");
    if (!access.ok) return reply.code(access.status).send({ detail: access.detail });
    if (access.location !== found.session.place) return reply.code(409).send({ detail: "This order is not at this table." });
    await recordOrder(ctx.db, found.session.id, found.memberNo, uuid, await orderingAt(found.session.license));
    void changed(found.session.id);
    return answer(found);
  });

  // Split by items: a member pays for lines of an order on this table's tab; the amount is the server's.
  app.post<{ Params: { id: string } }>("/en/api/table-session/:id/items/", async (request, reply) => {
    const found = await member(request, reply);
    if (!found) return reply;
    const body = (request.body ?? {}) as { order_uuid?: unknown; lines?: unknown };
    const picked = pickedLines(body.lines, MAX_ORDER_LINES);
    if (typeof body.order_uuid !== "string" || !picked) return badRequest(reply, "Send { order_uuid, lines: [positions of the order's lines] }.");
    const session = await readSession(ctx.db, found.session, found.memberNo);
    const onTab = session.orders.find((o) => o.uuid === body.order_uuid);
    if (!onTab) return notFound(reply, "This order is not on the table's tab.");
    const me = session.members.find((m) => m.no === found.memberNo);
    const paid = await payForItems(ctx, onTab.uuid, found.memberNo, me?.name || `Guest ${found.memberNo}`, guestHashOf(request)!, picked);
    if (!paid.ok) return reply.code(paid.status).send({ detail: paid.detail });
    void changed(found.session.id);
    reply.header("cache-control", "no-store");
    return { payment_url: paid.payment_url, amount: paid.amount };
  });

  // Pusher's channel authorisation, as pusher-js asks it (the app sends JSON): a member's socket may listen to its table.
  app.post(LIVE_AUTH_PATH, async (request, reply) => {
    const body = (request.body ?? {}) as { socket_id?: unknown; channel_name?: unknown };
    const socketId = typeof body.socket_id === "string" && /^\d{1,20}\.\d{1,20}$/.test(body.socket_id) ? body.socket_id : undefined;
    const id = typeof body.channel_name === "string" ? /^private-table-([A-Za-z0-9_-]{16})$/.exec(body.channel_name)?.[1] : undefined;
    if (!socketId || !id || !ctx.liveChannels) return reply.code(403).send({ detail: "This channel is not yours to listen to." });
    const license = await hostLicense(ctx, request);
    const found = license ? await memberOf(ctx.db, license, id, guestHashOf(request)) : undefined;
    if (!found) return reply.code(403).send({ detail: "This channel is not yours to listen to." });
    return { auth: ctx.liveChannels.sign(socketId, tableSessionChannel(id)) };
  });
}


