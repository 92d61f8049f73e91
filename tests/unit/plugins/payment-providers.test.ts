import { describe, expect, it } from "vitest";
import { createRegistry } from "../../../engine/plugin-api";
import { plugins } from "../../../screens/app/plugins";
import { paymentProviderContribution } from "../../../engine/plugin-api/payment-provider";

const registry = createRegistry(plugins);
/** How the return screen reads provider `id`'s return: its description, loaded as the screen loads it. */
const provider = async (id: string) => {
  const found = registry.paymentProviders.get(id);
  if (!found) throw new Error(`no provider ${id}`);
  return found.value.readsReturn();
};

/** Ordering spec section 2 (what each return screen reads) and section 7 (the status call it makes). */
const CASES = [
  { id: "paylink", query: { reference: "R1", checkout: "C1" }, call: { method: "POST", path: "/en/paylink/status/", body: { reference: "R1", checkout: "C1" } } },
  { id: "ngenius", query: { reference: "R1" }, call: { method: "POST", path: "/en/ngenius/status/", body: { reference: "R1" } } },
  { id: "xpresspay", query: { reference: "R1" }, call: { method: "POST", path: "/en/xpresspay/status/", body: { reference: "R1" } } },
  { id: "skipcash", query: { id: "S1" }, call: { method: "POST", path: "/en/skipcash/status/", body: { reference: "S1" } } },
  { id: "paytabs", query: { reference: "P/1" }, call: { method: "POST", path: "/en/paytabs/status/P%2F1/" } },
  { id: "thawani", query: { reference: "T1" }, call: { method: "POST", path: "/en/thawani/status/", body: { ref: "T1" } } },
  { id: "thawani", query: { ref: "T2" }, call: { method: "POST", path: "/en/thawani/status/", body: { ref: "T2" } } },
  { id: "2c2p", query: { reference: "00042" }, call: { method: "POST", path: "/en/2c2p/status/00042/" } },
  { id: "magnati", query: { reference: "M1" }, call: { method: "POST", path: "/en/magnati/status/M1/" } },
  { id: "stripe", query: { ref: "R1", session: "cs_1" }, call: { method: "POST", path: "/en/stripe/status/", body: { ref: "R1", session: "cs_1" } } },
  { id: "noon", query: { reference: "uuid-1", orderId: "N1" }, call: { method: "POST", path: "/en/noon-payments/status/", body: { orderUUID: "uuid-1", noonOrderId: "N1" } } },
] as const;

describe("payment providers: the ten return screens of the spec", () => {
  it("registers the providers of the listed plugins, the spec's ten among them, each on /payment/{id}", () => {
    const listed = plugins.flatMap((plugin) => (plugin.contributes.paymentProviders ?? []).map((provider) => provider.id));
    expect([...registry.paymentProviders.keys()].sort()).toEqual([...listed].sort());
    expect(listed).toEqual(expect.arrayContaining(["2c2p", "magnati", "ngenius", "noon", "paylink", "paytabs", "skipcash", "stripe", "thawani", "xpresspay"]));
    for (const [id, { value }] of registry.paymentProviders) expect(value.returnPath).toBe(`/payment/${id}`);
  });

  for (const c of CASES) {
    it(`${c.id} with ${Object.keys(c.query).join(" and ")} asks ${c.call.path}`, async () => {
      expect((await provider(c.id)).statusCall(c.query)).toEqual(c.call);
    });
  }

  it("makes no call when a required parameter is missing", async () => {
    expect((await provider("stripe")).statusCall({ ref: "R1" })).toBeUndefined();
    expect((await provider("noon")).statusCall({ reference: "uuid-1" })).toBeUndefined();
    expect((await provider("paylink")).statusCall({ checkout: "C1" })).toBeUndefined();
    expect((await provider("skipcash")).statusCall({ reference: "R1" })).toBeUndefined();
  });

  it("asks for a description again after its download failed, and keeps it once it has come", async () => {
    let attempts = 0;
    const flaky = paymentProviderContribution("stripe", () => (++attempts === 1 ? Promise.reject(new Error("offline")) : import("../../../plugins/payment-stripe/provider")));
    await expect(flaky.readsReturn()).rejects.toThrow("offline");
    expect((await flaky.readsReturn()).queryParams).toEqual(["ref", "session"]);
    await flaky.readsReturn();
    expect(attempts).toBe(2);
  });

  it("refuses a description that is another provider's: the id is said in both halves, and must agree", async () => {
    const mixedUp = paymentProviderContribution("noon", () => import("../../../plugins/payment-stripe/provider"));
    await expect(mixedUp.readsReturn()).rejects.toThrow('The payment provider "noon" loaded the shape of "stripe"');
  });
});
