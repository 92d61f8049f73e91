import type { ScreenLayout } from "../../schemas/layout";

/** Table, room and area URLs: nothing to draw; their route's guard stores the location and moves on to `/`. */
export const locationLayout: ScreenLayout = {
  version: 1,
  screen: "location",
  blocks: [],
};
