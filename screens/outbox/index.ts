import { defineRoute, type ScreenModule } from "../../engine/plugin-api";

/**
 * `/outbox/{key}` (decision 0055): an order submitted without a connection, waiting to be sent. Its block sends it as
 * soon as the browser is online again and takes the guest to the placed order, or shows the refusal with its reason.
 */
export const outboxScreen: ScreenModule = {
  routes: [defineRoute({ path: "/outbox/$key", screen: "outbox" })],
};
