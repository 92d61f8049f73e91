import { describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "../../../screens/app/register-service-worker";

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

  it("reloads when a new version took over while the first screen settled, before the worker's code had loaded", () => {
    const { container } = fakeContainer(true);
    const atStart = container.controller;
    Object.assign(container, { controller: {} });
    const reload = vi.fn();
    registerServiceWorker(container, reload, atStart);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("stays when the version that controlled the page at start still does, or none did", () => {
    const reload = vi.fn();
    const controlled = fakeContainer(true).container;
    registerServiceWorker(controlled, reload, controlled.controller);
    const first = fakeContainer(false).container;
    registerServiceWorker(first, reload, null);
    expect(reload).not.toHaveBeenCalled();
  });

  it("keeps the app running when the registration fails", async () => {
    const { container } = fakeContainer(false, Promise.reject(new Error("blocked")));
    expect(() => registerServiceWorker(container, () => {})).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0)); // an unhandled rejection would fail the run here
  });
});
