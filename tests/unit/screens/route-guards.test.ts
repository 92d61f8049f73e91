import { describe, expect, it } from "vitest";
import type { RouteArgs, RouteContribution, RouteServices } from "../../../engine/plugin-api";
import { corePlugin } from "../../../screens/core/core-plugin";
import type { MenuData } from "../../../schemas/menu";
import { loadDemoMenu } from "../../support/demo-menu";

const demo = loadDemoMenu();

/** Runs the guard of the core route at `path` for a menu, as the router does before drawing the screen. */
async function guard(path: string, menu: MenuData, params: Record<string, string> = {}) {
  const route = (corePlugin.contributes.routes ?? []).find((r) => r.path === path) as RouteContribution<unknown, unknown> | undefined;
  if (!route?.guard) throw new Error(`no guard on ${path}`);
  const services = { menu, language: "en" } as unknown as RouteServices;
  const args: RouteArgs<unknown> = { pathname: path, params, search: {}, preload: false, services };
  return route.guard(args);
}

describe("route guards: the redirects of the menu spec, decided before a screen renders", () => {
  it("/ goes to /home when the venue skips onboarding, else stays", async () => {
    expect(await guard("/", { ...demo, skip_onboarding_screen: true })).toEqual({ redirect: "/home" });
    expect(await guard("/", { ...demo, skip_onboarding_screen: false })).toBeUndefined();
  });

  it("/search goes to /home without enable_search", async () => {
    expect(await guard("/search", { ...demo, enable_search: false })).toEqual({ redirect: "/home" });
    expect(await guard("/search", { ...demo, enable_search: true })).toBeUndefined();
  });

  it("/page/{id} goes to /home for a page the menu does not have", async () => {
    const page = demo.pages[0]!;
    expect(await guard("/page/$id", demo, { id: String(page.id) })).toBeUndefined();
    expect(await guard("/page/$id", demo, { id: "999999" })).toEqual({ redirect: "/home" });
  });

  it("/category/{id} and /product/{id} are the not-found screen for an id the menu does not have", async () => {
    expect(await guard("/category/$id", demo, { id: String(demo.categories[0]!.id) })).toBeUndefined();
    expect(await guard("/category/$id", demo, { id: "424242" })).toEqual({ notFound: true });
    expect(await guard("/product/$id", demo, { id: String(demo.products[0]!.id) })).toBeUndefined();
    expect(await guard("/product/$id", demo, { id: "424242" })).toEqual({ notFound: true });
  });

  it("/promotions goes to /home when no promotion is enabled", async () => {
    expect(await guard("/promotions", demo)).toBeUndefined();
    expect(await guard("/promotions", { ...demo, promotions: [] })).toEqual({ redirect: "/home" });
  });
});
