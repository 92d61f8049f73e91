import { describe, expect, it, vi } from "vitest";
import type { MenuData } from "../../../schemas/menu";
import { createMenuController, type MenuApi } from "../../../engine/menu/boot-menu";
import { createMenuStore } from "../../../engine/menu/menu-store";

const menuFor = (lang: string) => ({ name: `Menu ${lang}` }) as unknown as MenuData;

describe("a language's UI texts are ready before the menu shows in it", () => {
  it("prepares the chosen language beside the menu download, and before the state switches", async () => {
    const store = createMenuStore();
    const seen: string[] = [];
    const prepareLanguage = vi.fn(async (language: string) => {
      seen.push(`prepare ${language} while selected=${String(store.state.selected_language)}`);
    });
    const api: MenuApi = {
      resolveLicense: async () => ({ ok: true, value: { license: "demo" } }),
      getLanguages: async () => ({ ok: true, value: { default_language: "ar", languages: [{ code: "ar", name_local: "العربية" }] } }),
      getMenu: async (lang) => ({ ok: true, value: { raw: {}, menu: menuFor(lang) } }),
      decodePersisted: () => undefined,
    };
    await createMenuController({ store, api, storage: undefined, host: "arabi.localhost", now: () => 0, prepareLanguage }).start();
    expect(seen).toEqual(["prepare ar while selected=undefined"]);
    expect(store.state.selected_language).toBe("ar");
  });
});

describe("what a venue's menu needs is ready before it shows (decision 0076)", () => {
  const api: MenuApi = {
    resolveLicense: async () => ({ ok: true, value: { license: "demo" } }),
    getLanguages: async () => ({ ok: true, value: { default_language: "en", languages: [{ code: "en", name_local: "English" }] } }),
    getMenu: async (lang) => ({ ok: true, value: { raw: {}, menu: menuFor(lang) } }),
    decodePersisted: () => undefined,
  };

  it("prepares the menu that arrived before the store shows it", async () => {
    const store = createMenuStore();
    const seen: string[] = [];
    const prepareMenu = vi.fn(async (menu: MenuData) => {
      seen.push(`prepare ${menu.name} while shown=${String(store.state.menuData?.name)}`);
    });
    await createMenuController({ store, api, storage: undefined, host: "demo.localhost", now: () => 0, prepareMenu }).start();
    expect(seen).toEqual(["prepare Menu en while shown=undefined"]);
    expect(store.state.menuData?.name).toBe("Menu en");
  });

  it("a preparation that fails is logged, and the menu shows all the same", async () => {
    const store = createMenuStore();
    const log = vi.fn();
    const prepareMenu = async () => {
      throw new Error("chunk offline");
    };
    await createMenuController({ store, api, storage: undefined, host: "demo.localhost", now: () => 0, prepareMenu, log }).start();
    expect(store.state.menuData?.name).toBe("Menu en");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("chunk offline"));
  });
});
