import type { ScreenLayout } from "../../schemas/layout";

/** Table, room and area URLs: store the location, then on to the landing screen. */
export const locationLayout: ScreenLayout = {
  version: 1,
  screen: "location",
  blocks: [{ type: "location.store" }],
};
