// @vitest-environment jsdom
import { createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it, vi } from "vitest";
import { createRegistry, definePlugin, defineRoute } from "../../../engine/plugin-api";
import { createAppRouter } from "../../../screens/app/router";
import { createCartStore } from "../../../engine/cart";
import { createCheckoutFormStore } from "../../../engine/checkout";
import { loadDemoMenu } from "../../support/demo-menu";

/**
 * A hover preloads a route (`defaultPreload: "intent"`); a loader that acts only on a real visit (`preload: false`:
 * the /cart payment redirect) must still run when the guest then goes there, however soon after the hover. The
 * router keeps a preloaded match for 30 s, and runs the loader again on the visit: this holds it to that.
 */
describe("the router after a preload", () => {
  it("runs the loader of the visit itself, after the preload's", async () => {
    const calls: boolean[] = [];
    const probe = definePlugin({
      id: "probe",
      contributes: {
        routes: [defineRoute({ path: "/probe", screen: "probe", loader: async ({ preload }) => (calls.push(preload), {}) })],
        screens: [{ version: 1, screen: "probe", blocks: [] }],
      },
    });
    const registry = createRegistry([probe]);
    const router = createAppRouter(
      registry,
      { services: { registry, cart: createCartStore(), checkout: createCheckoutFormStore(), config: {}, track: () => undefined }, menuReady: () => Promise.resolve({ menu: loadDemoMenu(), language: "en" }) },
      createMemoryHistory({ initialEntries: ["/"] }),
    );
    await router.load();
    await router.preloadRoute({ to: "/probe" });
    expect(calls).toEqual([true]);
    // Without a rendered app nothing loads the new location: load it as the app's Transitioner does.
    await router.navigate({ to: "/probe" });
    await router.load();
    await vi.waitFor(() => expect(calls).toEqual([true, false]), { timeout: 2000 });
    expect(router.state.location.pathname).toBe("/probe");
  });
});
