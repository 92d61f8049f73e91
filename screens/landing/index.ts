import type { ScreenModule } from "../core/core-plugin";
import { landingBlocks } from "./landing-blocks";
import { landingLayout } from "./landing-layout";

/** `/`: onboarding. */
export const landingScreen: ScreenModule = { blocks: landingBlocks, screens: [landingLayout], routes: [{ path: "/", screen: "landing" }] };
