import type { ScreenModule } from "../core/core-plugin";
import { coreFormFieldTypes } from "./form-field-types";
import { lazy } from "react";
import { defineBlock } from "../../engine/plugin-api";

/**
 * Feedback and info forms: the core field types (drawn by `FeedbackForm`, which /form/{id} reuses) and the
 * block that shows the menu-load form on the landing screen.
 */
export const formModule: ScreenModule = {
  blocks: [
    defineBlock({
      type: "form.menu-load",
      // Its own chunk: /home and every other screen never need it.
      component: lazy(() => import("./menu-load-form-block")),
    }),
  ],
  formFieldTypes: coreFormFieldTypes,
};
