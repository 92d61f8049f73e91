import { definePlugin } from "../../engine/plugin-api";
import { activeOrderCheckoutRoute } from "./active-order-checkout";
import { CORE_BLOCK_TEXTS_EN } from "./core-block-labels";
import { inVenueGroupMode, VENUE_GROUP_MODE } from "./mode";

/**
 * The venue-group integration mode (ordering spec: active table order, acceptance, loyalty, wallet, tips). Every
 * venue's start-up reads only its switch, its route and its English texts; what the mode does loads with the menu
 * of a venue in the mode, before that menu shows (`forVenues`, decision 0076: venue-contributions.ts).
 */
export const venueGroupPlugin = definePlugin({
  id: "integration-venue-group",
  contributes: {
    // Spec: the menu payload's `al_futtaim_enabled`, which the core's menu schema leaves to this plugin (mode.ts).
    menuFields: [VENUE_GROUP_MODE],
    // Spec §2: paying the table's active order, from the tracker's Checkout (its screen comes with the mode).
    routes: [activeOrderCheckoutRoute],
    // The texts core blocks draw for it (the loyalty row, the payment labels, the refusal): English here, the guest's language
    // loaded with it. The rest load with the wallet card and the employee box that show them (texts.ts).
    texts: { en: CORE_BLOCK_TEXTS_EN },
    textsIn: (language) => import("./core-block-texts").then((m) => m.coreBlockTexts[language]),
  },
  forVenues: {
    applies: inVenueGroupMode,
    load: () => import("./venue-contributions").then((m) => m.venueGroupContributions),
  },
});
