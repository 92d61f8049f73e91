import { lazyDefault } from "../../engine/react/lazy-part";
import { defineBlock, defineRoute, type ScreenModule } from "../../engine/plugin-api";
import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell";

const outboxLayout: ScreenLayout = {
  version: 1,
  screen: "outbox",
  blocks: [headerBlock({ back: false, titleIsHeading: false }), { type: "outbox.view" }],
};

/**
 * `/outbox/{key}` (decision 0055): an order submitted without a connection, waiting to be sent. Its block sends it as
 * soon as the browser is online again and takes the guest to the placed order, or shows the refusal with its reason.
 */
export const outboxScreen: ScreenModule = {
  blocks: [defineBlock({ type: "outbox.view", component: lazyDefault(() => import("../shared/outbox-view")) })],
  screens: [outboxLayout],
  routes: [defineRoute({ path: "/outbox/$key", screen: "outbox" })],
};
