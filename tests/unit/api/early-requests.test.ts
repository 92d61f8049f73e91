import { afterEach, describe, expect, it, vi } from "vitest";
import { requestJson } from "../../../engine/api/http";

const decode = (input: unknown) => ({ ok: true as const, value: input });
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

describe("answers the page asked for before the app ran (index.html)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("a GET takes the early answer once; the next call asks the server", async () => {
    const fetch = vi.fn(() => Promise.resolve(json({ from: "server" })));
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("window", { __cartaEarly: { "/en/api/menu/demo/": Promise.resolve(json({ from: "early" })) } });
    expect(await requestJson("/en/api/menu/demo/", decode)).toEqual({ ok: true, value: { from: "early" } });
    expect(fetch).not.toHaveBeenCalled();
    expect(await requestJson("/en/api/menu/demo/", decode)).toEqual({ ok: true, value: { from: "server" } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("an early request that got no answer is asked again; writes never use early answers", async () => {
    const fetch = vi.fn(() => Promise.resolve(json({ from: "server" })));
    vi.stubGlobal("fetch", fetch);
    const failed = Promise.reject(new TypeError("offline"));
    failed.catch(() => undefined);
    vi.stubGlobal("window", { __cartaEarly: { "/a/": failed, "/b/": Promise.resolve(json({ from: "early" })) } });
    expect(await requestJson("/a/", decode)).toEqual({ ok: true, value: { from: "server" } });
    expect(await requestJson("/b/", decode, { method: "POST", body: {} })).toEqual({ ok: true, value: { from: "server" } });
  });
});
