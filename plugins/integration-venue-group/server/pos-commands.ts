/**
 * The simulated point of sale's staff commands (decision 0048), run as `npm run pos -- COMMAND … [--venue LICENSE]`
 * (server/cli/plugin-command.ts; through the running server with CARTA_ADMIN_TOKEN):
 *
 *   otp WALLET_ID      a fresh six-digit one-time code for the wallet (the guest's phone would receive it)
 *   unlock WALLET_ID   lets a wallet locked by five wrong codes take codes again
 *   busy TABLE         the point of sale holds a common order at the table
 *   free TABLE         it no longer does
 */
import type { StaffCommand } from "../../../engine/plugin-api/server";
import { optionsOf } from "./options";
import { setTableBusy } from "./pos-tables";
import { issueCode, seedWallets, unlockWallet } from "./wallet-store";

const needs = (what: string) => ({ ok: false as const, detail: `Name the ${what}.` });

export const POS_COMMANDS: readonly StaffCommand[] = [
  {
    name: "otp",
    usage: "otp WALLET_ID",
    async run([walletId], { license, options, db }) {
      if (!walletId) return needs("wallet");
      await seedWallets(db, license, optionsOf(options)?.wallets ?? []);
      const code = await issueCode(db, license, walletId);
      return code ? { ok: true, lines: [code] } : { ok: false, detail: `No wallet ${walletId} at ${license}.` };
    },
  },
  {
    name: "unlock",
    usage: "unlock WALLET_ID",
    async run([walletId], { license, db }) {
      if (!walletId) return needs("wallet");
      return (await unlockWallet(db, license, walletId)) ? { ok: true, lines: [`Wallet ${walletId} unlocked.`] } : { ok: false, detail: `No wallet ${walletId} at ${license}.` };
    },
  },
  {
    name: "busy",
    usage: "busy TABLE",
    async run([table], { license, db, orderChangedAt }) {
      if (!table) return needs("table");
      await setTableBusy(db, license, table, true);
      // The guests already on the table's order screen read it again: it now carries common_order.
      await orderChangedAt?.(table);
      return { ok: true, lines: [`Table ${table} at ${license} is busy with a POS order.`] };
    },
  },
  {
    name: "free",
    usage: "free TABLE",
    async run([table], { license, db, orderChangedAt }) {
      if (!table) return needs("table");
      await setTableBusy(db, license, table, false);
      await orderChangedAt?.(table);
      return { ok: true, lines: [`Table ${table} at ${license} is free.`] };
    },
  },
];
