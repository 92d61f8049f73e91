/**
 * The table sessions as the store keeps them (migration 23): one open session per place of a venue, its members
 * (known by the hash of their guest cookie, numbered in the order they joined), each member's lines of the shared
 * cart, and the orders placed from it. A session left alone for SESSION_IDLE_HOURS is closed at the next join, so
 * the next party at the table starts empty.
 */
import { randomBytes } from "node:crypto";
import type { Database, Queryable } from "../db/database";
import type { SharedLine, TableOrdering, TableSessionState } from "../../schemas/api/table-session";
import { TABLE_LIMITS } from "../../schemas/api/table-session";
import type { TablePlace } from "./place-token";
import { placeKeyOf } from "./place-token";
import { itemSharesOf } from "./item-shares";

export const SESSION_IDLE_HOURS = 6;
/** A member whose phone read the table this recently is here now (the table screen reads it every HERE_READ_MS). */
export const HERE_SECONDS = 45;

export interface SessionRow {
  id: string;
  license: string;
  place: string;
}

/** The place of a stored key (`table:7` → Table 7). */
function placeOfKey(key: string): TablePlace {
  const [type, ...rest] = key.split(":");
  return { type: type === "room" ? "Room" : "Table", location: rest.join(":") };
}

/**
 * The open session at `place` of venue `license`, with the guest `guestHash` in it: joined now when not yet
 * (numbered after the others), the session opened when the place has none. Undefined when the table is full.
 */
export async function joinSession(db: Database, license: string, place: TablePlace, guestHash: string, name: string): Promise<{ session: SessionRow; memberNo: number } | undefined> {
  const key = placeKeyOf(place);
  return db.transaction(async (tx) => {
    // Serialises joins at one place, so two phones scanning at once land in one session with two numbers.
    await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`table-session:${license}:${key}`]);
    await tx.query(
      `update table_sessions set closed_at = now()
        where license = $1 and place = $2 and closed_at is null and updated_at < now() - make_interval(hours => $3)`,
      [license, key, SESSION_IDLE_HOURS],
    );
    let [session] = await tx.query<SessionRow>("select id, license, place from table_sessions where license = $1 and place = $2 and closed_at is null", [license, key]);
    if (!session) {
      session = { id: randomBytes(12).toString("base64url"), license, place: key };
      await tx.query("insert into table_sessions (id, license, place) values ($1, $2, $3)", [session.id, license, key]);
    }
    const [known] = await tx.query<{ member_no: number }>("select member_no from table_session_members where session_id = $1 and guest_hash = $2", [session.id, guestHash]);
    if (known) {
      if (name !== "") await tx.query("update table_session_members set name = $3 where session_id = $1 and guest_hash = $2", [session.id, guestHash, name]);
      return { session, memberNo: known.member_no };
    }
    const [{ count, next } = { count: 0, next: 1 }] = await tx.query<{ count: number; next: number }>(
      "select count(*)::int as count, coalesce(max(member_no), 0)::int + 1 as next from table_session_members where session_id = $1",
      [session.id],
    );
    if (count >= TABLE_LIMITS.membersPerTable) return undefined;
    await tx.query("insert into table_session_members (session_id, guest_hash, member_no, name) values ($1, $2, $3, $4)", [session.id, guestHash, next, name]);
    await touch(tx, session.id);
    return { session, memberNo: next };
  });
}

/** The open session `id` of venue `license` and the caller's member number in it; undefined for anyone else. */
export async function memberOf(db: Queryable, license: string, id: string, guestHash: string | undefined): Promise<{ session: SessionRow; memberNo: number } | undefined> {
  if (!guestHash) return undefined;
  const [row] = await db.query<SessionRow & { member_no: number }>(
    `select s.id, s.license, s.place, m.member_no from table_sessions s
       join table_session_members m on m.session_id = s.id and m.guest_hash = $3
      where s.id = $1 and s.license = $2 and s.closed_at is null`,
    [id, license, guestHash],
  );
  return row ? { session: { id: row.id, license: row.license, place: row.place }, memberNo: row.member_no } : undefined;
}

/** The session as member `you` sees it, at a venue whose table orders as `ordering`. */
export async function readSession(db: Queryable, session: SessionRow, you: number, ordering: TableOrdering = "one"): Promise<TableSessionState> {
  const members = await db.query<{ member_no: number; name: string; here: boolean }>(
    "select member_no, name, coalesce(last_seen_at > now() - make_interval(secs => $2), false) as here from table_session_members where session_id = $1 order by member_no",
    [session.id, HERE_SECONDS],
  );
  const lines = await db.query<{ member_no: number; line: SharedLine["line"] }>("select member_no, line from table_session_lines where session_id = $1 order by member_no, position", [session.id]);
  const orders = await db.query<{ order_uuid: string; member_no: number }>("select order_uuid, member_no from table_session_orders where session_id = $1 order by placed_at, order_uuid", [session.id]);
  return {
    id: session.id,
    place: placeOfKey(session.place),
    you,
    ordering,
    members: members.map((m) => ({ no: m.member_no, name: m.name, here: m.here })),
    lines: lines.map((l) => ({ member: l.member_no, line: l.line })),
    orders: await Promise.all(orders.map(async (o) => ({ uuid: o.order_uuid, member: o.member_no, item_shares: (await itemSharesOf(db, o.order_uuid)).map(({ uuid: _uuid, ...share }) => share) }))),
  };
}

/** Replaces member `memberNo`'s lines of the shared cart with `lines` (already checked: shared-lines.ts). */
export async function replaceLines(db: Database, sessionId: string, memberNo: number, lines: readonly SharedLine["line"][]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("delete from table_session_lines where session_id = $1 and member_no = $2", [sessionId, memberNo]);
    for (const [position, line] of lines.entries()) {
      await tx.query("insert into table_session_lines (session_id, member_no, position, line) values ($1, $2, $3, $4)", [sessionId, memberNo, position, JSON.stringify(line)]);
    }
    await touch(tx, sessionId);
  });
}

/** Member `memberNo`'s phone read the table now; true when they were away until now (the others should hear of it). */
export async function markHere(db: Queryable, sessionId: string, memberNo: number): Promise<boolean> {
  const [row] = await db.query<{ was_here: boolean }>(
    `update table_session_members m set last_seen_at = now()
       from (select coalesce(last_seen_at > now() - make_interval(secs => $3), false) as was_here from table_session_members where session_id = $1 and member_no = $2) before
      where m.session_id = $1 and m.member_no = $2 returning before.was_here`,
    [sessionId, memberNo, HERE_SECONDS],
  );
  return row ? !row.was_here : false;
}

export async function renameMember(db: Queryable, sessionId: string, memberNo: number, name: string): Promise<void> {
  await db.query("update table_session_members set name = $3 where session_id = $1 and member_no = $2", [sessionId, memberNo, name]);
  await touch(db, sessionId);
}

/**
 * The table's order was placed from the shared cart by `memberNo`: it is kept on the tab, and the lines it took leave
 * the shared cart — every guest's when one orders for the table, only theirs when each guest orders their own.
 */
export async function recordOrder(db: Database, sessionId: string, memberNo: number, orderUuid: string, ordering: TableOrdering = "one"): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("insert into table_session_orders (session_id, order_uuid, member_no) values ($1, $2, $3) on conflict do nothing", [sessionId, orderUuid, memberNo]);
    if (ordering === "each") await tx.query("delete from table_session_lines where session_id = $1 and member_no = $2", [sessionId, memberNo]);
    else await tx.query("delete from table_session_lines where session_id = $1", [sessionId]);
    await touch(tx, sessionId);
  });
}

function touch(db: Queryable, sessionId: string) {
  return db.query("update table_sessions set updated_at = now() where id = $1", [sessionId]);
}
