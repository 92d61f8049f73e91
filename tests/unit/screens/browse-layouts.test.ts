import { describe, expect, it } from "vitest";
import type { LayoutContext } from "../../../engine/layout-core/layout-context";
import { planLayout, type PlannedBlock } from "../../../engine/layout-core/plan-layout";
import type { ScreenLayout } from "../../../schemas/layout";
import { homeLayout } from "../../../screens/home/home-layout";
import { landingLayout } from "../../../screens/landing/landing-layout";
import { searchLayout } from "../../../screens/search/search-layout";
import { layoutContext } from "../../support/layout-context";

function context(settings: LayoutContext["settings"], cart: Partial<LayoutContext["cart"]> = {}, activeOrder: string | null = null): LayoutContext {
  return layoutContext({ settings, cart, activeOrder });
}

function shownTypes(layout: ScreenLayout, ctx: LayoutContext): string[] {
  const { blocks, problems } = planLayout(layout.blocks, ctx, () => true, layout.screen);
  expect(problems).toEqual([]);
  const all = (list: PlannedBlock[]): string[] => list.flatMap((b) => [b.block.type, ...all(b.children)]);
  return all(blocks);
}

describe("/home: when the order-type selector shows (menu spec /home)", () => {
  it("with enable_display_order_type_home and no active order", () => {
    expect(shownTypes(homeLayout, context({ enable_display_order_type_home: true }))).toContain("home.order-type");
  });

  it("the core does not show it at a table by itself: the integration's plugin does, through the home.order-type slot", () => {
    // The venue-group mode's condition (a Table location, no active order) is the plugin's: decision 0056 and
    // tests/unit/plugins/integration-venue-group.test.ts.
    const table = { orderLocation: "7", orderLocationType: "Table" as const };
    expect(shownTypes(homeLayout, context({ al_futtaim_enabled: true }, table))).not.toContain("home.order-type");
    expect(shownTypes(homeLayout, context({ al_futtaim_enabled: true }, table))).toContain("slot");
  });

  it("never with an active order", () => {
    expect(shownTypes(homeLayout, context({ enable_display_order_type_home: true }, {}, "order-uuid"))).not.toContain("home.order-type");
  });
});

describe("the on-load promotion: on /home only when onboarding is skipped, on the landing screen only when it is not", () => {
  it("follows skip_onboarding_screen", () => {
    const skipped = context({ promotion_on_load: 1, skip_onboarding_screen: true });
    const shown = context({ promotion_on_load: 1, skip_onboarding_screen: false });
    expect(shownTypes(homeLayout, skipped)).toContain("promotion.on-load");
    expect(shownTypes(homeLayout, shown)).not.toContain("promotion.on-load");
    expect(shownTypes(landingLayout, shown)).toContain("promotion.on-load");
    expect(shownTypes(landingLayout, skipped)).not.toContain("promotion.on-load");
  });

  it("needs promotion_on_load", () => {
    expect(shownTypes(homeLayout, context({ promotion_on_load: null, skip_onboarding_screen: true }))).not.toContain("promotion.on-load");
  });
});

describe("the landing screen and /search", () => {
  it("offers the language dropdown only with enable_language_onboarding and more than one language", () => {
    expect(shownTypes(landingLayout, context({ enable_language_onboarding: true }))).toContain("language.select");
    expect(shownTypes(landingLayout, context({ enable_language_onboarding: false }))).not.toContain("language.select");
    expect(shownTypes(landingLayout, { ...context({ enable_language_onboarding: true }), languages: ["en"] })).not.toContain("language.select");
  });

  it("draws the search panel (its route's guard keeps the guest out without enable_search)", () => {
    expect(shownTypes(searchLayout, context({ enable_search: true }))).toContain("search.panel");
  });
});
