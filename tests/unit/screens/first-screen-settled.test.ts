import { describe, expect, it } from "vitest";
import { firstScreenSettled, SETTLE_AFTER_FIRST_SCREEN_MS, type SettlingPage } from "../../../screens/app/first-screen";

/** A page whose load, first screen, waits and idle moments the test decides, each wait it is asked for recorded. */
function page() {
  const open = () => {
    let resolve: () => void = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  };
  const load = open();
  const drawn = open();
  const waited = open();
  const idle = open();
  const waits: number[] = [];
  let idleAsked = false;
  const settling: SettlingPage = {
    loaded: () => load.promise,
    drawn: drawn.promise,
    wait: (ms) => {
      waits.push(ms);
      return waited.promise;
    },
    idle: () => {
      idleAsked = true;
      return idle.promise;
    },
  };
  let settled = false;
  void firstScreenSettled(settling).then(() => (settled = true));
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { load, drawn, waited, idle, waits, flush, idleAsked: () => idleAsked, settled: () => settled };
}

describe("the first screen's settling (what waits for it: the service worker's registration)", () => {
  it("waits for the load, the first screen, the settling time and an idle moment, in that order", async () => {
    const p = page();
    p.load.resolve();
    await p.flush();
    // Loaded, but the app is still drawing its first screen: nothing starts beside it.
    expect(p.waits).toEqual([]);
    p.drawn.resolve();
    await p.flush();
    expect(p.waits).toEqual([SETTLE_AFTER_FIRST_SCREEN_MS]);
    expect(p.idleAsked()).toBe(false);
    p.waited.resolve();
    await p.flush();
    expect(p.idleAsked()).toBe(true);
    expect(p.settled()).toBe(false);
    p.idle.resolve();
    await p.flush();
    expect(p.settled()).toBe(true);
  });

  it("also waits for the load when the first screen comes first", async () => {
    const p = page();
    p.drawn.resolve();
    await p.flush();
    expect(p.waits).toEqual([]);
    p.load.resolve();
    await p.flush();
    expect(p.waits).toEqual([SETTLE_AFTER_FIRST_SCREEN_MS]);
  });
});
