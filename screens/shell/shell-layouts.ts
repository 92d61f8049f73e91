import type { LayoutBlock, ScreenLayout } from "../../schemas/layout";

/** The header of every menu screen; each button shows under its own condition (menu spec, "Header and drawer"). */
export function headerBlock(options: { back: boolean; titleIsHeading: boolean }): LayoutBlock {
  return {
    type: "shell.header",
    children: [
      { type: "shell.drawer-button" },
      ...(options.back ? [{ type: "shell.back" }] : []),
      { type: "shell.title", props: { heading: options.titleIsHeading } },
      { type: "shell.language-menu", when: { and: [{ var: "settings.enable_language_header" }, { ">": [{ var: "languages.length" }, 1] }] } },
      { type: "shell.search-link", when: { var: "settings.enable_search" } },
      { type: "shell.cart-link", when: { var: "settings.enable_order" } },
    ],
  };
}

/** What shows above every route: the new-version bar, the toasts, and plugins' notices (the active-order warning). */
export const noticesLayout: ScreenLayout = {
  version: 1,
  screen: "notices",
  blocks: [
    { type: "notice.version-bar", when: { var: "updateAvailable" } },
    { type: "notice.toasts" },
    { type: "slot", props: { name: "shell.notices" } },
  ],
};
