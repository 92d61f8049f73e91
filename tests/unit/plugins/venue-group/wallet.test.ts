import { afterEach, describe, expect, it, vi } from "vitest";
import * as Schema from "effect/Schema";
import { milli } from "../../../../schemas/money";
import { PlacedOrderAnswer } from "../../../../schemas/api/placed-order";
import { canRedeem, otpDigits, parseWalletAmount, showWalletCard, walletAmountCap, type WalletData } from "../../../../plugins/integration-venue-group/wallet-rules";
import { fetchWallet, redeemWallet } from "../../../../plugins/integration-venue-group/wallet-calls";

const order = (patch: Record<string, unknown> = {}) => Schema.decodeUnknownSync(PlacedOrderAnswer)({ uuid: "order-1", status: "accepted", total: "100.000", balance_due: "100.000", ...patch });
const wallet: WalletData = { name: "Sara", wallet_id: "W-1", balance: milli(250_000), redeemable: milli(40_000) };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("the wallet card's rules (ordering spec §4 'Wallet card', §5 'Wallet')", () => {
  it("shows for an order that owes something, with a wallet found", () => {
    expect(showWalletCard(order(), wallet)).toBe(true);
    expect(showWalletCard(order(), null)).toBe(false);
    expect(showWalletCard(order({ balance_due: "0.000" }), wallet)).toBe(false);
    expect(showWalletCard(order({ status: "canceled" }), wallet)).toBe(false);
  });

  it("hides once a split exists or the wallet already paid", () => {
    expect(showWalletCard(order({ split_payments: [{ uuid: "s1", guest_name: "Guest 1", amount: "50.000", status: "AVAILABLE" }] }), wallet)).toBe(false);
    expect(showWalletCard(order({ payments: [{ payment_type: "blue_wallet", amount: "10.000" }] }), wallet)).toBe(false);
    // Another payment does not hide it.
    expect(showWalletCard(order({ payments: [{ payment_type: "card", amount: "10.000" }] }), wallet)).toBe(true);
  });

  it("caps the amount at the redeemable amount, and at what is due", () => {
    expect(walletAmountCap(wallet, milli(100_000))).toBe(40_000);
    expect(walletAmountCap(wallet, milli(25_500))).toBe(25_500);
    expect(parseWalletAmount("40.00", milli(40_000), 2)).toBe(40_000);
    expect(parseWalletAmount("40.01", milli(40_000), 2)).toBeUndefined();
    expect(parseWalletAmount("0", milli(40_000), 2)).toBeUndefined();
    expect(parseWalletAmount("12.345", milli(40_000), 2)).toBeUndefined();
    expect(parseWalletAmount("abc", milli(40_000), 2)).toBeUndefined();
  });

  it("Redeem waits for six digits and a valid amount, and is disabled while a request is pending", () => {
    const amount = milli(10_000);
    expect(canRedeem({ otp: "12345", amount, pending: false })).toBe(false);
    expect(canRedeem({ otp: "123456", amount, pending: false })).toBe(true);
    expect(canRedeem({ otp: "123456", amount, pending: true })).toBe(false);
    expect(canRedeem({ otp: "123456", amount: undefined, pending: false })).toBe(false);
    expect(otpDigits("12 34 56 78")).toBe("123456");
  });
});

describe("the wallet's calls (ordering spec §7, §8)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("GET /iiko/af/blue/{id}/ reads the wallet, amounts exact; any failure reads as no wallet", async () => {
    const fetch = vi.fn((_url: string) => Promise.resolve(json(200, { name: "Sara", balance: "250.000", wallet_id: "W-1", redeemable_amount: "40.000" })));
    vi.stubGlobal("fetch", fetch);
    expect(await fetchWallet("order-1")).toEqual(wallet);
    expect(fetch.mock.calls[0]![0]).toBe("/iiko/af/blue/order-1/");
    fetch.mockImplementationOnce(() => Promise.resolve(json(404, { detail: "no wallet" })));
    expect(await fetchWallet("order-1")).toBeNull();
    fetch.mockImplementationOnce(() => Promise.resolve(json(200, { name: "Sara", balance: "lots", wallet_id: "W-1", redeemable_amount: "40.000" })));
    expect(await fetchWallet("order-1")).toBeNull();
    fetch.mockImplementationOnce(() => Promise.reject(new TypeError("offline")));
    expect(await fetchWallet("order-1")).toBeNull();
  });

  it("POST /iiko/af/blue/{orderUuid}/ sends wallet_id, amount and otp; 200 is the order as read, anything else a refusal", async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(json(200, { uuid: "order-1", status: "accepted", balance_due: "60.000", payments: [{ payment_type: "blue_wallet", amount: "40.000" }] })));
    vi.stubGlobal("fetch", fetch);
    const answer = await redeemWallet("order-1", { wallet_id: "W-1", amount: milli(40_000), otp: "123456" });
    expect(answer.ok && answer.value.balance_due).toBe("60.000");
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/iiko/af/blue/order-1/");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ wallet_id: "W-1", amount: "40.000", otp: "123456" });
    fetch.mockImplementationOnce(() => Promise.resolve(json(400, { detail: "Incorrect OTP" })));
    expect((await redeemWallet("order-1", { wallet_id: "W-1", amount: milli(40_000), otp: "000000" })).ok).toBe(false);
    fetch.mockImplementationOnce(() => Promise.resolve(json(201, { uuid: "order-1" })));
    expect((await redeemWallet("order-1", { wallet_id: "W-1", amount: milli(40_000), otp: "123456" })).ok).toBe(false);
  });
});
