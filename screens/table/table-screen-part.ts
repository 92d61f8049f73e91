import { lazyDefault } from "../../engine/react/lazy-part";
import { defineBlock, type LaterContributions } from "../../engine/plugin-api";
import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell";

const tableLayout: ScreenLayout = {
  version: 1,
  screen: "table",
  blocks: [headerBlock({ back: true, titleIsHeading: false }), { type: "table.view" }],
};

/** `/table`'s layout and view: they come with the ordering screens' part (screens/core/ordering-screens.ts). */
export const tableScreenPart: LaterContributions = {
  blocks: [defineBlock({ type: "table.view", component: lazyDefault(() => import("./table-view")) })],
  screens: [tableLayout],
};
