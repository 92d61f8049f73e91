import { definePlugin, type ScreenModule } from "../../engine/plugin-api";
import { categoryScreen } from "../category";
import { homeScreen } from "../home";
import { landingScreen } from "../landing";
import { productScreen } from "../product";
import { paymentReturnScreen } from "../payment-return";
import { shell } from "../shell";
import { analyticsScreen } from "../analytics";
import { formModule } from "../form";
import { locationScreen } from "../location";
import { pageScreen } from "../page";
import { promotionsScreen } from "../promotions";
import { searchScreen } from "../search";
import { cartScreen } from "../cart";
import { checkoutScreen } from "../checkout";
import { orderScreen } from "../order";
import { deliveryLocationScreen } from "../delivery-location";
import { outboxScreen } from "../outbox";
import { tableScreen } from "../table";

/** The screens whose layouts come with `ordering-screens.ts`: the registry holds each of their routes to it. */
const ORDERING_SCREENS = ["cart", "checkout", "order", "delivery-location", "outbox", "payment-return", "form", "table"];

/**
 * Every core screen folder; a new screen is one folder with an index.ts and one entry here (an ordering screen
 * also keeps its layout and blocks in a `-screen-part.ts`, listed in ordering-screens.ts, and its name above).
 */
const CORE_SCREENS: readonly ScreenModule[] = [shell, landingScreen, homeScreen, categoryScreen, productScreen, paymentReturnScreen, analyticsScreen, formModule, promotionsScreen, searchScreen, pageScreen, locationScreen, cartScreen, checkoutScreen, orderScreen, deliveryLocationScreen, outboxScreen, tableScreen];

/**
 * The core screens, registered through the same plugin API as every plugin: their blocks, their layouts and
 * the routes that draw them. A plugin that reuses one of these keys stops start-up with both names.
 */
export const corePlugin = definePlugin({
  id: "core",
  contributes: {
    blocks: CORE_SCREENS.flatMap((m) => m.blocks ?? []),
    screens: CORE_SCREENS.flatMap((m) => m.screens ?? []),
    routes: CORE_SCREENS.flatMap((m) => m.routes ?? []),
    formFieldTypes: CORE_SCREENS.flatMap((m) => m.formFieldTypes ?? []),
    orderWatchers: CORE_SCREENS.flatMap((m) => m.orderWatchers ?? []),
  },
  // The ordering screens' layouts and blocks come with the first of their routes (decision 0077).
  screenParts: [{ screens: ORDERING_SCREENS, load: () => import("./ordering-screens").then((m) => m.orderingScreens) }],
});
