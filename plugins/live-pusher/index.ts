import { definePlugin } from "../../engine/plugin-api";
import { pusherLiveUpdates } from "./pusher-connection";

/**
 * Live order updates over the Pusher protocol (ordering spec §7): hosted Pusher with VITE_PUSHER_KEY and
 * VITE_PUSHER_CLUSTER, else the reference server's own endpoint. pusher-js loads only when a screen subscribes.
 */
export const livePusherPlugin = definePlugin({
  id: "live-pusher",
  contributes: { liveUpdates: [pusherLiveUpdates] },
});
