import { lazyDefault } from "../../engine/react/lazy-part";
import { defineBlock, type LaterContributions } from "../../engine/plugin-api";
import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell";

const deliveryLocationLayout: ScreenLayout = {
  version: 1,
  screen: "delivery-location",
  blocks: [headerBlock({ back: true, titleIsHeading: false }), { type: "cart.page", props: { title: "delivery_location" }, children: [{ type: "delivery.location" }] }],
};

/** The layout and blocks of `delivery-location`: they come with the ordering screens' part (screens/core/ordering-screens.ts). */
export const deliveryLocationScreenPart: LaterContributions = {
  blocks: [defineBlock({ type: "delivery.location", component: lazyDefault(() => import("./delivery-location-form")) })],
  screens: [deliveryLocationLayout],
};
