/**
 * Versioned records in Web Storage, for the stores that outlive a reload (the cart, the checkout form, plugin
 * state). Storages are injected, so this runs in Node tests. Every read goes through a decoder generated at build
 * time from the record's schema (engine/storage/lenient.ts, decision 0058): what comes back from storage was
 * written by some version of this app or edited by hand, and is repaired or dropped, never trusted. A full or
 * blocked storage (private mode) never breaks ordering: the stores keep working in memory.
 */

/** Parses stored JSON text; anything that is not an object reads as nothing. */
export function parseStoredObject(text: string | null): Readonly<Record<string, unknown>> | undefined {
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The items of a decoded `listDroppingBadItems` (engine/storage/lenient.ts), without the dropped ones. */
export function presentItems<T>(items: readonly (T | null)[] | undefined): T[] {
  return (items ?? []).filter((item): item is T => item !== null);
}

/** The part of the Web Storage interface the stores use. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredRecordSpec<T> {
  key: string;
  /**
   * Decodes the current version (`{version: N, …}`) as its schema does, or gives undefined where the schema
   * refuses it (then the record reads as nothing): the schema's decoder generated at build time.
   */
  decode: (input: unknown) => T | undefined;
  /** An older record under another key, turned into the current version's shape (then decoded as above). */
  legacy?: { key: string; upgrade(old: Readonly<Record<string, unknown>>): Record<string, unknown> };
}

function readText(storage: KeyValueStorage | null | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes text; failures are ignored (see the module comment). */
export function writeText(storage: KeyValueStorage | null | undefined, key: string, text: string): void {
  try {
    storage?.setItem(key, text);
  } catch {
    // ignored: the store keeps working in memory
  }
}

export function removeKey(storage: KeyValueStorage | null | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // ignored, as for writes
  }
}

/**
 * The record under `spec.key`, decoded; else the legacy record upgraded (and copied to the current key); else
 * undefined.
 */
export function readRecord<T>(storage: KeyValueStorage | null | undefined, spec: StoredRecordSpec<T>): T | undefined {
  const decode = spec.decode;
  const current = parseStoredObject(readText(storage, spec.key));
  if (current) return decode(current);
  if (!spec.legacy) return undefined;
  const old = parseStoredObject(readText(storage, spec.legacy.key));
  if (!old) return undefined;
  const upgraded = decode(spec.legacy.upgrade(old));
  // Saved under the current key, which wins from now on. The legacy record stays: another store may upgrade its
  // own part of it (version 1 kept contact details and addresses together).
  if (upgraded !== undefined) writeText(storage, spec.key, JSON.stringify(upgraded)); // plain JSON: Type = Encoded
  return upgraded;
}

/**
 * Keeps a store's chosen part in storage: `toRecord` gives what to save (with its `version`), written only when
 * its text changed.
 */
export function persistChanges<S>(
  store: { state: S; subscribe(listener: (state: S) => void): unknown },
  storage: KeyValueStorage | null | undefined,
  key: string,
  toRecord: (state: S) => Readonly<Record<string, unknown>>,
): void {
  if (!storage) return;
  let last = JSON.stringify(toRecord(store.state));
  store.subscribe((state) => {
    const text = JSON.stringify(toRecord(state));
    if (text === last) return;
    last = text;
    writeText(storage, key, text);
  });
}
