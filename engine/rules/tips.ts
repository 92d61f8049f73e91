/**
 * Tips after the order (doc 2 §4, §5, §9): presets 0, 5, 10, 15 % of the total or a custom amount of at
 * least 0, at the menu's decimals; the default tips amount is '0.000'.
 */
import { parseAmount } from "../../schemas/money";
import { percentOf, menuRoundingUnit, roundForMenu, type Milli } from "./money";

export const TIP_PRESET_PERCENTS = [0, 5, 10, 15] as const;
export const DEFAULT_TIPS_AMOUNT = "0.000";

/** One tip preset and its amount. */
export interface TipPreset {
  percent: number;
  amount: Milli;
}

/** The preset amounts for an order total, each rounded the menu's way (3 or 2 places) in one step. */
export function tipPresets(total: Milli, priceDecimalPlaces: number | null | undefined): TipPreset[] {
  const unit = menuRoundingUnit(priceDecimalPlaces);
  return TIP_PRESET_PERCENTS.map((percent) => ({ percent, amount: percentOf(total, percent, unit) }));
}

/**
 * A custom tip as typed: a decimal of at least 0, rounded the menu's way to its decimals like the presets (issue 18:
 * "2.555" at a 2-decimal venue is 2.56, the amount the guest then reads and is charged), else undefined (the field
 * shows an error).
 */
export function parseCustomTip(input: string, priceDecimalPlaces?: number | null): Milli | undefined {
  const amount = parseAmount(input);
  return amount !== undefined && amount >= 0 ? roundForMenu(amount, priceDecimalPlaces) : undefined;
}

/** Doc 2 §2: the tips row offers delete when tips are above 0, no payments exist and an order is active. */
export function canDeleteTip(tips: Milli, paymentsCount: number, activeOrder: boolean): boolean {
  return tips > 0 && paymentsCount === 0 && activeOrder;
}

/** Doc 2 §4: the tips card shows when the order has a total, no split payments and no tip yet. */
export function showTipsCard(total: Milli, splitPaymentsCount: number, tips: Milli): boolean {
  return total > 0 && splitPaymentsCount === 0 && tips <= 0;
}
