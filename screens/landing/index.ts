import { defineRoute, type ScreenModule } from "../../engine/plugin-api";
import { landingBlocks } from "./landing-blocks";
import { landingLayout } from "./landing-layout";

/** `/`: onboarding, unless the venue skips it (`skip_onboarding_screen`): then the guest goes straight to /home. */
export const landingScreen: ScreenModule = {
  blocks: landingBlocks,
  screens: [landingLayout],
  routes: [
    defineRoute({
      path: "/",
      screen: "landing",
      guard: ({ services }) => (services.menu.skip_onboarding_screen ? { redirect: "/home" } : undefined),
    }),
  ],
};
