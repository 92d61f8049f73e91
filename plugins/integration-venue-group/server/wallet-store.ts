/**
 * The simulated point of sale's wallets (decision 0048), kept in the plugin's own tables: seeded from the venue
 * file's options, debited by redemptions, locked after five wrong one-time codes. A code is six digits, valid for ten
 * minutes and once; only its hash is kept, and a new code replaces the wallet's open one.
 */
import { createHash, randomInt } from "node:crypto";
import type { PluginQueries } from "../../../engine/plugin-api/server";
import { formatMilliPlain, parseAmount, type Milli } from "../../../schemas/money";
import type { WalletOption } from "./options";

type Queries = Pick<PluginQueries, "query">;

/** Wrong codes in a row that lock a wallet. */
export const MAX_FAILED_CODES = 5;
/** How long a one-time code stays valid. */
export const CODE_TTL_MINUTES = 10;

export interface Wallet {
  walletId: string;
  name: string;
  phone: string;
  balance: Milli;
  redeemable: Milli;
  failedAttempts: number;
  locked: boolean;
}

interface WalletRow {
  wallet_id: string;
  name: string;
  phone: string;
  balance: string;
  redeemable_amount: string;
  failed_attempts: number;
  locked: boolean;
}

const WALLETS = "integration_venue_group_wallets";
const CODES = "integration_venue_group_wallet_codes";

const walletOf = (row: WalletRow): Wallet => ({
  walletId: row.wallet_id,
  name: row.name,
  phone: row.phone,
  balance: parseAmount(row.balance) ?? (0 as Milli),
  redeemable: parseAmount(row.redeemable_amount) ?? (0 as Milli),
  failedAttempts: row.failed_attempts,
  locked: row.locked,
});

/** A phone as digits only: "+971 50 123 4567" and "+971501234567" are one phone. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, "");

const hashCode = (license: string, walletId: string, code: string) => createHash("sha256").update(`${license}\n${walletId}\n${code}`).digest("hex");

/** Adds the venue file's wallets the store does not have yet; a wallet already there keeps its balance. */
export async function seedWallets(db: Queries, license: string, wallets: readonly WalletOption[]): Promise<void> {
  for (const wallet of wallets) {
    await db.query(
      `insert into ${WALLETS} (license, wallet_id, name, phone, balance, redeemable_amount) values ($1, $2, $3, $4, $5, $6)
       on conflict (license, wallet_id) do nothing`,
      [license, wallet.wallet_id, wallet.name, wallet.phone, formatMilliPlain(wallet.balance), formatMilliPlain(wallet.redeemable_amount)],
    );
  }
}

export async function findWallet(db: Queries, license: string, walletId: string, forUpdate = false): Promise<Wallet | undefined> {
  const [row] = await db.query<WalletRow>(`select * from ${WALLETS} where license = $1 and wallet_id = $2${forUpdate ? " for update" : ""}`, [license, walletId]);
  return row ? walletOf(row) : undefined;
}

/** The venue's wallet whose phone is `phone` (digits compared), or undefined. */
export async function walletForPhone(db: Queries, license: string, phone: string): Promise<Wallet | undefined> {
  const digits = phoneDigits(phone);
  if (digits === "") return undefined;
  const rows = await db.query<WalletRow>(`select * from ${WALLETS} where license = $1 order by wallet_id`, [license]);
  const row = rows.find((candidate) => phoneDigits(candidate.phone) === digits);
  return row ? walletOf(row) : undefined;
}

/** A fresh six-digit code for the wallet (the one before it no longer works), or undefined for no such wallet. */
export async function issueCode(db: Queries, license: string, walletId: string): Promise<string | undefined> {
  if (!(await findWallet(db, license, walletId))) return undefined;
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.query(
    `insert into ${CODES} (license, wallet_id, code_hash, expires_at) values ($1, $2, $3, now() + interval '${CODE_TTL_MINUTES} minutes')
     on conflict (license, wallet_id) do update set code_hash = excluded.code_hash, expires_at = excluded.expires_at`,
    [license, walletId, hashCode(license, walletId, code)],
  );
  return code;
}

export type CodeCheck = { ok: true; wallet: Wallet } | { ok: false; reason: "no_wallet" | "locked" | "incorrect" };

/**
 * Spends the wallet's open code when `code` is it (the failures reset), else counts a failure, locking the wallet at
 * the fifth. Run inside the redemption's transaction: the wallet row is locked meanwhile.
 */
export async function checkCode(tx: Queries, license: string, walletId: string, code: string): Promise<CodeCheck> {
  const wallet = await findWallet(tx, license, walletId, true);
  if (!wallet) return { ok: false, reason: "no_wallet" };
  if (wallet.locked) return { ok: false, reason: "locked" };
  const spent = await tx.query(
    `delete from ${CODES} where license = $1 and wallet_id = $2 and code_hash = $3 and expires_at > now() returning wallet_id`,
    [license, walletId, hashCode(license, walletId, code)],
  );
  if (spent.length === 1) {
    await tx.query(`update ${WALLETS} set failed_attempts = 0 where license = $1 and wallet_id = $2`, [license, walletId]);
    return { ok: true, wallet };
  }
  await tx.query(
    `update ${WALLETS} set failed_attempts = failed_attempts + 1, locked = failed_attempts + 1 >= $3 where license = $1 and wallet_id = $2`,
    [license, walletId, MAX_FAILED_CODES],
  );
  return { ok: false, reason: "incorrect" };
}

/** Moves `amount` out of the wallet (negative: back in), the redeemable amount with it, never below zero. */
export async function debitWallet(tx: Queries, wallet: Wallet, license: string, amount: Milli): Promise<void> {
  const balance = Math.max(0, wallet.balance - amount) as Milli;
  const redeemable = Math.min(balance, Math.max(0, wallet.redeemable - amount)) as Milli;
  await tx.query(`update ${WALLETS} set balance = $3, redeemable_amount = $4 where license = $1 and wallet_id = $2`, [
    license,
    wallet.walletId,
    formatMilliPlain(balance),
    formatMilliPlain(redeemable),
  ]);
}

/** Lets a locked wallet take codes again (a staff command). */
export async function unlockWallet(db: Queries, license: string, walletId: string): Promise<boolean> {
  const rows = await db.query(`update ${WALLETS} set locked = false, failed_attempts = 0 where license = $1 and wallet_id = $2 returning wallet_id`, [license, walletId]);
  return rows.length === 1;
}
