import { afterEach, describe, expect, it, vi } from "vitest";
import { describeApiError, requestJson } from "../../../engine/api/http";
import { getOrder, postOrder, postSplit, postTips } from "../../../engine/api/order-calls";
import { postSubmission } from "../../../engine/api/post-submission";
import { postPaymentStatus } from "../../../engine/api/post-payment-status";
import type { OrderPayload } from "../../../engine/order/order-payload";

const answer = (status: number, body: unknown) => () => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
const ORDER = { uuid: "3f0c0e9e-8c55-4b1e-9f7e-1c2a1f0d9b11", total: "18.000" };

/** Issue 18: each call whose success status the spec gives (ordering spec §4, §7) takes that one only. */
describe("exact status codes per call", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("without an expected status any 2xx is a success; with one, another 2xx is a failure that says so", async () => {
    const decode = (input: unknown) => ({ ok: true as const, value: input });
    vi.stubGlobal("fetch", vi.fn(answer(202, { a: 1 })));
    expect(await requestJson("/x/", decode)).toEqual({ ok: true, value: { a: 1 } });
    const strict = await requestJson("/x/", decode, { expect: 201 });
    expect(strict).toEqual({ ok: false, error: { kind: "http", status: 202, body: { a: 1 }, expected: 201 } });
    expect(describeApiError((strict as { error: Parameters<typeof describeApiError>[0] }).error)).toBe("server answered 202, not 201");
  });

  it("placing an order is 201; a 200 is not taken as placed", async () => {
    vi.stubGlobal("fetch", vi.fn(answer(201, ORDER)));
    expect((await postOrder("en", {} as OrderPayload, "key")).ok).toBe(true);
    vi.stubGlobal("fetch", vi.fn(answer(200, ORDER)));
    expect(await postOrder("en", {} as OrderPayload, "key")).toMatchObject({ ok: false, error: { kind: "http", status: 200, expected: 201 } });
  });

  it("a form submission is 201", async () => {
    vi.stubGlobal("fetch", vi.fn(answer(201, { message: "Thanks" })));
    expect((await postSubmission("en", 4, {})).ok).toBe(true);
    vi.stubGlobal("fetch", vi.fn(answer(200, { message: "Thanks" })));
    expect(await postSubmission("en", 4, {})).toMatchObject({ ok: false, error: { status: 200, expected: 201 } });
  });

  it("a payment status is used only on 200", async () => {
    const call = { method: "POST" as const, path: "/en/stripe/status/", body: { ref: "STR-1", session: "s" } };
    vi.stubGlobal("fetch", vi.fn(answer(200, { status: "PAID" })));
    expect(await postPaymentStatus(call)).toMatchObject({ ok: true, value: { status: "PAID" } });
    vi.stubGlobal("fetch", vi.fn(answer(203, { status: "PAID" })));
    expect(await postPaymentStatus(call)).toMatchObject({ ok: false, error: { status: 203, expected: 200 } });
  });

  it("the order read, the tips and the split are 200", async () => {
    vi.stubGlobal("fetch", vi.fn(answer(200, ORDER)));
    expect((await getOrder("en", ORDER.uuid)).ok).toBe(true);
    expect((await postTips(ORDER.uuid, "1.000")).ok).toBe(true);
    expect((await postSplit(ORDER.uuid, ["9.000", "9.000"])).ok).toBe(true);
    vi.stubGlobal("fetch", vi.fn(answer(201, ORDER)));
    for (const result of [await getOrder("en", ORDER.uuid), await postTips(ORDER.uuid, "1.000"), await postSplit(ORDER.uuid, ["9.000", "9.000"])]) {
      expect(result).toMatchObject({ ok: false, error: { status: 201, expected: 200 } });
    }
  });
});
