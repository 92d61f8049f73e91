import { MenuLoadGate } from "./menu-load-gate";
import { defineBlock, defineRoute, type ScreenModule } from "../../engine/plugin-api";
import { sameId } from "../../engine/rules";

/**
 * Feedback and info forms: the block that shows the menu-load form on the landing screen, and `/form/{id}`, whose
 * guard admits only an enabled form of the menu and whose loader asks for its fields at once (the screen shows them
 * when they arrive). Its layout, its blocks and the core field types come later: form-screen-part.ts.
 */
export const formModule: ScreenModule = {
  blocks: [
    defineBlock({
      type: "form.menu-load",
      // The form itself is its own chunk, loaded only when a form is to be shown.
      component: MenuLoadGate,
    }),
  ],
  routes: [
    defineRoute({
      path: "/form/$id",
      screen: "form",
      guard: ({ params, services }) => (services.menu.forms.some((f) => f.enable && sameId(f.id, params["id"])) ? undefined : { notFound: true }),
      loader: async ({ params, services }) => {
        const [{ queryClient }, { feedbackFormQuery }] = await Promise.all([import("../../engine/server-state/query-client"), import("../../engine/server-state/calls")]);
        void queryClient.prefetchQuery(feedbackFormQuery(services.language, params["id"] ?? ""));
        return {};
      },
    }),
  ],
};
