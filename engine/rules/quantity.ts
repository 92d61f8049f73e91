/**
 * Quantity bounds (spec §4, §5, §9): minimum 1, maximum the product's `pos_available_qty`; out-of-range
 * input is ignored.
 */

/** Inclusive bounds; `max` null means no upper limit. */
export interface QuantityBounds {
  min: number;
  max: number | null;
}

export const MIN_QUANTITY = 1;

/**
 * The bounds for a product. A missing, zero or negative `pos_available_qty` means "not tracked", so no
 * upper limit (stock itself is `out_of_stock`'s job; docs/pricing.md).
 */
export function quantityBounds(product: { pos_available_qty?: number | null }): QuantityBounds {
  const max = product.pos_available_qty;
  return { min: MIN_QUANTITY, max: max !== null && max !== undefined && Number.isFinite(max) && max >= 1 ? Math.floor(max) : null };
}

/** Whether a quantity is a whole number inside the bounds. */
export function isQuantityAllowed(qty: number, bounds: QuantityBounds): boolean {
  return Number.isSafeInteger(qty) && qty >= bounds.min && (bounds.max === null || qty <= bounds.max);
}

/** Spec §5: "out-of-range input is ignored" — the new value when allowed, else the current one. */
export function acceptQuantity(current: number, input: number, bounds: QuantityBounds): number {
  return isQuantityAllowed(input, bounds) ? input : current;
}

/** The stepper: minus stops at min, plus stops at max. */
export function stepQuantity(current: number, delta: 1 | -1, bounds: QuantityBounds): number {
  const next = current + delta;
  if (next < bounds.min) return bounds.min;
  if (bounds.max !== null && next > bounds.max) return Math.max(bounds.min, bounds.max);
  return next;
}

/** Whether the stepper's minus or plus is at its stop. */
export function stepperStops(current: number, bounds: QuantityBounds): { minus: boolean; plus: boolean } {
  return { minus: current <= bounds.min, plus: bounds.max !== null && current >= bounds.max };
}
