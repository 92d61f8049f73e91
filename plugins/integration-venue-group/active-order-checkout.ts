/**
 * `/af-checkout/{id}` (ordering spec §2, §7): the checkout of the table's active order. Only a venue in the mode has
 * it; elsewhere the order screen says all there is. Its screen comes with the mode (active-order-checkout-layout.ts).
 */
import { defineRoute } from "../../engine/plugin-api";
import { inVenueGroupMode } from "./mode";

export const activeOrderCheckoutRoute = defineRoute({
  path: "/af-checkout/$id",
  screen: "af-checkout",
  guard: ({ params, services }) => (inVenueGroupMode(services.menu) ? undefined : { redirect: `/order/${encodeURIComponent(params["id"] ?? "")}` }),
  loader: async ({ params, services }) => {
    const [{ queryClient }, { orderQuery }] = await Promise.all([import("../../engine/server-state/query-client"), import("../../engine/server-state/calls")]);
    void queryClient.prefetchQuery(orderQuery(services.language, params["id"] ?? ""));
    return {};
  },
});
