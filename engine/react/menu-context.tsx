import { createContext, useCallback, useContext, type ReactNode } from "react";
import { useSelector } from "@tanstack/react-store";
import type { MenuController } from "../menu/boot-menu";
import type { MenuState, MenuStore } from "../menu/menu-store";
import type { ClockStore } from "../menu/venue-clock";
import type { WallClock } from "../rules/wall-clock";
import { fillPlaceholders, pluginText, uiText, type TextKey } from "../i18n/ui-text";
import type { PluginTexts } from "../plugin-api/plugin";
import { useRegistry } from "./app-services";
import { formatCount, localDigits } from "../rules/money-format";

interface MenuContextValue {
  store: MenuStore;
  clock: ClockStore;
  controller: MenuController;
}

const MenuContext = createContext<MenuContextValue | null>(null);

export function MenuProvider({ store, clock, controller, children }: MenuContextValue & { children: ReactNode }) {
  return <MenuContext.Provider value={{ store, clock, controller }}>{children}</MenuContext.Provider>;
}

function useMenuContext(): MenuContextValue {
  const value = useContext(MenuContext);
  if (!value) throw new Error("A menu screen was rendered outside <MenuProvider>");
  return value;
}

/** Reads a slice of the menu state; the component re-renders only when that slice changes. */
export function useMenuState<T>(selector: (state: MenuState) => T): T {
  return useSelector(useMenuContext().store, selector);
}

/** The venue's wall clock, shared by every screen; `undefined` for the moment Temporal takes to load. */
export function useVenueClock(): WallClock | undefined {
  return useSelector(useMenuContext().clock, (s) => s.clock);
}

export function useMenuController(): MenuController {
  return useMenuContext().controller;
}

/** The text function for the guest's language, with the venue's `ui_strings` overrides. */
export function useText(): (key: TextKey, values?: Readonly<Record<string, string | number>>) => string {
  const language = useMenuState((s) => s.selected_language);
  const strings = useMenuState((s) => s.menuData?.ui_strings);
  return useCallback((key, values) => uiText(key, language, strings, values), [language, strings]);
}

/** A plugin's UI texts (`contributes.texts`) in the guest's language, English where a language lacks one. */
export function usePluginText(): (key: string, values?: Readonly<Record<string, string | number>>) => string {
  const language = useMenuState((s) => s.selected_language);
  const texts = useRegistry().texts;
  return useCallback((key, values) => pluginText(texts, key, language, values), [texts, language]);
}

/**
 * A plugin's texts read from its own module rather than the registry: for texts only lazily loaded blocks show, so
 * the 14 languages of them load with those blocks instead of on every first screen (docs/plugins.md, "Texts").
 */
export function usePluginTextsOf(texts: PluginTexts): (key: string, values?: Readonly<Record<string, string | number>>) => string {
  const language = useMenuState((s) => s.selected_language);
  return useCallback((key, values) => {
    const code = (language ?? "en").toLowerCase();
    const template = texts[code]?.[key] ?? texts[code.split("-")[0] ?? ""]?.[key] ?? texts["en"]?.[key] ?? key;
    return fillPlaceholders(template, values);
  }, [texts, language]);
}

/** The digits of a text (a table number) in the guest's numerals, as `useFormatCount` does for numbers. */
export function useLocalDigits(): (text: string) => string {
  const language = useMenuState((s) => s.selected_language);
  const arabicNumerals = useMenuState((s) => s.menuData?.enable_arabic_numerals);
  return useCallback((text: string) => localDigits(text, language, arabicNumerals), [language, arabicNumerals]);
}

/**
 * Formats a whole number (a count, a quantity) for the guest's language: Eastern Arabic digits when the
 * venue turns on `enable_arabic_numerals` and the language is Arabic, Latin digits otherwise.
 */
export function useFormatCount(): (count: number) => string {
  const language = useMenuState((s) => s.selected_language);
  const arabicNumerals = useMenuState((s) => s.menuData?.enable_arabic_numerals);
  return useCallback(
    (count: number) => formatCount(count, language, arabicNumerals),
    [language, arabicNumerals],
  );
}


