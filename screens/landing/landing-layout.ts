import type { ScreenLayout } from "../../schemas/layout";

/** `/`: onboarding (ordering spec section 2, "Onboarding"). */
export const landingLayout: ScreenLayout = {
  version: 1,
  screen: "landing",
  blocks: [
    { type: "navigate", props: { to: "/home" }, when: { var: "settings.skip_onboarding_screen" } },
    {
      type: "landing.cover",
      when: { "!": { var: "settings.skip_onboarding_screen" } },
      children: [
        { type: "venue.logo" },
        { type: "venue.title" },
        {
          type: "language.select",
          when: { and: [{ var: "settings.enable_language_onboarding" }, { ">": [{ var: "languages.length" }, 1] }] },
        },
        { type: "landing.open-menu" },
      ],
    },
  ],
};
