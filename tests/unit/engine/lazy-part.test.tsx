import { lazy, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createRegistry } from "../../../engine/plugin-api";
import { chunk, lazyDefault, lazyPart } from "../../../engine/react/lazy-part";
import { preloadScreen, screenAtPath } from "../../../engine/react/layout/preload-screen";
import { everyPlugin as plugins } from "../../support/app-plugins";

const render = (node: React.ReactNode) => renderToString(<Suspense fallback="placeholder">{node}</Suspense>);

describe("lazyPart", () => {
  it("renders a loaded chunk's component in the same render, where React.lazy still suspends once", async () => {
    const parts = chunk(async () => ({ Title: () => <h1>Olive &amp; Ember</h1> }));
    const Title = lazyPart(parts, (m) => m.Title);
    const PlainLazy = lazy(async () => ({ default: (await parts.load()).Title }));
    await Title.preload();
    expect(render(<Title />)).toContain("<h1>Olive &amp; Ember</h1>");
    expect(render(<PlainLazy />)).toContain("placeholder");
  });

  it("suspends while its chunk downloads, and loads it once however often it is asked", async () => {
    let downloads = 0;
    const parts = chunk(async () => {
      downloads++;
      return { default: () => <p>ready</p> };
    });
    const Part = lazyPart(parts, (m) => m.default);
    expect(render(<Part />)).toContain("placeholder");
    await Promise.all([Part.preload(), Part.preload(), parts.load()]);
    expect(render(<Part />)).toContain("<p>ready</p>");
    expect(downloads).toBe(1);
  });

  it("tries a failed download again", async () => {
    let attempts = 0;
    const Part = lazyDefault(async () => {
      if (++attempts === 1) throw new Error("offline");
      return { default: () => <p>back online</p> };
    });
    await expect(Part.preload()).rejects.toThrow("offline");
    await Part.preload();
    expect(render(<Part />)).toContain("<p>back online</p>");
  });
});

describe("preloadScreen", () => {
  const registry = createRegistry(plugins);

  it("finds the screen a path draws", () => {
    expect(screenAtPath(registry, "/")).toBe("landing");
    expect(screenAtPath(registry, "/category/12")).toBe("category");
    expect(screenAtPath(registry, "/t/jR")).toBe(registry.routes.find((r) => r.value.path === "/t/$value")?.value.screen);
    expect(screenAtPath(registry, "/nowhere/at/all")).toBeUndefined();
  });

  it("loads every lazy block of the screen, so its first render does not suspend", async () => {
    await preloadScreen(registry, "category");
    const component = registry.blocks.get("category.products")!.value.component as ReturnType<typeof lazyDefault>;
    // Loaded: a second preload answers from what is already here.
    let settled = false;
    void component.preload().then(() => (settled = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it("resolves for a screen that is not there", async () => {
    await expect(preloadScreen(registry, "no-such-screen")).resolves.toBeUndefined();
    await expect(preloadScreen(registry, undefined)).resolves.toBeUndefined();
  });
});
