import { describe, expect, it, vi } from "vitest";
import { registerOnceSettled, registerServiceWorker, SETTLE_AFTER_FIRST_SCREEN_MS } from "../../../screens/app/register-service-worker";

/** A service worker container as the browser has it: a controller (or none), `register`, `controllerchange`. */
function fakeContainer(controlled: boolean, registration: Promise<unknown> = Promise.resolve({})) {
  const events = new EventTarget();
  const register = vi.fn(() => registration);
  const container = {
    controller: controlled ? {} : null,
    register,
    addEventListener: events.addEventListener.bind(events),
  } as unknown as ServiceWorkerContainer;
  return { container, register, takeControl: () => events.dispatchEvent(new Event("controllerchange")) };
}

describe("the service worker's registration (autoUpdate: a new version activates and the page reloads)", () => {
  it("registers the generated worker at /sw.js for the whole app", () => {
    const { container, register } = fakeContainer(false);
    registerServiceWorker(container, () => {});
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
  });

  it("leaves the page as it is when the first install claims it: nothing new to show", () => {
    const { container, takeControl } = fakeContainer(false);
    const reload = vi.fn();
    registerServiceWorker(container, reload);
    takeControl();
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads once when a new version takes over a page an older one controlled", () => {
    const { container, takeControl } = fakeContainer(true);
    const reload = vi.fn();
    registerServiceWorker(container, reload);
    takeControl();
    takeControl();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("keeps the app running when the registration fails", async () => {
    const { container } = fakeContainer(false, Promise.reject(new Error("blocked")));
    expect(() => registerServiceWorker(container, () => {})).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0)); // an unhandled rejection would fail the run here
  });
});

describe("when the service worker registers: once the first screen is drawn and has settled, at an idle moment", () => {
  /** A page whose load, first screen and idle moments the test decides, the waits it is asked for recorded. */
  function page() {
    const steps: string[] = [];
    const resolvers: Record<"load" | "drawn" | "waited", () => void> = { load: () => {}, drawn: () => {}, waited: () => {} };
    const waits: number[] = [];
    let idle: (() => void) | undefined;
    const events = {
      loaded: new Promise<void>((resolve) => (resolvers.load = resolve)),
      firstScreenDrawn: new Promise<void>((resolve) => (resolvers.drawn = resolve)),
      wait: (ms: number) => {
        waits.push(ms);
        return new Promise<void>((resolve) => (resolvers.waited = resolve));
      },
      whenIdle: (callback: () => void) => {
        idle = callback;
      },
    };
    const register = vi.fn(() => steps.push("registered"));
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    return { events, resolvers, waits, register, flush, idle: () => idle?.() };
  }

  it("waits for the load, the first screen, the settling time and an idle moment, in that order", async () => {
    const p = page();
    void registerOnceSettled(p.register, p.events);
    p.resolvers.load();
    await p.flush();
    // Loaded, but the app is still drawing its first screen: no precaching beside it.
    expect(p.waits).toEqual([]);
    p.resolvers.drawn();
    await p.flush();
    expect(p.waits).toEqual([SETTLE_AFTER_FIRST_SCREEN_MS]);
    p.idle();
    expect(p.register).not.toHaveBeenCalled();
    p.resolvers.waited();
    await p.flush();
    expect(p.register).not.toHaveBeenCalled();
    p.idle();
    expect(p.register).toHaveBeenCalledTimes(1);
  });

  it("also waits for the load when the first screen comes first", async () => {
    const p = page();
    void registerOnceSettled(p.register, p.events);
    p.resolvers.drawn();
    await p.flush();
    expect(p.waits).toEqual([]);
    p.resolvers.load();
    await p.flush();
    expect(p.waits).toEqual([SETTLE_AFTER_FIRST_SCREEN_MS]);
  });

  it("settles for a few seconds: the first screen's pictures and pop-up come in that time", () => {
    expect(SETTLE_AFTER_FIRST_SCREEN_MS).toBeGreaterThanOrEqual(2_000);
    expect(SETTLE_AFTER_FIRST_SCREEN_MS).toBeLessThanOrEqual(10_000);
  });
});
