/**
 * The app's outbox: entries in IndexedDB (memory when the browser refuses it), sent with the checkout's own call,
 * one tab at a time per entry, in turn (Web Locks), changes told to the other tabs (BroadcastChannel) and to this tab's views.
 * Loaded only when an order could not be sent, or when the venue's screens find waiting entries.
 */
import { postOrder } from "../api/order-calls";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import { indexedDbOutboxStorage } from "./indexed-db-storage";
import { createOutbox, memoryOutboxStorage, OUTBOX_CHANNEL, OUTBOX_SYNC_TAG, outboxLockName, type Outbox, type OutboxStorage } from "./outbox";

/** IndexedDB when it answers, else memory (a private mode): the order then lives as long as the tab. */
function fallbackStorage(primary: OutboxStorage): OutboxStorage {
  const memory = memoryOutboxStorage();
  let usable: Promise<boolean> | undefined;
  const pick = async () => ((await (usable ??= primary.all().then(() => true, () => false))) ? primary : memory);
  return {
    get: async (key) => (await pick()).get(key),
    all: async () => (await pick()).all(),
    put: async (entry) => (await pick()).put(entry),
    delete: async (key) => (await pick()).delete(key),
  };
}

const listeners = new Set<(key: string) => void>();
const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
channel?.addEventListener("message", (event: MessageEvent<{ key?: unknown }>) => {
  if (typeof event.data?.key === "string") for (const listener of listeners) listener(event.data.key);
});

/**
 * Runs `work` once no other tab (or the service worker) is sending this entry. It waits rather than skips: when the
 * other send fails, this one is the next try, not one a retry period later; when it placed the order, `work` reads
 * that under the lock and sends nothing.
 */
async function exclusive(key: string, work: () => Promise<void>): Promise<void> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return work();
  await locks.request(outboxLockName(key), work);
}

export const outbox: Outbox<PlacedOrderAnswer> = createOutbox<PlacedOrderAnswer>({
  storage: fallbackStorage(indexedDbOutboxStorage),
  send: (entry) => postOrder(entry.language, entry.order, entry.key),
  online: () => globalThis.navigator?.onLine !== false,
  exclusive,
  placedIdOf: (placed) => placed.uuid,
  changed(key) {
    for (const listener of listeners) listener(key);
    channel?.postMessage({ key });
  },
});

/** Calls `listener` with the key of each entry changed in this tab or another; returns the unsubscribe. */
export function onOutboxChange(listener: (key: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Asks the service worker to send the outbox once the connection returns, even with no tab of the venue open
 * (Background Sync, where the browser has it: Chromium). Without it, or without a service worker, the pages send
 * the outbox themselves when they come back online or are opened again.
 */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await globalThis.navigator?.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Refused (a permission, a private mode): the pages still send it.
  }
}
