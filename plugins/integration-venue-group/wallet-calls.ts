/**
 * The Blue Wallet's calls (ordering spec §7): `GET /iiko/af/blue/{id}/` reads the guest's wallet for an order (any
 * failure reads as no wallet: the card stays hidden, §8), and `POST /iiko/af/blue/{orderUuid}/` redeems an amount
 * with a one-time code, answered 200 with the order as read; any other answer is a wrong code to the guest.
 */
import * as Schema from "effect/Schema";
import { requestJson, type ApiResult } from "../../engine/api/http";
import { schemaDecoder } from "../../engine/api/schema-decoder";
import { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import { formatMilliPlain, parseAmount, type Milli } from "../../schemas/money";
import type { WalletData } from "./wallet-rules";

/** The wallet as the server answers it; amounts are the backend's decimal text. */
export const WalletAnswer = Schema.Struct({ name: Schema.String, balance: Schema.String, wallet_id: Schema.String, redeemable_amount: Schema.String });

const decodeWallet = schemaDecoder(WalletAnswer);
const decodeOrder = schemaDecoder(PlacedOrderAnswer);
const walletPath = (orderUuid: string) => `/iiko/af/blue/${encodeURIComponent(orderUuid)}/`;

/** The wallet, its amounts decoded to exact money at the edge; null on any failure or an unreadable amount. */
export async function fetchWallet(orderUuid: string): Promise<WalletData | null> {
  const answer = await requestJson(walletPath(orderUuid), decodeWallet, { expect: 200 });
  if (!answer.ok) return null;
  const balance = parseAmount(answer.value.balance);
  const redeemable = parseAmount(answer.value.redeemable_amount);
  if (balance === undefined || redeemable === undefined) return null;
  return { name: answer.value.name, wallet_id: answer.value.wallet_id, balance, redeemable };
}

/** Redeems `amount` from the wallet for the order; the order as read on 200. */
export function redeemWallet(orderUuid: string, input: { wallet_id: string; amount: Milli; otp: string }): Promise<ApiResult<PlacedOrderAnswer>> {
  return requestJson(walletPath(orderUuid), decodeOrder, {
    method: "POST",
    body: { wallet_id: input.wallet_id, amount: formatMilliPlain(input.amount), otp: input.otp },
    expect: 200,
  });
}
