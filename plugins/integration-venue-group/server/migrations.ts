import type { PluginMigration } from "../../../engine/plugin-api/server";

/**
 * The simulated point of sale's tables (decision 0048): wallets with their balance, redeemable amount and failed
 * codes; one-time codes (a hash, one open per wallet); tables the point of sale holds a common order at.
 */
export const VENUE_GROUP_MIGRATIONS: readonly PluginMigration[] = [
  {
    id: "integration-venue-group/001-wallets",
    sql: `
      create table integration_venue_group_wallets (
        license           text not null,
        wallet_id         text not null,
        name              text not null,
        phone             text not null,
        balance           text not null,
        redeemable_amount text not null,
        failed_attempts   integer not null default 0,
        locked            boolean not null default false,
        primary key (license, wallet_id)
      );
      create table integration_venue_group_wallet_codes (
        license    text not null,
        wallet_id  text not null,
        code_hash  text not null,
        expires_at timestamptz not null,
        primary key (license, wallet_id)
      );
    `,
  },
  {
    id: "integration-venue-group/002-pos-tables",
    sql: `
      create table integration_venue_group_pos_tables (
        license text not null,
        place   text not null,
        primary key (license, place)
      );
    `,
  },
];
