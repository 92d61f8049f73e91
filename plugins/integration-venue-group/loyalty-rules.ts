/**
 * Loyalty promotions computed from a venue's loyalty rules (issue 19, decision 0048): the simulated point of sale's
 * answer to `POST /iiko/loyalty/promotions/` and the server's re-pricing of `additional_data.iiko_loyalty_discounts`
 * at placement, one pure function both ends share. Rule kinds (the venue file's
 * `plugins["integration-venue-group"].loyalty_rules`, documented in plugins/integration-venue-group/README.md):
 *
 * - `category_percent`: `percent` % off each line of category `category_id`;
 * - `employee_percent`: `percent` % off every line when the order carries a verified employee id;
 * - `subtotal_fixed`: `amount` off once the lines come to `min_subtotal` or more.
 *
 * Each rule may name the order types it applies to (`order_types`; none: all). Rules apply in the order listed,
 * each to what earlier rules left of a line, so a line never goes below zero whatever the rules say; every amount is
 * exact money rounded to the menu's decimals (half away from zero, then capped at what is left).
 */
import { sameId } from "../../engine/rules/ids";
import type { LoyaltyDiscount } from "./loyalty-discount";
import { clampDecimals, milli, percentOf, sumMilli, unitForDecimals, ZERO_MILLI, type Milli } from "../../engine/rules/money";

interface RuleBase {
  /** The promotion's name as the cart and the receipt show it. */
  name: string;
  /** The order types it applies to (`dine_in`, `takeaway`…); none or empty: every order type. */
  order_types?: readonly string[] | undefined;
}

export type LoyaltyRule =
  | (RuleBase & { kind: "category_percent"; category_id: number | string; percent: number })
  | (RuleBase & { kind: "employee_percent"; percent: number })
  | (RuleBase & { kind: "subtotal_fixed"; min_subtotal: Milli; amount: Milli });

/** A cart or order line as the rule sees it: its product's category, unit price and quantity. */
export interface LoyaltyLine {
  category: number | string | null;
  price: Milli;
  qty: number;
}

export interface LoyaltyInput {
  lines: readonly LoyaltyLine[];
  orderType: string;
  /** Whether the order carries an employee id the venue has (the employee discount's verification). */
  employeeVerified: boolean;
  priceDecimalPlaces: number | null | undefined;
}

export interface LoyaltyOutcome {
  /** The promotions that gave something, in rule order: the call's answer and the order's `iiko_loyalty_discounts`. */
  promotions: LoyaltyDiscount[];
  /** Each promotion's amount, beside `promotions`. */
  amounts: Milli[];
  /** What is left of each line after every promotion: never below zero. */
  linesLeft: Milli[];
  total: Milli;
}

/** An amount as text with the menu's decimals ("3.60" at two, "4" at none). */
export function formatMenuAmount(amount: Milli, priceDecimalPlaces: number | null | undefined): string {
  const decimals = clampDecimals(priceDecimalPlaces);
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  const whole = Math.trunc(abs / 1000);
  const fraction = String(abs % 1000).padStart(3, "0").slice(0, decimals);
  return decimals === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/** The promotions `rules` give `input`, each line discounted at most down to zero. */
export function loyaltyPromotions(rules: readonly LoyaltyRule[], input: LoyaltyInput): LoyaltyOutcome {
  const unit = unitForDecimals(input.priceDecimalPlaces);
  // Rounded down to the menu's step: a discount is never more than the rule says, nor than what is left.
  const toStep = (amount: Milli) => milli(amount - (amount % unit));
  const left: Milli[] = input.lines.map((line) => milli(Math.max(0, line.price * Math.max(0, Math.trunc(line.qty)))));
  const promotions: LoyaltyDiscount[] = [];
  const amounts: Milli[] = [];
  for (const rule of rules) {
    if (rule.order_types && rule.order_types.length > 0 && !rule.order_types.includes(input.orderType)) continue;
    const taken = takeFromLines(rule, input, left, toStep);
    if (taken <= 0) continue;
    promotions.push({ name: rule.name, discounts: [{ discountSum: formatMenuAmount(taken, input.priceDecimalPlaces) }] });
    amounts.push(taken);
  }
  return { promotions, amounts, linesLeft: left, total: sumMilli(amounts) };
}

/** Applies one rule to what is left of the lines (mutating `left`); returns what it took. */
function takeFromLines(rule: LoyaltyRule, input: LoyaltyInput, left: Milli[], toStep: (amount: Milli) => Milli): Milli {
  let taken = ZERO_MILLI;
  const take = (index: number, wanted: Milli) => {
    const amount = milli(Math.min(Math.max(0, wanted), left[index]!));
    left[index] = milli(left[index]! - amount);
    taken = milli(taken + amount);
  };
  switch (rule.kind) {
    case "category_percent":
      input.lines.forEach((line, index) => {
        if (line.category !== null && sameId(line.category, rule.category_id)) take(index, toStep(percentOf(left[index]!, rule.percent)));
      });
      return taken;
    case "employee_percent":
      if (!input.employeeVerified) return ZERO_MILLI;
      input.lines.forEach((_line, index) => take(index, toStep(percentOf(left[index]!, rule.percent))));
      return taken;
    case "subtotal_fixed": {
      const subtotal = sumMilli(left);
      if (subtotal <= 0 || subtotal < rule.min_subtotal) return ZERO_MILLI;
      // Taken from the lines in order, each down to zero at most: the whole amount, or the whole rest.
      let wanted = toStep(milli(Math.min(rule.amount, subtotal)));
      left.forEach((_amount, index) => {
        const part = milli(Math.min(wanted, left[index]!));
        take(index, part);
        wanted = milli(wanted - part);
      });
      return taken;
    }
  }
}
