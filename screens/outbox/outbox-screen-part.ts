import { lazyDefault } from "../../engine/react/lazy-part";
import { defineBlock, type LaterContributions } from "../../engine/plugin-api";
import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell";

const outboxLayout: ScreenLayout = {
  version: 1,
  screen: "outbox",
  blocks: [headerBlock({ back: false, titleIsHeading: false }), { type: "outbox.view" }],
};

/** The layout and blocks of `outbox`: they come with the ordering screens' part (screens/core/ordering-screens.ts). */
export const outboxScreenPart: LaterContributions = {
  blocks: [defineBlock({ type: "outbox.view", component: lazyDefault(() => import("../shared/outbox-view")) })],
  screens: [outboxLayout],
};
