import type { LiveUpdatesProvider } from "../../engine/plugin-api";
import type Pusher from "pusher-js";

type Config = Readonly<Record<string, string | undefined>>;
type PusherClient = Pusher;

/**
 * One pusher-js connection for the app, opened on the first subscription: hosted Pusher with a key and cluster,
 * else the reference server's own Pusher-protocol endpoint on the page's host and port (or VITE_PUSHER_HOST/PORT).
 * pusher-js reconnects with backoff by itself; its state changes reach every subscriber.
 */
let connection: Promise<PusherClient> | undefined;

function connect(config: Config): Promise<PusherClient> {
  connection ??= Promise.all([import("pusher-js"), import("./channel-authorization")]).then(([{ default: PusherJs }, { authorizeChannel }]) => {
    const secure = window.location.protocol === "https:";
    const hosted = !!config["pusherCluster"] && !config["pusherHost"];
    const port = Number(config["pusherPort"] || window.location.port || (secure ? 443 : 80));
    return new PusherJs(config["pusherKey"] || "carta", {
      // pusher-js insists on a cluster even when a host is given (../shared/STACK.md).
      cluster: config["pusherCluster"] || "local",
      ...(hosted ? {} : { wsHost: config["pusherHost"] || window.location.hostname, wsPort: port, wssPort: port, enabledTransports: ["ws", "wss"] }),
      forceTLS: hosted || secure,
      disableStats: true,
      // Private channels (a shared table's) are signed by the app's server for the guests it lets listen.
      channelAuthorization: { customHandler: authorizeChannel },
    });
  });
  return connection;
}

/**
 * Calls `onEvent` for each `event` on `channel` over the app's one connection (the provider's `subscribe`,
 * index.ts); returns the unsubscribe function.
 */
export function subscribeOverPusher(...[config, channel, event, { onEvent, onConnected }]: Parameters<LiveUpdatesProvider["subscribe"]>): () => void {
  let stopped = false;
  let stop = () => undefined as void;
  void connect(config).then(
    (pusher) => {
      if (stopped) return;
      const subscription = pusher.subscribe(channel);
      const onState = ({ current }: { current: string }) => onConnected(current === "connected");
      subscription.bind(event, onEvent);
      // A subscription confirmed is the moment the screen may stop polling: events from now on arrive.
      subscription.bind("pusher:subscription_succeeded", () => onConnected(true));
      pusher.connection.bind("state_change", onState);
      stop = () => {
        subscription.unbind(event, onEvent);
        pusher.connection.unbind("state_change", onState);
        pusher.unsubscribe(channel);
      };
    },
    () => onConnected(false),
  );
  return () => {
    stopped = true;
    stop();
  };
}
