import { describe, expect, it, vi } from "vitest";
import type { MenuData } from "../../../schemas/menu";
import type { ApiResult } from "../../../engine/api/http";
import { createMenuController, STALE_MENU_AFTER_MS, type MenuApi } from "../../../engine/menu/boot-menu";
import { readPersistedMenu, type KeyValueStorage } from "../../../engine/menu/menu-persistence";
import { createMenuStore } from "../../../engine/menu/menu-store";
import { licenseRefusal } from "../../../engine/api/get-menu";

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const menuFor = (lang: string) => ({ name: `Menu ${lang}`, license: "demo", license_status: "ACTIVE" }) as unknown as MenuData;
const ok = <T,>(value: T): ApiResult<T> => ({ ok: true, value });

function fakeApi(overrides: Partial<MenuApi> = {}): MenuApi {
  return {
    resolveLicense: vi.fn(async () => ok({ license: "demo" })),
    getLanguages: vi.fn(async () => ok({ default_language: "en", languages: [{ code: "en", name_local: "English" }, { code: "ar", name_local: "العربية" }] })),
    getMenu: vi.fn(async (lang: string) => ok({ raw: { lang }, menu: menuFor(lang) })),
    decodePersisted: vi.fn((raw: unknown) => menuFor((raw as { lang: string }).lang)),
    ...overrides,
  };
}

describe("menu load sequence (menu spec section 4)", () => {
  it("resolves the license from the host, then loads languages, then the menu in the default language", async () => {
    const store = createMenuStore();
    const api = fakeApi();
    const storage = memoryStorage();
    await createMenuController({ store, api, storage, host: "demo.localhost", now: () => 1000 }).start();
    expect(api.resolveLicense).toHaveBeenCalledWith("demo.localhost");
    expect(api.getMenu).toHaveBeenCalledWith("en", "demo");
    expect(store.state).toMatchObject({ license: "demo", selected_language: "en", loading: false, errors: false, persistedAt: 1000 });
    expect(readPersistedMenu(storage)?.payload).toEqual({ lang: "en" });
  });

  it("sets license 'none' when the custom-domain lookup fails", async () => {
    const store = createMenuStore();
    const api = fakeApi({ resolveLicense: vi.fn(async () => ({ ok: false, error: { kind: "http", status: 404, body: null } }) as const) });
    await createMenuController({ store, api, storage: memoryStorage(), host: "x.example", now: () => 0 }).start();
    expect(store.state.license).toBe("none");
    expect(api.getLanguages).not.toHaveBeenCalled();
  });

  it("sets the error flag when the languages or the menu fail", async () => {
    const store = createMenuStore();
    const api = fakeApi({ getMenu: vi.fn(async () => ({ ok: false, error: { kind: "http", status: 500, body: null } }) as const) });
    await createMenuController({ store, api, storage: memoryStorage(), host: "demo.localhost", now: () => 0 }).start();
    expect(store.state.errors).toBe(true);
  });

  it("shows persisted data at once and refreshes it only when older than a minute", async () => {
    const storage = memoryStorage();
    await createMenuController({ store: createMenuStore(), api: fakeApi(), storage, host: "demo.localhost", now: () => 0 }).start();

    const fresh = fakeApi();
    const freshStore = createMenuStore();
    await createMenuController({ store: freshStore, api: fresh, storage, host: "demo.localhost", now: () => STALE_MENU_AFTER_MS }).start();
    expect(freshStore.state.menuData?.name).toBe("Menu en");
    expect(fresh.getMenu).not.toHaveBeenCalled();

    const stale = fakeApi();
    await createMenuController({ store: createMenuStore(), api: stale, storage, host: "demo.localhost", now: () => STALE_MENU_AFTER_MS + 1 }).start();
    expect(stale.resolveLicense).not.toHaveBeenCalled();
    expect(stale.getMenu).toHaveBeenCalledWith("en", "demo");
  });

  it("ignores data persisted for another host", async () => {
    const storage = memoryStorage();
    await createMenuController({ store: createMenuStore(), api: fakeApi(), storage, host: "demo.localhost", now: () => 0 }).start();
    const other = fakeApi({ resolveLicense: vi.fn(async () => ok({ license: "arabi" })) });
    const store = createMenuStore();
    await createMenuController({ store, api: other, storage, host: "arabi.localhost", now: () => 1 }).start();
    expect(other.resolveLicense).toHaveBeenCalledWith("arabi.localhost");
    expect(store.state.license).toBe("arabi");
  });

  it("keeps showing a persisted menu when a refresh finds no network", async () => {
    const storage = memoryStorage();
    await createMenuController({ store: createMenuStore(), api: fakeApi(), storage, host: "demo.localhost", now: () => 0 }).start();
    const offline = fakeApi({ getLanguages: vi.fn(async () => ({ ok: false, error: { kind: "network", message: "offline" } }) as const) });
    const store = createMenuStore();
    await createMenuController({ store, api: offline, storage, host: "demo.localhost", now: () => STALE_MENU_AFTER_MS * 5 }).start();
    expect(store.state.errors).toBe(false);
    expect(store.state.menuData?.name).toBe("Menu en");
  });

  describe("issue 9 §2.3: any failed refresh keeps the menu the guest already has", () => {
    const failures = [
      ["a server error", { kind: "http", status: 500, body: null }],
      ["a 404", { kind: "http", status: 404, body: null }],
      ["an answer that does not decode", { kind: "invalid", problems: ["products: expected an array"] }],
      ["no network", { kind: "network", message: "offline" }],
    ] as const;
    for (const [what, error] of failures) {
      it(`keeps the persisted menu when the refresh of the menu meets ${what}`, async () => {
        const storage = memoryStorage();
        await createMenuController({ store: createMenuStore(), api: fakeApi(), storage, host: "demo.localhost", now: () => 0 }).start();
        const failing = fakeApi({ getMenu: vi.fn(async () => ({ ok: false, error }) as const) });
        const store = createMenuStore();
        await createMenuController({ store, api: failing, storage, host: "demo.localhost", now: () => STALE_MENU_AFTER_MS * 5 }).start();
        expect(failing.getMenu).toHaveBeenCalled();
        expect(store.state).toMatchObject({ errors: false, loading: false });
        expect(store.state.menuData?.name).toBe("Menu en");
      });
    }
    it("keeps the persisted menu when the languages call answers 503", async () => {
      const storage = memoryStorage();
      await createMenuController({ store: createMenuStore(), api: fakeApi(), storage, host: "demo.localhost", now: () => 0 }).start();
      const failing = fakeApi({ getLanguages: vi.fn(async () => ({ ok: false, error: { kind: "http", status: 503, body: null } }) as const) });
      const store = createMenuStore();
      await createMenuController({ store, api: failing, storage, host: "demo.localhost", now: () => STALE_MENU_AFTER_MS * 5 }).start();
      expect(store.state.errors).toBe(false);
      expect(store.state.menuData?.name).toBe("Menu en");
    });
    it("still sets the error flag when the refresh says the license is no longer ACTIVE (spec: an answer, not a failure)", async () => {
      const storage = memoryStorage();
      await createMenuController({ store: createMenuStore(), api: fakeApi(), storage, host: "demo.localhost", now: () => 0 }).start();
      const inactive = fakeApi({ getMenu: vi.fn(async () => ({ ok: false, error: licenseRefusal("INACTIVE") }) as const) });
      const store = createMenuStore();
      await createMenuController({ store, api: inactive, storage, host: "demo.localhost", now: () => STALE_MENU_AFTER_MS * 5 }).start();
      expect(store.state.errors).toBe(true);
    });
  });

  it("remembers that the menu-load form was submitted, on this visit and the next (doc 2 §2 Onboarding)", async () => {
    const storage = memoryStorage();
    const store = createMenuStore();
    const controller = createMenuController({ store, api: fakeApi(), storage, host: "demo.localhost", now: () => 0 });
    await controller.start();
    expect(store.state.menuFormSubmitted).toBe(false);
    controller.markMenuFormSubmitted();
    expect(store.state.menuFormSubmitted).toBe(true);
    expect(readPersistedMenu(storage)?.menuFormSubmitted).toBe(true);
    const next = createMenuStore();
    await createMenuController({ store: next, api: fakeApi(), storage, host: "demo.localhost", now: () => 1 }).start();
    expect(next.state.menuFormSubmitted).toBe(true);
  });

  it("reloads the menu in another language", async () => {
    const store = createMenuStore();
    const api = fakeApi();
    const controller = createMenuController({ store, api, storage: memoryStorage(), host: "demo.localhost", now: () => 0 });
    await controller.start();
    await controller.changeLanguage("ar");
    expect(api.getMenu).toHaveBeenLastCalledWith("ar", "demo");
    expect(store.state.selected_language).toBe("ar");
    expect(store.state.menuData?.name).toBe("Menu ar");
  });
});
