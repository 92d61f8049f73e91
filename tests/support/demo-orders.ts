/**
 * Order bodies of the demo venue as the app sends them, priced by its menu (docs/pricing.md), for tests that place
 * orders over HTTP. One place, so a change to the demo's prices or taxes is mended once.
 */

/** Two Tabbouleh and a Fattoush to take away: 92.00 + 5 % VAT 4.60 + the fixed municipality fee 2.00 = AED 98.60. */
export const TWO_TABBOULEH_AND_A_FATTOUSH = {
  menu: 1,
  customer_name: "Layla",
  phone: "+971501234567",
  order_type: "takeaway",
  payment_type: "cash",
  order_comments: "No onions, please",
  sub_total: "92.000",
  total: "98.600",
  taxes: [
    { id: 1, name: "VAT", amount: "4.600" },
    { id: 2, name: "Municipality fee", amount: "2.000" },
  ],
  line_items: [
    { product: 133, product_name: "Tabbouleh", product_price: "30.000", quantity: 2 },
    { product: 132, product_name: "Fattoush", product_price: "32.000", quantity: 1 },
  ],
} as const;

/**
 * A large Mixed Grill (125.00 + 45.00 for "Large (2 people)") to take away: 170.00 + 5 % VAT 8.50 + the municipality
 * fee 2.00 = AED 180.50. Its option names a bracket ("كبيرة (شخصان)" in Arabic), its lines come from an English cart.
 */
export const LARGE_MIXED_GRILL = {
  menu: 1,
  customer_name: "Layla",
  order_type: "takeaway",
  payment_type: "cash",
  sub_total: "170.000",
  total: "180.500",
  taxes: [
    { id: 1, name: "VAT", amount: "8.500" },
    { id: 2, name: "Municipality fee", amount: "2.000" },
  ],
  line_items: [{ product: 126, product_name: "Mixed Grill", product_variation: "Portion: Large (2 people)", variations: [42], product_price: "170.000", quantity: 1 }],
} as const;

/** A Hummus (18.00, no taxes) to eat in at `table` of the `tables` test venue, as the app sends it. */
export function tablesHummusOrder(table: number) {
  return {
    menu: 1903,
    customer_name: `Table# ${table}`,
    order_type: "dine_in",
    payment_type: "cash",
    sub_total: "18.000",
    total: "18.000",
    line_items: [{ product: 11, product_name: "Hummus", product_price: "18.000", quantity: 1 }],
  };
}
