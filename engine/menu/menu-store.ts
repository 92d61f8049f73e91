import { createStore } from "@tanstack/store";
import type { Language, MenuData } from "../../schemas/menu";

/** `pending` until the host is resolved, `none` when no venue answers at this address, else the venue's license. */
export type LicenseState = "pending" | "none" | (string & {});

/** Menu state of the spec (menu document, section 3 "Menu state"). */
export interface MenuState {
  loading: boolean;
  license: LicenseState;
  menuData: MenuData | undefined;
  selected_language: string | undefined;
  languages: readonly Language[];
  menuFormSubmitted: boolean;
  /** When the menu data now shown was fetched (epoch ms). */
  persistedAt: number | undefined;
  isOpen: boolean;
  /** The error flag: the menu or its languages failed to load, or the license is not ACTIVE. */
  errors: boolean;
}

export const initialMenuState: MenuState = {
  loading: false,
  license: "pending",
  menuData: undefined,
  selected_language: undefined,
  languages: [],
  menuFormSubmitted: false,
  persistedAt: undefined,
  isOpen: true,
  errors: false,
};

export type MenuStore = ReturnType<typeof createMenuStore>;

export function createMenuStore(initial: MenuState = initialMenuState) {
  return createStore<MenuState>(initial);
}
