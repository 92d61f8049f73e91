import { createCheckoutFormStore } from "../../../../engine/checkout";
import { venueGroupTexts } from "../../../../plugins/integration-venue-group/texts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createStore } from "@tanstack/store";
import { createRegistry, missingPluginTexts, withLaterContributions } from "../../../../engine/plugin-api";
import { checkContextPath } from "../../../../engine/layout-core/context-shape";
import type { CartLine } from "../../../../engine/cart";
import { loyaltyDiscountTotal, loyaltyNamedDiscounts, type LoyaltyDiscount } from "../../../../plugins/integration-venue-group/loyalty-discount";
import { coreBlockTexts } from "../../../../plugins/integration-venue-group/core-block-texts";
import { CORE_BLOCK_TEXTS_EN } from "../../../../plugins/integration-venue-group/core-block-labels";
import { buildOrderPayload } from "../../../../engine/order/order-payload";
import { corePlugin } from "../../../../screens/core/core-plugin";
import { createVenueGroupStore } from "../../../../plugins/integration-venue-group/venue-group-state";
import { createLoyaltyRefresher, loyaltyRequest, postLoyaltyPromotions, type LoyaltyRequest } from "../../../../plugins/integration-venue-group/loyalty";
import { venueGroupPlugin } from "../../../../plugins/integration-venue-group";
import { refreshLoyalty, venueGroupStore } from "../../../../plugins/integration-venue-group/venue-group-services";
import { loyaltyLoading } from "../../../../plugins/integration-venue-group/loyalty-loading";
import { venueGroupContributions } from "../../../../plugins/integration-venue-group/venue-contributions";

/** The core and the plugin with its venue contributions, as development starts (decision 0076). */
const inTheMode = await withLaterContributions([corePlugin, venueGroupPlugin]);

const line = (uuid: string, qty = 1): CartLine =>
  ({ uuid, id: 7, category: 1, name: "Hummus", sku: "HUM", image: "", price: 25_000, qty, max_qty: 10, special_instructions: "", variations: [], combo_groups: [] }) as unknown as CartLine;
const promotion: LoyaltyDiscount = { name: "Happy hour", discounts: [{ discountSum: "5.000" }] };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function request(lines: CartLine[], patch: Partial<LoyaltyRequest> = {}): LoyaltyRequest {
  return { ...loyaltyRequest({ menu: { id: 12, currency: "AED" }, lines, unavailableLines: [], orderType: "dine_in", employeeId: null }), ...patch };
}

describe("loyalty promotions (ordering spec §4 'Cart changes', §7)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("the request carries emenu_id, the order payload's line_items, employee_id and order_type; unavailable lines stay out", () => {
    const body = loyaltyRequest({ menu: { id: 12, currency: "AED" }, lines: [line("a", 2), line("b")], unavailableLines: ["b"], orderType: "takeaway", employeeId: "E-7" });
    expect(body).toMatchObject({ emenu_id: 12, employee_id: "E-7", order_type: "takeaway" });
    expect(body.cart_items).toEqual([expect.objectContaining({ product: 7, product_name: "Hummus", product_price: "25.000", quantity: 2, cart_uuid: "a" })]);
  });

  it("POST /iiko/loyalty/promotions/ decodes the promotions", async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(json(200, [promotion])));
    vi.stubGlobal("fetch", fetch);
    const answer = await postLoyaltyPromotions(request([line("a")]));
    expect(answer).toEqual({ ok: true, value: [promotion] });
    expect(fetch.mock.calls[0]![0]).toBe("/iiko/loyalty/promotions/");
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({ emenu_id: 12, order_type: "dine_in", employee_id: null });
  });

  it("the latest request's answer wins, the blur shows meanwhile, and an emptied cart clears without a call", async () => {
    const store = createVenueGroupStore(null);
    const loading = createStore(false);
    const answers: ((value: readonly LoyaltyDiscount[]) => void)[] = [];
    const post = vi.fn(() => new Promise<{ ok: true; value: readonly LoyaltyDiscount[] }>((resolve) => answers.push((value) => resolve({ ok: true, value }))));
    const refresh = createLoyaltyRefresher(store, post, loading);
    const first = refresh(request([line("a")]));
    const second = refresh(request([line("a", 2)]));
    expect(loading.state).toBe(true);
    answers[1]!([promotion]);
    await second;
    answers[0]!([{ name: "Stale", discounts: [{ discountSum: 99 }] }]);
    await first;
    expect(store.state.loyaltyDiscounts).toEqual([promotion]);
    expect(loading.state).toBe(false);
    await refresh(request([]));
    expect(post).toHaveBeenCalledTimes(2);
    expect(store.state.loyaltyDiscounts).toEqual([]);
  });

  it("the checkout holds from the moment a new request is asked for, before the call's code has loaded", async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(json(200, [promotion])));
    vi.stubGlobal("fetch", fetch);
    const asked = request([line("hold")]);
    const answered = refreshLoyalty(asked, JSON.stringify(asked));
    // Synchronously: a screen committing in the same task (the checkout's submit) reads it before it paints.
    expect(loyaltyLoading.state).toBe(true);
    await answered;
    expect(loyaltyLoading.state).toBe(false);
    // The same request again is not sent, and does not hold.
    await refreshLoyalty(asked, JSON.stringify(asked));
    expect(loyaltyLoading.state).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("a failure is logged only, and leaves no discount the server did not give for this cart", async () => {
    const store = createVenueGroupStore(null);
    store.actions.setLoyaltyDiscounts([promotion]);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await createLoyaltyRefresher(store, () => Promise.resolve({ ok: false, error: { kind: "network", message: "offline" } }), createStore(false))(request([line("a")]));
    expect(store.state.loyaltyDiscounts).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("loyalty promotions"));
    warn.mockRestore();
  });
});

describe("the venue-group plugin's contributions", () => {
  it("its texts exist in all 14 UI languages, 'Incorrect OTP' as the spec writes it", () => {
    // Read by the wallet card and the employee box from their own module (not contributed: off the first screen).
    const texts = venueGroupTexts;
    expect(missingPluginTexts(texts)).toEqual([]);
    expect(texts["en"]!["venue-group.wallet.incorrect_otp"]).toBe("Incorrect OTP");
    // Only those core blocks draw (the loyalty row, the payment labels, the refusal notice's unknown_employee) go
    // through the registry: English at once, the guest's language loaded with it.
    expect(venueGroupPlugin.contributes.texts).toEqual({ en: coreBlockTexts["en"] });
    expect(coreBlockTexts["en"]).toEqual(CORE_BLOCK_TEXTS_EN);
    expect(missingPluginTexts(coreBlockTexts)).toEqual([]);
    expect(Object.keys(coreBlockTexts["en"]!)).toEqual(["venue-group.loyalty_discount", "venue-group.payment_loyalty", "venue-group.payment_blue_wallet", "venue-group.refusal_unknown_employee"]);
  });

  it("contributes the spec's payment types loyalty and blue_wallet with their labels, each language loaded with it", async () => {
    const registry = createRegistry(inTheMode);
    expect([...registry.paymentTypes.keys()]).toEqual(["loyalty", "blue_wallet"]);
    const label = (value: string) => registry.texts.get(registry.paymentTypes.get(value)!.value.label)!.value;
    expect(label("loyalty").get("en")).toBe("Loyalty");
    expect(label("blue_wallet").get("en")).toBe("Blue Wallet");
    expect(label("loyalty").get("ar")).toBeUndefined();
    await registry.loadTexts("ar");
    expect(label("loyalty").get("ar")).toBe("نقاط الولاء");
    expect(registry.texts.get("venue-group.loyalty_discount")!.value.get("ar")).toBe("خصم الولاء");
  });

  it("fills the core's slots, every block and `when` passing start-up", () => {
    const registry = createRegistry(inTheMode, { contextPaths: checkContextPath });
    const typesIn = (slot: string) => (registry.slots.get(slot) ?? []).map((entry) => entry.value.type);
    expect(typesIn("shell.notices")).toContain("venue-group.active-order-warning");
    expect(typesIn("order.after-tips")).toContain("venue-group.wallet-card");
    expect(typesIn("cart.overlay")).toEqual(["venue-group.loyalty-refresh", "cart.busy"]);
    expect(typesIn("checkout.overlay")).toEqual(["venue-group.loyalty-refresh", "cart.busy"]);
  });

  it("sends the cart's promotions as additional_data.iiko_loyalty_discounts, in the mode only", () => {
    const field = venueGroupContributions.orderPayloadFields!.find((f) => f.id === "venue-group.loyalty")!;
    const cart = {} as never;
    const checkout = createCheckoutFormStore();
    venueGroupStore.actions.setLoyaltyDiscounts([promotion]);
    const inMode = field.additionalData({ menu: { pluginFields: { al_futtaim_enabled: true } } as never, cart, checkout });
    expect(inMode).toEqual({ iiko_loyalty_discounts: [promotion] });
    expect(field.additionalData({ menu: { pluginFields: { al_futtaim_enabled: false } } as never, cart, checkout })).toBeUndefined();
    venueGroupStore.actions.setLoyaltyDiscounts([]);
    expect(field.additionalData({ menu: { pluginFields: { al_futtaim_enabled: true } } as never, cart, checkout })).toBeUndefined();
    // The payload holds what each plugin field adds.
    const payload = buildOrderPayload({ ...minimalInput(), additionalData: { employee_id: "E-7", ...inMode } });
    expect(payload.additional_data).toEqual({ employee_id: "E-7", iiko_loyalty_discounts: [promotion] });
  });
});

function minimalInput(): Parameters<typeof buildOrderPayload>[0] {
  const zero = 0 as never;
  return {
    menuId: 12,
    currency: "AED",
    lines: [],
    totals: { subTotal: zero, discount: zero, deliveryFee: zero, total: zero, taxes: [] } as never,
    orderType: "dine_in",
    couponId: null,
    paymentType: "cash",
    customer: { name: "Table# 7", email: "", phone: "" },
    orderComments: "",
    deliveryDatetime: null,
    delivery: { formattedAddress: "", location: null, place: null, flatNo: "", buildingPremise: "", areaStreet: "", landmark: "" },
  };
}

describe("the loyalty row (plugins/integration-venue-group/loyalty-discount.ts)", () => {
  it("sums every discountSum, ignoring negative or unreadable ones", () => {
    expect(
      loyaltyDiscountTotal([
        { name: "A", discounts: [{ discountSum: 3.5 }, { discountSum: "1.25" }] },
        { name: "B", discounts: [{ discountSum: -2 }, { discountSum: "x" }] },
      ]),
    ).toBe(4750);
  });
  it("is one named discount with the plugin's label, or none when the promotions take nothing off", () => {
    expect(loyaltyNamedDiscounts([promotion, { name: "B", discounts: [{ discountSum: 1 }] }])).toEqual([{ id: "loyalty", label: "venue-group.loyalty_discount", amount: 6000 }]);
    expect(loyaltyNamedDiscounts([{ name: "B", discounts: [{ discountSum: -1 }] }])).toEqual([]);
    expect(loyaltyNamedDiscounts([])).toEqual([]);
  });
});
