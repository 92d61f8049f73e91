/**
 * The order outbox (decision 0055, docs/offline-ordering.md): an order the guest submitted without a connection is
 * kept with its Idempotency-Key and sent again as soon as the connection returns. The server makes one order per key
 * however often it is sent, so a second tab, a reload or a retry after a lost answer never places two; what this
 * module adds is never losing the order and never hiding a refusal. Pure TypeScript: the storage (IndexedDB in the
 * browser, memory in tests) and the sending are passed in.
 */
import type { ApiResult } from "../api/http";
import type { OrderPayload } from "../order/order-payload";

/** The BroadcastChannel on which the pages and the service worker tell each other an entry changed ({ key }). */
export const OUTBOX_CHANNEL = "carta-outbox";
/** The Background Sync tag a page registers when it keeps an order; the service worker sends the outbox on it. */
export const OUTBOX_SYNC_TAG = "carta-outbox";
/** The Web Lock under which the pages and the service worker send an entry, one after the other. */
export const outboxLockName = (key: string): string => `carta-outbox:${key}`;

/** What the waiting screen shows of the order, as priced in the browser when it was kept (the server prices again). */
export interface OutboxSummaryLine {
  name: string;
  quantity: number;
  /** The line's amount as the cart priced it, as decimal text ("60.000"); shown in the language of the moment. */
  amount: string;
}

export interface OutboxEntry {
  /** The order's Idempotency-Key: the entry's identity here and the order's at the server. */
  key: string;
  /** The venue (the outbox is shared by every venue the browser visited; each screen shows its own). */
  license: string;
  language: string;
  order: OrderPayload;
  lines: readonly OutboxSummaryLine[];
  /** The total as the cart priced it, as decimal text ("98.600"). */
  total: string;
  /** When the guest submitted it (ms since the epoch). */
  keptAt: number;
  /**
   * True once an attempt failed while the browser believed it was online: the request may have reached the server
   * and only its answer been lost, so the order may exist already and can no longer be cancelled from here.
   */
  maybeSent: boolean;
  /** The server's refusal once back online (status and body), kept until the guest has seen it and moved on. */
  refusal: { status: number; body: unknown } | null;
  /** The order's id once the server placed it: every tab showing the entry goes to the order. */
  placedId: string | null;
}

/** Where entries live. Every method may reject (a private mode without IndexedDB): callers treat that as "no outbox". */
export interface OutboxStorage {
  get(key: string): Promise<OutboxEntry | undefined>;
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  delete(key: string): Promise<void>;
}

/** The answer the send gave: placed (the order as answered), refused (kept with its reason), or still waiting. */
export type FlushResult<Placed> =
  | { kind: "placed"; entry: OutboxEntry; placed: Placed }
  | { kind: "refused"; entry: OutboxEntry }
  | { kind: "waiting"; entry: OutboxEntry }
  /** Nothing to send: unknown key, or already refused or placed (here or by another tab's send before this one). */
  | { kind: "gone" };

export interface OutboxOptions<Placed> {
  storage: OutboxStorage;
  /** Sends the order with its key: the same call the checkout makes (POST /{lang}/api/order/). */
  send(entry: OutboxEntry): Promise<ApiResult<Placed>>;
  /** Whether the browser believes it is online (navigator.onLine); a failure while offline never reached the server. */
  online(): boolean;
  /**
   * Runs `work` while holding the entry's lock across tabs (the Web Locks API), after any other tab's send of it.
   * `work` reads the entry under the lock, so it sends nothing when that send placed the order. Without the API,
   * `work` runs at once: the server's key still makes one order.
   */
  exclusive?(key: string, work: () => Promise<void>): Promise<void>;
  /** The placed order's id, to note on the entry for other tabs. */
  placedIdOf(placed: Placed): string;
  /** Told after each change, so other views (and tabs, through the caller) can refresh. */
  changed?(key: string): void;
}

export interface Outbox<Placed> {
  /** Keeps an order that could not be sent. A key kept before keeps its entry (a second tap sends nothing new). */
  keep(entry: Omit<OutboxEntry, "maybeSent" | "refusal" | "placedId">, attemptReachedNetwork: boolean): Promise<OutboxEntry>;
  get(key: string): Promise<OutboxEntry | undefined>;
  /** The venue's entries, oldest first. */
  entriesOf(license: string): Promise<OutboxEntry[]>;
  /** Sends one entry now (one send at a time per key in this tab, per lock across tabs). */
  flush(key: string): Promise<FlushResult<Placed>>;
  /** Sends every waiting entry of the venue. */
  flushAll(license: string): Promise<FlushResult<Placed>[]>;
  /** Removes a waiting entry that never reached the server. False when it may have (it is kept and sent). */
  cancel(key: string): Promise<boolean>;
  /** Forgets an entry (after its refusal was seen, or once placed). */
  forget(key: string): Promise<void>;
}

export function createOutbox<Placed>(options: OutboxOptions<Placed>): Outbox<Placed> {
  const { storage } = options;
  const inFlight = new Map<string, Promise<FlushResult<Placed>>>();
  const exclusive = options.exclusive ?? ((_key, work) => work());
  const changed = (key: string) => options.changed?.(key);

  async function sendOnce(key: string): Promise<FlushResult<Placed>> {
    let result: FlushResult<Placed> = { kind: "gone" };
    await exclusive(key, async () => {
      // Read under the lock: another tab may have placed (and removed) it a moment ago.
      const entry = await storage.get(key);
      if (!entry || entry.refusal || entry.placedId !== null) return;
      const onlineBefore = options.online();
      const answer = await options.send(entry);
      if (answer.ok) {
        // Kept, marked placed, so another tab showing it goes to the order too; forgotten once it is shown.
        const placed = { ...entry, placedId: options.placedIdOf(answer.value) };
        await storage.put(placed);
        result = { kind: "placed", entry: placed, placed: answer.value };
      } else if (answer.error.kind === "http" && answer.error.status < 500 && answer.error.status !== 429 && answer.error.status !== 408) {
        // A refusal answers the same however often it is sent: kept with its reason for the guest to read.
        const refused = { ...entry, refusal: { status: answer.error.status, body: answer.error.body } };
        await storage.put(refused);
        result = { kind: "refused", entry: refused };
      } else {
        const waiting = { ...entry, maybeSent: entry.maybeSent || (answer.error.kind === "network" ? onlineBefore : true) };
        if (waiting.maybeSent !== entry.maybeSent) await storage.put(waiting);
        result = { kind: "waiting", entry: waiting };
      }
      changed(key);
    });
    return result;
  }

  const outbox: Outbox<Placed> = {
    async keep(entry, attemptReachedNetwork) {
      const earlier = await storage.get(entry.key);
      if (earlier) return earlier;
      const kept: OutboxEntry = { ...entry, maybeSent: attemptReachedNetwork, refusal: null, placedId: null };
      await storage.put(kept);
      changed(entry.key);
      return kept;
    },
    get: (key) => storage.get(key),
    async entriesOf(license) {
      return (await storage.all()).filter((entry) => entry.license === license).sort((a, b) => a.keptAt - b.keptAt);
    },
    flush(key) {
      const running = inFlight.get(key);
      if (running) return running;
      const sending = sendOnce(key).finally(() => inFlight.delete(key));
      inFlight.set(key, sending);
      return sending;
    },
    async flushAll(license) {
      const waiting = (await outbox.entriesOf(license)).filter((entry) => !entry.refusal && entry.placedId === null);
      return Promise.all(waiting.map((entry) => outbox.flush(entry.key)));
    },
    async cancel(key) {
      let cancelled = false;
      await exclusive(key, async () => {
        const entry = await storage.get(key);
        if (!entry || entry.maybeSent || entry.placedId !== null || inFlight.has(key)) return;
        await storage.delete(key);
        cancelled = true;
        changed(key);
      });
      return cancelled;
    },
    async forget(key) {
      await storage.delete(key);
      changed(key);
    },
  };
  return outbox;
}

/** An outbox storage in memory: for tests, and for a browser that refuses IndexedDB (the order then lives as long as the tab). */
export function memoryOutboxStorage(): OutboxStorage {
  const entries = new Map<string, OutboxEntry>();
  return {
    get: async (key) => entries.get(key),
    all: async () => [...entries.values()],
    put: async (entry) => void entries.set(entry.key, structuredClone(entry)),
    delete: async (key) => void entries.delete(key),
  };
}
