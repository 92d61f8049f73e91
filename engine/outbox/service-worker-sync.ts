/**
 * The service worker's half of the outbox (decision 0055, issue 21): on the Background Sync event a page registered
 * when it kept an order, the worker sends every waiting entry of every venue, even with no tab open, through the same
 * outbox rules as the pages (one sender per entry across tabs and the worker by Web Locks, a refusal kept with its
 * reason, an answer lost in flight kept as "maybe sent") and tells the open pages by the same BroadcastChannel.
 * Built on its own into `outbox-sync.js`, which the generated service worker loads with importScripts (vite.config.ts).
 */
import { requestJson, type Decoder } from "../api/http";
import { indexedDbOutboxStorage } from "./indexed-db-storage";
import { createOutbox, OUTBOX_CHANNEL, OUTBOX_SYNC_TAG, outboxLockName, type OutboxEntry } from "./outbox";

/** The little of the service worker's scope this module uses (the app's TypeScript lib is the DOM's, not a worker's). */
interface SyncEvent extends Event {
  readonly tag: string;
  waitUntil(work: Promise<unknown>): void;
}

/** The placed order as far as the outbox needs it: its id. The page that shows it decodes the whole order. */
const placedId: Decoder<{ uuid: string }> = (input) =>
  typeof input === "object" && input !== null && typeof (input as { uuid?: unknown }).uuid === "string"
    ? { ok: true, value: { uuid: (input as { uuid: string }).uuid } }
    : { ok: false, problems: ["uuid: expected a string"] };

const channel = new BroadcastChannel(OUTBOX_CHANNEL);

const outbox = createOutbox<{ uuid: string }>({
  storage: indexedDbOutboxStorage,
  send: (entry: OutboxEntry) =>
    requestJson(`/${encodeURIComponent(entry.language)}/api/order/`, placedId, { method: "POST", body: entry.order, idempotencyKey: entry.key, expect: 201 }),
  online: () => self.navigator.onLine !== false,
  // In turn with the pages, as theirs (browser-outbox.ts): a page's failed send is followed by this one at once.
  async exclusive(key, work) {
    await self.navigator.locks.request(outboxLockName(key), work);
  },
  placedIdOf: (placed) => placed.uuid,
  changed: (key) => channel.postMessage({ key }),
});

/** Sends every waiting entry; rejects while any still waits, so the browser fires the sync again later. */
export async function sendWaitingOrders(): Promise<void> {
  const waiting = (await indexedDbOutboxStorage.all()).filter((entry) => entry.refusal === null && entry.placedId === null);
  const results = await Promise.all(waiting.map((entry) => outbox.flush(entry.key)));
  if (results.some((result) => result.kind === "waiting")) throw new Error("an order is still waiting for a connection");
}

self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(sendWaitingOrders());
});
