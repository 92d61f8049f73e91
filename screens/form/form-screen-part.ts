import { lazyDefault } from "../../engine/react/lazy-part";
import { defineBlock, type LaterContributions } from "../../engine/plugin-api";
import { formLayout } from "./form-layout";

/**
 * `/form/{id}`'s layout and the forms' blocks of the ordering screens (the form page, the order screen's
 * feedback form): they come with the ordering screens' part (screens/core/ordering-screens.ts).
 */
export const formScreenPart: LaterContributions = {
  blocks: [
    defineBlock({ type: "form.page", component: lazyDefault(() => import("./form-page-block")) }),
    defineBlock({ type: "form.order-success", component: lazyDefault(() => import("./order-success-form-block")) }),
  ],
  screens: [formLayout],
};
