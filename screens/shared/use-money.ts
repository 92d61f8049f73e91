import { useCallback } from "react";
import { parseAmount } from "../../schemas/money";
import { formatMoney, type Milli } from "../../engine/rules";
import { useMenuState } from "../../engine/react/menu-context";

/** Formats amounts as the venue shows money: its currency, `price_decimal_places` (or `decimals`), its numerals. */
export function useMoney(): (amount: Milli, decimals?: number) => string {
  const menu = useMenuState((s) => s.menuData);
  const language = useMenuState((s) => s.selected_language);
  return useCallback((amount: Milli, decimals?: number) => (menu ? formatMoney(amount, menu, language, decimals) : ""), [menu, language]);
}

/** The same, for an amount an answer carries as the backend's decimal text ("65.000"); unreadable text as sent. */
export function useMoneyText(): (text: string) => string {
  const money = useMoney();
  return useCallback((text: string) => {
    const amount = parseAmount(text);
    return amount === undefined ? text : money(amount);
  }, [money]);
}
