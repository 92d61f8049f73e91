import type { ScreenLayout } from "../../schemas/layout";

const skip = { var: "settings.skip_onboarding_screen" };

/** `/`: onboarding (ordering spec section 2, "Onboarding"). */
export const landingLayout: ScreenLayout = {
  version: 1,
  screen: "landing",
  blocks: [
    {
      type: "landing.cover",
      when: { "!": skip },
      children: [
        { type: "venue.logo" },
        { type: "venue.title" },
        // Ordering is closed now: say so, and when it opens, before the guest opens the menu (issue 18).
        { type: "landing.closed-note", when: { and: [{ var: "settings.enable_order" }, { "!": { var: "isOpen" } }] } },
        {
          type: "language.select",
          when: { and: [{ var: "settings.enable_language_onboarding" }, { ">": [{ var: "languages.length" }, 1] }] },
        },
        // The menu-load form stands in for Open Menu until it has been submitted.
        { type: "form.menu-load", children: [{ type: "landing.open-menu" }] },
      ],
    },
    // "A promotion pop-up opens only when a promotion matches promotion_on_load and onboarding is not skipped."
    { type: "promotion.on-load", when: { and: [{ "!": skip }, { "!!": { var: "settings.promotion_on_load" } }] } },
    { type: "analytics.page-view", props: { event: "onboarding_page_view" }, when: { "!": skip } },
  ],
};
