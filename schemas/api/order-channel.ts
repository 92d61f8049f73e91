/**
 * The event on an order's live channel (the channel is named by the order's uuid) each time the order changes,
 * ordering spec §7. The server publishes it and the order and table screens listen for it: one name for both.
 */
export const ORDER_UPDATE_EVENT = "order-update";
