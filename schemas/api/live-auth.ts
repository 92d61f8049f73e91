/**
 * POST `{ socket_id, channel_name }` → `{ auth }`: signs a private live channel for a guest the server lets listen
 * (Pusher's channel authorisation; a shared table's channel, schemas/api/table-session.ts). Its own module, so the
 * live connection on every first screen carries this path and nothing else of the table.
 */
export const LIVE_AUTH_PATH = "/en/api/live-auth/";
