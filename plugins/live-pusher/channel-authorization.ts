import type { ChannelAuthorizationHandler } from "pusher-js";
import { LIVE_AUTH_PATH } from "../../schemas/api/live-auth";

/**
 * Private channels (a shared table's) are signed by the app's server for the guests it lets listen: pusher-js asks
 * here before subscribing to one. Loaded with pusher-js, never on a first screen.
 */
export const authorizeChannel: ChannelAuthorizationHandler = ({ socketId, channelName }, callback) => {
  fetch(LIVE_AUTH_PATH, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ socket_id: socketId, channel_name: channelName }) })
    .then(async (response) => (response.ok ? callback(null, (await response.json()) as { auth: string }) : callback(new Error(`auth ${response.status}`), null)))
    .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
};
