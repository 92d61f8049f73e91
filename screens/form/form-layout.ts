import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell";

/** `/form/{id}`: a venue's feedback or info form on a page of its own. */
export const formLayout: ScreenLayout = {
  version: 1,
  screen: "form",
  blocks: [headerBlock({ back: true, titleIsHeading: false }), { type: "form.page" }, { type: "analytics.page-view", props: { event: "info_form_view" } }],
};
