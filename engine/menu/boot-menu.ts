import type { Language, MenuData } from "../../schemas/menu";
import { describeApiError, type ApiError, type ApiResult } from "../api/http";
import { isLicenseRefusal } from "../api/get-menu";
import { readPersistedMenu, writePersistedMenu, type KeyValueStorage } from "./menu-persistence";
import type { MenuStore } from "./menu-store";
import { yieldToMain } from "./yield-to-main";

/** Persisted menu data older than this is fetched again (menu spec section 9). */
export const STALE_MENU_AFTER_MS = 60_000;

/** The three boot calls (menu spec section 7), injected so the sequence is tested without a server. */
export interface MenuApi {
  resolveLicense(host: string): Promise<ApiResult<{ license: string }>>;
  getLanguages(license: string): Promise<ApiResult<{ default_language: string; languages: readonly Language[] }>>;
  /** The raw payload (kept for the next visit) and its decoded form; `license_status` is checked before decoding. */
  getMenu(lang: string, license: string): Promise<ApiResult<{ raw: unknown; menu: MenuData; repairs?: readonly string[] }>>;
  /**
   * Decodes a payload kept from an earlier visit; `undefined` when it no longer decodes. It may answer later: a
   * payload with problems loads Effect to list them.
   */
  decodePersisted(raw: unknown): MenuData | undefined | Promise<MenuData | undefined>;
}

export interface MenuBootDeps {
  store: MenuStore;
  api: MenuApi;
  storage: KeyValueStorage | undefined;
  host: string;
  now: () => number;
  log?: (message: string) => void;
  /** Told once per menu answer that needed repairs (settings read as defaults, items dropped), with each line. */
  reportRepairs?: (license: string, repairs: readonly string[]) => void;
  /** Readies a language's UI texts (loads its catalogue) so the screen never shows a language half-translated. */
  prepareLanguage?: (language: string) => Promise<void>;
  /**
   * Readies what this venue's menu needs before it shows: the plugins' venue contributions (decision 0076). A
   * failure is logged and the menu shows all the same.
   */
  prepareMenu?: (menu: MenuData) => Promise<void>;
}

export interface MenuController {
  /** The start sequence of the spec: persisted data first (refreshed when stale), else the host's license, languages, menu. */
  start(): Promise<void>;
  /** Loads the menu of `license` in `language` (or the venue's default); sets the error flag on any failure. */
  loadMenu(license: string, language?: string): Promise<void>;
  /** Reloads the menu in another of the venue's languages. */
  changeLanguage(language: string): Promise<void>;
  /** The menu-load form was submitted (doc 2 §2 Onboarding): it is not shown again, on this visit or the next. */
  markMenuFormSubmitted(): void;
}

export function createMenuController(deps: MenuBootDeps): MenuController {
  const { store, api } = deps;
  const log = deps.log ?? (() => {});
  let inFlight = 0;

  async function prepareMenu(menu: MenuData): Promise<void> {
    try {
      await deps.prepareMenu?.(menu);
    } catch (error) {
      log(`what the menu needs did not load: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function loadMenu(license: string, language?: string): Promise<void> {
    const ticket = ++inFlight;
    store.setState((s) => ({ ...s, loading: true, license }));
    const fail = (error: ApiError) => {
      log(`menu load failed for ${license}: ${describeApiError(error)}`);
      if (ticket !== inFlight) return;
      // A menu of this venue already on screen stays when a refresh fails, whatever the failure (no network, a
      // server error, an answer that does not read): a working menu beats an error screen (issue 9 §2.3). Only
      // the venue's own refusal (license_status other than ACTIVE, spec §7) takes it away.
      const keepShowing = !isLicenseRefusal(error) && store.state.menuData !== undefined && store.state.license === license;
      store.setState((s) => ({ ...s, loading: false, errors: !keepShowing }));
    };
    const languages = await api.getLanguages(license);
    if (!languages.ok) return fail(languages.error);
    const offered = languages.value.languages;
    const chosen = language && offered.some((l) => l.code === language) ? language : languages.value.default_language;
    // The language's texts download beside the menu, not after it.
    const [menu] = await Promise.all([api.getMenu(chosen, license), deps.prepareLanguage?.(chosen)]);
    if (!menu.ok) return fail(menu.error);
    await prepareMenu(menu.value.menu);
    // Decoding was this task's work; the render of the menu is the next one's.
    await yieldToMain();
    if (ticket !== inFlight) return; // a newer load (another language) superseded this one
    const persistedAt = deps.now();
    store.setState((s) => ({
      ...s,
      loading: false,
      errors: false,
      license,
      menuData: menu.value.menu,
      selected_language: chosen,
      languages: offered,
      persistedAt,
    }));
    // The render above ran in this task; storing the payload (a JSON.stringify of all of it) waits for the next.
    await yieldToMain();
    // A newer load begun meanwhile stores its own payload.
    if (ticket === inFlight) {
      writePersistedMenu(deps.storage, {
        host: deps.host,
        license,
        selected_language: chosen,
        languages: offered,
        persistedAt,
        menuFormSubmitted: store.state.menuFormSubmitted,
        payload: menu.value.raw,
      });
    }
    const repairs = menu.value.repairs ?? [];
    if (repairs.length > 0) deps.reportRepairs?.(license, repairs);
  }

  async function start(): Promise<void> {
    const persisted = readPersistedMenu(deps.storage);
    const menuData = persisted && persisted.host === deps.host ? await api.decodePersisted(persisted.payload) : undefined;
    if (persisted && menuData) {
      await Promise.all([deps.prepareLanguage?.(persisted.selected_language), prepareMenu(menuData)]);
      await yieldToMain();
      store.setState((s) => ({
        ...s,
        license: persisted.license,
        menuData,
        selected_language: persisted.selected_language,
        languages: persisted.languages,
        persistedAt: persisted.persistedAt,
        menuFormSubmitted: persisted.menuFormSubmitted,
      }));
      // Show what we have at once; fetch it again behind the page when it is older than a minute.
      if (deps.now() - persisted.persistedAt > STALE_MENU_AFTER_MS) await loadMenu(persisted.license, persisted.selected_language);
      return;
    }
    store.setState((s) => ({ ...s, loading: true }));
    const resolved = await api.resolveLicense(deps.host);
    if (!resolved.ok) {
      log(`no venue at ${deps.host}: ${describeApiError(resolved.error)}`);
      store.setState((s) => ({ ...s, loading: false, license: "none" }));
      return;
    }
    await loadMenu(resolved.value.license);
  }

  return {
    start,
    loadMenu,
    async changeLanguage(language) {
      const license = store.state.license;
      if (license === "pending" || license === "none") return;
      await loadMenu(license, language);
    },
    markMenuFormSubmitted() {
      store.setState((s) => ({ ...s, menuFormSubmitted: true }));
      const persisted = readPersistedMenu(deps.storage);
      if (persisted && persisted.host === deps.host) writePersistedMenu(deps.storage, { ...persisted, menuFormSubmitted: true });
    },
  };
}
