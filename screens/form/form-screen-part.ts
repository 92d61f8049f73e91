import { lazyDefault } from "../../engine/react/lazy-part";
import { defineBlock, type LaterContributions } from "../../engine/plugin-api";
import { formLayout } from "./form-layout";
import { coreFormFieldTypes } from "./form-field-types";

/**
 * `/form/{id}`'s layout, the forms' blocks of the ordering screens (the form page, the order screen's feedback
 * form) and the core field types: they come with the ordering screens' part (screens/core/ordering-screens.ts). The
 * landing's menu-load form, the one form drawn before an ordering screen, asks for the part itself (feedback-form.tsx).
 */
export const formScreenPart: LaterContributions = {
  blocks: [
    defineBlock({ type: "form.page", component: lazyDefault(() => import("./form-page-block")) }),
    defineBlock({ type: "form.order-success", component: lazyDefault(() => import("./order-success-form-block")) }),
  ],
  screens: [formLayout],
  formFieldTypes: coreFormFieldTypes,
};
