import type { Database } from "./database";
import { foreignTableIn, pluginTablePrefix, type PluginMigration } from "../../engine/plugin-api/server";

/**
 * The store's schema, one migration per step, applied in order and recorded in `schema_migrations`.
 * Append new steps; never edit a step that has shipped.
 */
const MIGRATIONS: readonly { id: number; name: string; sql: string }[] = [
  {
    id: 1,
    name: "venues",
    sql: `
      create table venues (
        license          text primary key,
        menu_id          integer not null,
        license_status   text not null,
        default_language text not null,
        payload          jsonb not null,
        translations     jsonb not null default '{}'::jsonb,
        updated_at       timestamptz not null default now()
      );
      create table venue_domains (
        domain  text primary key,
        license text not null references venues(license) on delete cascade
      );
      create table venue_media (
        license      text not null references venues(license) on delete cascade,
        path         text not null,
        content_type text not null,
        body         bytea not null,
        primary key (license, path)
      );
    `,
  },
  {
    // Answers of the venues' feedback forms (POST /{lang}/api/submission/). No foreign key to venues: a
    // re-import replaces the venue row, and the answers guests gave must survive it.
    id: 2,
    name: "form_submissions",
    sql: `
      create table form_submissions (
        id          bigint generated always as identity primary key,
        license     text not null,
        form_id     integer not null,
        language    text not null,
        submission  jsonb not null,
        created_at  timestamptz not null default now()
      );
      create index form_submissions_by_form on form_submissions (license, form_id);
    `,
  },
  {
    // Payments as the server recorded them: the only source of a payment status (ordering spec section 7). The
    // browser never writes here; a provider's confirmation and order placement do (server/payments/).
    id: 3,
    name: "payments",
    sql: `
      create table payments (
        license     text not null,
        provider    text not null,
        reference   text not null,
        status      text not null,
        order_id    text,
        order_uuid  text,
        created_at  timestamptz not null default now(),
        updated_at  timestamptz not null default now(),
        primary key (license, provider, reference)
      );
    `,
  },
  {
    // A retried submission (same Idempotency-Key) is stored once: the key is unique per venue.
    id: 4,
    name: "form_submissions_idempotency",
    sql: `
      alter table form_submissions add column idempotency_key text;
      create unique index form_submissions_once on form_submissions (license, idempotency_key) where idempotency_key is not null;
    `,
  },
  {
    // The venue file's coupons (docs/venue-file.md): kept beside the payload, never served with it.
    id: 5,
    name: "venue_coupons",
    sql: `
      alter table venues add column coupons jsonb not null default '[]'::jsonb;
    `,
  },
  {
    // Orders as the server priced them (server/orders/), their lines beside them, and one per Idempotency-Key.
    id: 6,
    name: "orders",
    sql: `
      create table orders (
        uuid            text primary key,
        license         text not null,
        order_number    serial,
        idempotency_key text,
        order_type      text not null,
        status          text not null default 'pending',
        total           text not null,
        payload         jsonb not null,
        answer          jsonb not null,
        created_at      timestamptz not null default now()
      );
      create unique index orders_once on orders (license, idempotency_key) where idempotency_key is not null;
      create table order_lines (
        order_uuid  text not null references orders (uuid) on delete cascade,
        position    integer not null,
        product_id  integer not null,
        name        text not null,
        unit_price  text not null,
        quantity    integer not null,
        primary key (order_uuid, position)
      );
    `,
  },
  {
    // The venue file's delivery zones (docs/venue-file.md), beside the payload like the coupons.
    id: 7,
    name: "venue_delivery_zones",
    sql: `
      alter table venues add column delivery_zones jsonb not null default '[]'::jsonb;
    `,
  },
  {
    // The table or room an order was placed from ("Table# 7"), so a second guest at the table meets its open order.
    id: 8,
    name: "order_location",
    sql: `
      alter table orders add column location text;
      create index orders_open_by_location on orders (license, location) where location is not null;
    `,
  },
  {
    // A merge into an open order (PATCH) happens once per Idempotency-Key, like an order.
    id: 9,
    name: "order_edits",
    sql: `
      create table order_edits (
        order_uuid      text not null references orders (uuid) on delete cascade,
        idempotency_key text not null,
        answer          jsonb not null,
        primary key (order_uuid, idempotency_key)
      );
    `,
  },
  {
    // After the order (issue 12): each line keeps what the receipt shows and its own status (staff delete a line:
    // "Deleted"); the order keeps how it was priced (coupon, quoted delivery fee) so a changed order is priced
    // again the same way, and its payment link; a provider payment knows its order's amount and type.
    id: 10,
    name: "order_after_placement",
    sql: `
      alter table order_lines add column status text not null default 'Active';
      alter table order_lines add column detail jsonb not null default '{}'::jsonb;
      alter table orders add column pricing jsonb not null default '{}'::jsonb;
      alter table orders add column payment_url text;
      alter table orders add column updated_at timestamptz not null default now();
      alter table payments add column amount text;
      create index payments_by_order on payments (order_uuid) where order_uuid is not null;
    `,
  },
  {
    // Online payments (issue 12): which provider plugin a venue's card payments go to (the venue file's
    // payment_provider), and the local sandbox's own record of what the guest did on its payment page — the
    // provider's side, which the status calls ask as they would ask a real provider.
    id: 11,
    name: "payment_providers",
    sql: `
      alter table venues add column payment_provider text;
      alter table payments add column session text;
      create table sandbox_payments (
        provider    text not null,
        reference   text not null,
        session     text not null,
        outcome     text,
        created_at  timestamptz not null default now(),
        primary key (provider, reference)
      );
    `,
  },
  {
    // Split payment (ordering spec §4, §7): the balance shared among 2 to 6 guests, each share paid online on
    // its own. A share's status is read from its payments: PAID once one is, PENDING while one is unpaid.
    id: 12,
    name: "split_payments",
    sql: `
      create table split_payments (
        uuid        text primary key,
        order_uuid  text not null references orders (uuid),
        position    integer not null,
        guest_name  text not null,
        amount      text not null,
        created_at  timestamptz not null default now(),
        unique (order_uuid, position)
      );
      alter table payments add column split_uuid text;
      create unique index payments_one_open_per_share on payments (split_uuid) where split_uuid is not null and status in ('UNPAID', 'PAID');
    `,
  },
  {
    // The employee discount (ordering spec §4, venue-group mode): the venue file's employees, verified by id.
    id: 13,
    name: "venue_employees",
    sql: `
      alter table venues add column employees jsonb not null default '[]'::jsonb;
    `,
  },
  {
    // Who may touch an order (issue 17, docs/security.md): the guests holding it (the one who placed it, and guests
    // who joined it at the table) by the hash of their guest cookie; order numbers counted per venue, so a number
    // tells nothing of another venue's volume; and each Idempotency-Key kept with the hash of its request, so the
    // same key with another body is refused instead of answered with someone else's order.
    id: 14,
    name: "order_access",
    sql: `
      create table order_guests (
        order_uuid  text not null references orders (uuid) on delete cascade,
        guest_hash  text not null,
        role        text not null,
        created_at  timestamptz not null default now(),
        primary key (order_uuid, guest_hash)
      );
      create table venue_order_numbers (
        license     text primary key,
        last_number integer not null
      );
      insert into venue_order_numbers (license, last_number) select license, max(order_number) from orders group by license;
      alter table orders add column request_hash text;
      alter table order_edits add column request_hash text;
    `,
  },
  {
    // At most one open payment of an order's balance at a time (issue 17): a second link while one is open would let
    // a guest pay twice. Shares have had theirs since migration 12.
    id: 15,
    name: "one_open_payment_per_order",
    sql: `
      update payments p set status = 'CANCELED', updated_at = now()
       where p.split_uuid is null and p.status = 'UNPAID' and p.order_uuid is not null
         and exists (select 1 from payments q where q.order_uuid = p.order_uuid and q.split_uuid is null and q.status = 'UNPAID' and q.created_at > p.created_at);
      create unique index payments_one_open_per_order on payments (order_uuid) where split_uuid is null and status = 'UNPAID' and order_uuid is not null;
    `,
  },
  {
    // One venue per menu id (the order and coupon calls name the menu): `venue import` refuses a second one, and
    // this index makes two imports at the same moment unable to both win. Before it, a copy imported under
    // another license could share a menu id; of such venues the one the menu id's orders were filed under stays
    // (the most orders; else the one imported first) and the others, imports this rule refuses, are removed (their
    // orders and answers are kept: they hold no reference to venues). docs/decisions/0037-operator-safety.md.
    id: 20,
    name: "venues_one_per_menu_id",
    sql: `
      with ranked as (
        select v.license, row_number() over (
          partition by v.menu_id
          order by (select count(*) from orders o where o.license = v.license) desc, v.updated_at, v.license
        ) as place
        from venues v
      )
      delete from venues where license in (select license from ranked where place > 1);
      create unique index venues_one_per_menu_id on venues (menu_id);
    `,
  },
  {
    // The language an order was placed in (issue 18, decision 0044): its lines and taxes keep their names in it, and
    // lines merged in later or taxes priced again are named in it too. Null for older orders: the venue's default.
    id: 21,
    name: "order_language",
    sql: `
      alter table orders add column language text;
    `,
  },
  {
    // Plugins in a venue's file and in the store (issue 19, decisions 0047 and 0051): each plugin's options per venue
    // (a provider's keys, server-side only), the steps of the plugins' own schemas, the payment type of a payment a
    // plugin records (null: a card payment), and the provider's page of a payment once it has been created there.
    id: 22,
    name: "plugin_options_migrations_and_provider_pages",
    sql: `
      alter table venues add column plugin_options jsonb not null default '{}'::jsonb;
      alter table payments add column payment_type text;
      alter table payments add column redirect_url text;
      create table plugin_migrations (
        id         text primary key,
        applied_at timestamptz not null default now()
      );
    `,
  },
  {
    // Shared tables (docs/shared-table.md): guests who scanned one table's QR code, each one's lines of the shared
    // cart, and the orders placed from it. One open session per place of a venue; the lines are a guest's cart lines.
    id: 23,
    name: "table_sessions",
    sql: `
      create table table_sessions (
        id            text primary key,
        license       text not null,
        place         text not null,
        created_at    timestamptz not null default now(),
        updated_at    timestamptz not null default now(),
        closed_at     timestamptz
      );
      create unique index table_sessions_one_open on table_sessions (license, place) where closed_at is null;
      create table table_session_members (
        session_id  text not null references table_sessions(id) on delete cascade,
        guest_hash  text not null,
        member_no   integer not null,
        name        text not null default '',
        joined_at   timestamptz not null default now(),
        primary key (session_id, guest_hash),
        unique (session_id, member_no)
      );
      create table table_session_lines (
        session_id  text not null references table_sessions(id) on delete cascade,
        member_no   integer not null,
        position    integer not null,
        line        jsonb not null,
        primary key (session_id, member_no, position)
      );
      create table table_session_orders (
        session_id  text not null references table_sessions(id) on delete cascade,
        order_uuid  text not null,
        member_no   integer not null,
        placed_at   timestamptz not null default now(),
        primary key (session_id, order_uuid)
      );
    `,
  },
  {
    // Split by items at the shared table (docs/shared-table.md): which lines of a tab order each item share pays
    // for. One share per line (the key), so a line is never paid twice; a share removed frees its lines. And when
    // each member's phone last read the table: who is here now, not only who joined.
    id: 24,
    name: "table_item_shares_and_presence",
    sql: `
      create table table_item_shares (
        split_uuid     text not null references split_payments(uuid) on delete cascade,
        order_uuid     text not null,
        line_position  integer not null,
        member_no      integer not null,
        primary key (order_uuid, line_position)
      );
      create index table_item_shares_split on table_item_shares (split_uuid);
      alter table table_session_members add column last_seen_at timestamptz;
    `,
  },
  {
    // Employees are the venue-group plugin's options now (decision 0066): each venue's `employees` (migration 13) move
    // into its `plugin_options` under the plugin's id, beside its other options, and the core's column goes.
    id: 25,
    name: "venue_employees_to_plugin_options",
    sql: `
      update venues
         set plugin_options = jsonb_set(
               plugin_options,
               '{integration-venue-group}',
               (case when jsonb_typeof(plugin_options->'integration-venue-group') = 'object' then plugin_options->'integration-venue-group' else '{}'::jsonb end)
                 || jsonb_build_object('employees', employees))
       where jsonb_array_length(employees) > 0;
      alter table venues drop column employees;
    `,
  },
];

/** Held by the transaction applying a migration, so servers starting together on one PostgreSQL take turns. */
const MIGRATION_LOCK = "select pg_advisory_xact_lock(2026051700)";

/** Brings the database up to the newest schema; safe to run at every start. */
export async function migrate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK);
    await tx.query(
      "create table if not exists schema_migrations (id integer primary key, name text not null, applied_at timestamptz not null default now())",
    );
  });
  const applied = new Set((await db.query<{ id: number }>("select id from schema_migrations")).map((row) => row.id));
  // By id, whatever order the list was merged in; ids may leave gaps (steps appended on other branches).
  for (const migration of [...MIGRATIONS].sort((a, b) => a.id - b.id)) {
    if (applied.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK);
      // Another instance may have applied it while this one waited for the lock.
      if ((await tx.query("select 1 from schema_migrations where id = $1", [migration.id])).length > 0) return;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query("insert into schema_migrations (id, name) values ($1, $2)", [migration.id, migration.name]);
    });
  }
}

/**
 * Applies the plugins' own steps (decision 0047) after the core's, each once, in the order each plugin lists them,
 * recorded by id in `plugin_migrations`; servers starting together take turns as for the core's. A step whose id does
 * not start with its plugin's id, or that names a table not the plugin's own (pluginTablePrefix), stops start-up.
 */
export async function migratePlugins(db: Database, plugins: readonly { id: string; migrations?: readonly PluginMigration[] }[]): Promise<void> {
  for (const plugin of plugins) {
    for (const step of plugin.migrations ?? []) {
      if (!step.id.startsWith(`${plugin.id}/`)) throw new Error(`Migration "${step.id}" of plugin "${plugin.id}" must be named "${plugin.id}/…"`);
      const foreign = foreignTableIn(plugin.id, step.sql);
      if (foreign) throw new Error(`Migration "${step.id}" names table "${foreign}": a plugin's tables start with "${pluginTablePrefix(plugin.id)}"`);
    }
  }
  const applied = new Set((await db.query<{ id: string }>("select id from plugin_migrations")).map((row) => row.id));
  for (const step of plugins.flatMap((plugin) => plugin.migrations ?? [])) {
    if (applied.has(step.id)) continue;
    await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK);
      if ((await tx.query("select 1 from plugin_migrations where id = $1", [step.id])).length > 0) return;
      for (const statement of splitStatements(step.sql)) await tx.query(statement);
      await tx.query("insert into plugin_migrations (id) values ($1)", [step.id]);
    });
  }
}

/** Every migration's id, in the order they apply (tests compare the store's record with it). */
export const MIGRATION_IDS: readonly number[] = MIGRATIONS.map((migration) => migration.id).sort((a, b) => a - b);

/** The extended query protocol takes one statement at a time; our migrations hold no `;` in literals. */
function splitStatements(sql: string): string[] {
  return sql
    .split(";")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
