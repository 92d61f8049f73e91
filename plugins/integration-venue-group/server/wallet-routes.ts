/**
 * The wallet calls (ordering spec §4 "Wallet card", §7), answered from the simulated point of sale (decision 0048):
 *
 * - `GET /iiko/af/blue/{orderUuid}/` → 200 `{ name, balance, wallet_id, redeemable_amount }` for the wallet whose
 *   phone is the order's (the guest who placed it); 404 otherwise (the app then shows no wallet);
 * - `POST /iiko/af/blue/{orderUuid}/` `{ wallet_id, amount, otp }` → the six-digit code checked, a `blue_wallet`
 *   payment recorded on the order (never above the balance due, the redeemable amount or the balance), 200 with the
 *   order as read. A wrong code: 400 'Incorrect OTP'; the fifth wrong code in a row locks the wallet, which then
 *   answers 423 until staff unlock it (`npm run pos -- unlock WALLET_ID`).
 *
 * Both only at a venue in the mode (`al_futtaim_enabled`), and only for a guest who holds the order.
 */
import { randomBytes } from "node:crypto";
import * as Schema from "effect/Schema";
import { defineServerRoute, type RouteServices, type ServerAnswer } from "../../../engine/plugin-api/server";
import { PlacedOrderAnswer } from "../../../schemas/api/placed-order";
import { Amount, Key, Text } from "../../../schemas/fields";
import { parseAmount, type Milli } from "../../../schemas/money";
import { formatMenuAmount } from "../loyalty-rules";
import { optionsOf } from "./options";
import { checkCode, debitWallet, findWallet, seedWallets, walletForPhone } from "./wallet-store";
import { inVenueGroupMode } from "../mode";

export const WalletAnswer = Schema.Struct({ name: Schema.String, balance: Schema.String, wallet_id: Schema.String, redeemable_amount: Schema.String });
export type WalletAnswer = typeof WalletAnswer.Type;
export const WalletRedeemRequest = Schema.Struct({ wallet_id: Key, amount: Amount, otp: Text });

export const INCORRECT_OTP = "Incorrect OTP";
const refused = (status: number, detail: string): ServerAnswer => ({ status, body: { detail } });

/** The venue's wallets as the store has them, seeded from its options first; undefined outside the mode. */
async function walletsReady(venue: RouteServices["venue"]): Promise<boolean> {
  if (!venue.menu || !inVenueGroupMode(venue.menu)) return false;
  await seedWallets(venue.db, venue.license, optionsOf(venue.options)?.wallets ?? []);
  return true;
}

export const walletReadRoute = defineServerRoute({
  method: "GET",
  url: "/iiko/af/blue/:orderUuid/",
  docs: { summary: "The wallet of the order's phone (venue-group mode, simulated point of sale); 404 when none", responses: { 200: WalletAnswer, 403: "error", 404: "error" } },
  async handle(request, { venue }) {
    if (!(await walletsReady(venue))) return refused(404, "No wallets at this venue");
    const read = await venue.orders.read(request.params["orderUuid"] ?? "", "hold");
    if (!read.ok) return refused(read.status, read.detail);
    const wallet = await walletForPhone(venue.db, venue.license, read.order.phone);
    if (!wallet) return refused(404, "No wallet for this order's phone");
    const decimals = venue.menu?.price_decimal_places;
    const answer: WalletAnswer = {
      name: wallet.name,
      balance: formatMenuAmount(wallet.balance, decimals),
      wallet_id: wallet.walletId,
      redeemable_amount: formatMenuAmount(Math.min(wallet.redeemable, wallet.balance) as Milli, decimals),
    };
    return { status: 200, body: answer };
  },
});

export const walletRedeemRoute = defineServerRoute({
  method: "POST",
  url: "/iiko/af/blue/:orderUuid/",
  body: WalletRedeemRequest,
  docs: {
    summary: "Pays part of an order from the guest's wallet with a six-digit one-time code; the order as read. 400 'Incorrect OTP'; 423 once five wrong codes locked the wallet",
    responses: { 200: PlacedOrderAnswer, 400: "error", 403: "error", 404: "error", 409: "error", 423: "error" },
  },
  async handle(request, { venue }) {
    if (!(await walletsReady(venue))) return refused(404, "No wallets at this venue");
    const uuid = request.params["orderUuid"] ?? "";
    const { wallet_id: walletId, amount, otp } = request.body;
    const read = await venue.orders.read(uuid, "hold");
    if (!read.ok) return refused(read.status, read.detail);
    const owned = await walletForPhone(venue.db, venue.license, read.order.phone);
    if (!owned || owned.walletId !== walletId) return refused(404, "No wallet for this order's phone");
    if (!(amount > 0)) return refused(400, "The amount is more than 0.");

    // One transaction with the wallet row locked: the amount checked (an amount too high leaves the code unspent),
    // then the code (a right one is spent once, a wrong one counted), then the debit.
    const checked = await venue.db.transaction(async (tx) => {
      const wallet = await findWallet(tx, venue.license, walletId, true);
      const due = parseAmount(read.order.balance_due) ?? (0 as Milli);
      const cap = wallet ? Math.min(wallet.redeemable, wallet.balance, due) : 0;
      if (wallet && !wallet.locked && amount > cap) return { ok: false as const, reason: "above" as const, cap };
      const check = await checkCode(tx, venue.license, walletId, otp.trim());
      if (!check.ok) return check;
      await debitWallet(tx, check.wallet, venue.license, amount);
      return check;
    });
    if (!checked.ok) {
      if (checked.reason === "locked") return refused(423, "The wallet is locked after 5 incorrect codes.");
      if (checked.reason === "no_wallet") return refused(404, "No such wallet");
      if (checked.reason === "above") return refused(409, `At most ${formatMenuAmount(checked.cap as Milli, venue.menu?.price_decimal_places)} can be paid from the wallet.`);
      return refused(400, INCORRECT_OTP);
    }
    const paid = await venue.orders.recordPayment(uuid, { paymentType: "blue_wallet", amount, reference: `BW-${randomBytes(6).toString("hex").toUpperCase()}` });
    if (!paid.ok) {
      // The order moved meanwhile (another payment, a split): the wallet gets its money back.
      await venue.db.transaction(async (tx) => {
        const wallet = await findWallet(tx, venue.license, walletId, true);
        if (wallet) await debitWallet(tx, wallet, venue.license, -amount as Milli);
      });
      return refused(paid.status, paid.detail);
    }
    return { status: 200, body: paid.order };
  },
});
