import type { MenuState } from "./menu-store";

/** The minimal Web Storage surface, so the boot runs against a Map in tests. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const KEY = "carta:menu";

/** What survives a visit: the last menu payload (raw, re-decoded on read) and where it came from. */
export interface PersistedMenu {
  host: string;
  license: string;
  selected_language: string;
  languages: MenuState["languages"];
  persistedAt: number;
  menuFormSubmitted: boolean;
  payload: unknown;
}

export function readPersistedMenu(storage: KeyValueStorage | undefined): PersistedMenu | undefined {
  try {
    const text = storage?.getItem(KEY);
    if (!text) return undefined;
    const value = JSON.parse(text) as Partial<PersistedMenu>;
    if (typeof value.license !== "string" || typeof value.persistedAt !== "number" || typeof value.host !== "string") return undefined;
    return value as PersistedMenu;
  } catch {
    return undefined;
  }
}

/** Best effort: a full storage (a very large menu on an old phone) only costs the next visit a download. */
export function writePersistedMenu(storage: KeyValueStorage | undefined, menu: PersistedMenu): void {
  try {
    storage?.setItem(KEY, JSON.stringify(menu));
  } catch {
    storage?.removeItem(KEY);
  }
}

export function clearPersistedMenu(storage: KeyValueStorage | undefined): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Storage can be unavailable (private mode): nothing to clear then.
  }
}
