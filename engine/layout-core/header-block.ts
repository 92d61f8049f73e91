import type { LayoutBlock } from "../../schemas/layout";

/**
 * The header of every menu screen; each button shows under its own condition (menu spec, "Header and drawer").
 * In the engine so a plugin's own screen (the venue-group mode's `/af-checkout/{id}`) wears the core's header.
 */
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
