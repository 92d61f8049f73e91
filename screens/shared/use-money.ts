import { useCallback } from "react";
import { parseAmount } from "../../schemas/money";
import { discountText, formatMoney, type Milli } from "../../engine/rules";
import { directionOf } from "../../engine/i18n/ui-text";
import { useMenuState } from "../../engine/react/menu-context";

/**
 * Formats amounts as the guest reads them: the venue's currency, `price_decimal_places` and numerals. Every amount on
 * a screen goes through it, discounts too (computed at 3 decimals, shown at the venue's: decision 0044).
 */
export function useMoney(): (amount: Milli) => string {
  const menu = useMenuState((s) => s.menuData);
  const language = useMenuState((s) => s.selected_language);
  return useCallback((amount: Milli) => (menu ? formatMoney(amount, menu, language) : ""), [menu, language]);
}

/** A discount's amount ("−AED 3.00"), its sign kept with the digits right to left (`discountText`). */
export function useDiscountMoney(): (amount: Milli) => string {
  const money = useMoney();
  const language = useMenuState((s) => s.selected_language);
  return useCallback((amount: Milli) => discountText(money(amount), directionOf(language ?? undefined) === "rtl"), [money, language]);
}

/** The same, for an amount an answer carries as the backend's decimal text ("65.000"); unreadable text as sent. */
export function useMoneyText(): (text: string) => string {
  const money = useMoney();
  return useCallback((text: string) => {
    const amount = parseAmount(text);
    return amount === undefined ? text : money(amount);
  }, [money]);
}
