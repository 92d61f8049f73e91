/**
 * Taxes (spec §9): a percentage tax is either inclusive in the price or added on top
 * (`cart_subtotal_include_tax`); a fixed tax is an amount added to the total. Only percentage taxes
 * reach displayed prices.
 */
import type { EntityId } from "./ids";
import {
  addRatios,
  amountOrZero,
  decimalRatio,
  menuRoundingUnit,
  nonNegative,
  roundForMenu,
  scaleMilli,
  sumMilli,
  ZERO_RATIO,
  type Milli,
  type Ratio,
} from "./money";

/** A venue tax as in the payload: `rate` is a percent for percentage taxes, an amount for fixed ones. */
export interface Tax {
  id: EntityId;
  name: string;
  type: string;
  rate: number | string;
}

/** The settings the tax rules read. */
export interface TaxSettings {
  taxes?: readonly Tax[] | null;
  cart_subtotal_include_tax?: boolean | null;
  price_decimal_places?: number | null;
}

/** One computed tax, as the cart keeps it and the order payload sends it. */
export interface TaxLine {
  id: EntityId;
  name: string;
  type: "percentage" | "fixed";
  rate: number | string;
  amount: Milli;
  /** True when the amount is already inside the prices (inclusive percentage tax): shown, not added. */
  included: boolean;
}

/** Whether a tax is a percentage tax (type compared case-insensitively). */
export function isPercentageTax(tax: Tax): boolean {
  return tax.type.trim().toLowerCase() === "percentage";
}

/** Whether a tax is a fixed amount. */
export function isFixedTax(tax: Tax): boolean {
  return tax.type.trim().toLowerCase() === "fixed";
}

function percentRatio(tax: Tax): Ratio {
  const r = decimalRatio(tax.rate);
  return r && r.num > 0n ? r : ZERO_RATIO;
}

/** The exact sum of the percentage tax rates, in percent (5 and 2.5 give 7.5). Fixed taxes are left out. */
export function percentageTaxRatio(taxes: readonly Tax[] | null | undefined): Ratio {
  return addRatios((taxes ?? []).filter(isPercentageTax).map(percentRatio));
}

/**
 * The taxes of an order whose taxable amount is `base` (the subtotal after discounts, docs/pricing.md).
 * Added percentage tax: base × rate / 100. Inclusive percentage tax: the part of base that is that tax,
 * base × rate / (100 + sum of percentage rates). Fixed tax: its rate as an amount. Each amount is rounded
 * the menu's way (3 or 2 places).
 */
export function computeTaxLines(base: Milli, settings: TaxSettings): TaxLine[] {
  const taxes = settings.taxes ?? [];
  const inclusive = settings.cart_subtotal_include_tax === true;
  const unit = menuRoundingUnit(settings.price_decimal_places);
  const taxable = nonNegative(base);
  const total = percentageTaxRatio(taxes);
  const lines: TaxLine[] = [];
  for (const tax of taxes) {
    if (isPercentageTax(tax)) {
      const r = percentRatio(tax);
      const ratio = inclusive
        ? { num: r.num * total.den, den: r.den * (100n * total.den + total.num) }
        : { num: r.num, den: r.den * 100n };
      const amount = scaleMilli(taxable, ratio, unit);
      lines.push({ id: tax.id, name: tax.name, type: "percentage", rate: tax.rate, amount, included: inclusive });
    } else if (isFixedTax(tax)) {
      const amount = roundForMenu(nonNegative(amountOrZero(tax.rate)), settings.price_decimal_places);
      lines.push({ id: tax.id, name: tax.name, type: "fixed", rate: tax.rate, amount, included: false });
    }
  }
  return lines;
}

/** The tax amounts that add to the total: added percentage taxes and fixed taxes. */
export function addedTaxTotal(lines: readonly TaxLine[]): Milli {
  return sumMilli(lines.filter((l) => !l.included).map((l) => l.amount));
}

/** The fixed taxes alone (spec §9: "fixed taxes are added to the total"). */
export function fixedTaxTotal(lines: readonly TaxLine[]): Milli {
  return sumMilli(lines.filter((l) => l.type === "fixed").map((l) => l.amount));
}
