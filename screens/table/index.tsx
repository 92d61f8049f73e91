import { defineBlock, defineRoute, type ScreenModule } from "../../engine/plugin-api";
import { isSeated } from "../../engine/table-session/seat-signal";
import { TableBannerSlot } from "./table-banner-slot";

// The table's code loads only for a guest seated by a table link (docs/shared-table.md).
const tableSession = () => import("../../engine/table-session/table-session");

/**
 * The shared table (docs/shared-table.md): `/table` shows who is at the table and the shared cart, live; the banner
 * block leads there from the home and cart screens. A scanned table link joins the table's session
 * (screens/location/store-location.ts), and an order placed from the shared cart goes on the table's tab.
 */
export const tableScreen: ScreenModule = {
  blocks: [
    // On the home and the cart: it stays with every first screen; `/table`'s own view comes with table-screen-part.ts.
    defineBlock({ type: "table.banner", component: TableBannerSlot }),
  ],
  routes: [defineRoute({ path: "/table", screen: "table" })],
  orderWatchers: [
    {
      id: "table-session",
      // An order placed from the shared cart goes on the table's tab; a guest at no table loads nothing.
      orderPlaced: ({ placed }) => void (isSeated() && tableSession().then((m) => m.orderPlacedAtSeat(placed.uuid), () => undefined)),
    },
  ],
};
