import { defineRoute, type ScreenModule } from "../../engine/plugin-api";

const startOrderRead = async (language: string, id: string) => {
  const [{ queryClient }, { orderQuery }] = await Promise.all([import("../../engine/server-state/query-client"), import("../../engine/server-state/calls")]);
  void queryClient.prefetchQuery(orderQuery(language, id));
};

/** `/order/{id}` (ordering spec §2): the placed order, read from the server (its loader starts the read). */
export const orderScreen: ScreenModule = {
  routes: [
    defineRoute({
      path: "/order/$id",
      screen: "order",
      loader: async ({ params, services }) => {
        await startOrderRead(services.language, params["id"] ?? "");
        return {};
      },
    }),
  ],
};
