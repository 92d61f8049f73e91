import { definePlugin, type LiveUpdatesProvider } from "../../engine/plugin-api";

/**
 * Live updates over the Pusher protocol. Only a screen that follows an order subscribes, so the connection's code
 * (pusher-connection.ts) loads with the first subscription, not with every first screen.
 */
const pusherLiveUpdates: LiveUpdatesProvider = {
  id: "pusher",
  available: () => typeof window !== "undefined" && "WebSocket" in window,
  subscribe(config, channel, event, handlers) {
    let stopped = false;
    let stop = () => undefined as void;
    void import("./pusher-connection").then(
      ({ subscribeOverPusher }) => {
        if (!stopped) stop = subscribeOverPusher(config, channel, event, handlers);
      },
      () => handlers.onConnected(false),
    );
    return () => {
      stopped = true;
      stop();
    };
  },
};

/**
 * Live order updates over the Pusher protocol (ordering spec §7): hosted Pusher with VITE_PUSHER_KEY and
 * VITE_PUSHER_CLUSTER, else the reference server's own endpoint. pusher-js loads only when a screen subscribes.
 */
export const livePusherPlugin = definePlugin({
  id: "live-pusher",
  contributes: { liveUpdates: [pusherLiveUpdates] },
});
