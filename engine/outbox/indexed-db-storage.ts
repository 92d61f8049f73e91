/**
 * The outbox's entries in IndexedDB (one database, one object store keyed by the Idempotency-Key): it outlives a
 * reload and a closed tab, is shared by the tabs of the origin, and is readable from the service worker. Written by
 * hand: four calls over one store do not need a library (decision 0055).
 */
import type { OutboxEntry, OutboxStorage } from "./outbox";

const DATABASE = "carta-outbox";
const STORE = "orders";

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB request failed"));
  });
}

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(DATABASE, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: "key" });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error("IndexedDB cannot be opened"));
    open.onblocked = () => reject(new Error("IndexedDB is blocked by another tab"));
  }).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  const transaction = db.transaction(STORE, mode);
  const result = request(work(transaction.objectStore(STORE)));
  // A write counts once its transaction has committed, not when its request succeeded.
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"));
    transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
  });
  return result;
}

export const indexedDbOutboxStorage: OutboxStorage = {
  get: (key) => withStore("readonly", (store) => store.get(key) as IDBRequest<OutboxEntry | undefined>),
  all: () => withStore("readonly", (store) => store.getAll() as IDBRequest<OutboxEntry[]>),
  put: async (entry) => void (await withStore("readwrite", (store) => store.put(entry))),
  delete: async (key) => void (await withStore("readwrite", (store) => store.delete(key))),
};
