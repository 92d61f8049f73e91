import type { ScreenLayout } from "../../schemas/layout";

export { headerBlock } from "../../engine/layout-core/header-block";

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
