import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { DEMO_GROUP_VENUE_FILE } from "../../../../server/venues/seed";
import { decodeWith } from "../../../../schemas/decode";
import { milli } from "../../../../schemas/money";
import type { OrderPricingInput } from "../../../../engine/plugin-api/server";
import { VENUE_GROUP_PAYLOAD_FIELDS, venueGroupOrderPricing } from "../../../../plugins/integration-venue-group/server/order-payload";
import { VenueGroupOptions } from "../../../../plugins/integration-venue-group/server/options";
import { marinaMenu } from "../../../support/marina-orders";

const options = decodeWith(VenueGroupOptions, (JSON.parse(fs.readFileSync(DEMO_GROUP_VENUE_FILE, "utf8")) as { plugins: Record<string, unknown> }).plugins["integration-venue-group"]);
if (!options.ok) throw new Error(options.problems[0].text);
/** Two Beetroot Hummus (cold mezze, 30.00 each) taken away at Marina Social. */
function input(fields: Record<string, unknown>, menu = marinaMenu): OrderPricingInput {
  return {
    options: options.ok ? options.value : undefined,
    venue: { license: "marina", menuId: 2, menu, options: undefined },
    menu,
    orderType: "takeaway",
    fields,
    lines: [{ id: 110, category: marinaMenu.products.find((p) => p.id === 110)!.category, price: milli(30_000), qty: 2 }],
  };
}

describe("the venue-group mode's order payload fields (decision 0064)", () => {
  it("declares employee_id and iiko_loyalty_discounts, exactly as the spec spells them, with bounded schemas", () => {
    expect(VENUE_GROUP_PAYLOAD_FIELDS.map((field) => field.name)).toEqual(["employee_id", "iiko_loyalty_discounts"]);
    const loyalty = VENUE_GROUP_PAYLOAD_FIELDS[1]!.schema;
    expect(decodeWith(loyalty, [{ name: "x", discounts: [{ discountSum: "1.00" }] }]).ok).toBe(true);
    expect(decodeWith(loyalty, Array.from({ length: 51 }, () => ({ name: "x", discounts: [] }))).ok).toBe(false);
    expect(decodeWith(VENUE_GROUP_PAYLOAD_FIELDS[0]!.schema, "E".repeat(65)).ok).toBe(false);
  });

  it("prices the order with the venue's loyalty rules, claims what the order's promotions sum to, and keeps the promotions", () => {
    const sent = [{ name: "Cold mezze 10%", discounts: [{ discountSum: "6.00" }] }];
    const priced = venueGroupOrderPricing(input({ iiko_loyalty_discounts: sent }));
    expect(priced).toEqual({
      ok: true,
      discounts: [{ id: "Cold mezze 10%", label: "Cold mezze 10%", amount: 6000 }],
      claimed: { field: "additional_data.iiko_loyalty_discounts", amount: 6000 },
      additionalData: { iiko_loyalty_discounts: sent },
    });
    // A tampered value is claimed as sent: the core compares it with the discounts and refuses it.
    const tampered = venueGroupOrderPricing(input({ iiko_loyalty_discounts: [{ name: "Cold mezze 10%", discounts: [{ discountSum: "60.00" }] }] }));
    expect(tampered).toMatchObject({ ok: true, claimed: { amount: 60_000 }, discounts: [{ amount: 6000 }] });
  });

  it("a verified employee earns the staff rate; an employee the venue does not have is refused (422 unknown_employee)", () => {
    const staff = venueGroupOrderPricing(input({ employee_id: " E100 " }));
    expect(staff.ok && staff.discounts.map((d) => d.label)).toContain("Staff 20%");
    expect(venueGroupOrderPricing(input({ employee_id: "E999" }))).toEqual({
      ok: false, status: 422, detail: "No employee E999 at this venue.", reasons: [{ code: "unknown_employee", field: "additional_data.employee_id" }],
    });
    expect(venueGroupOrderPricing(input({ employee_id: "  " }))).toMatchObject({ ok: true });
  });

  it("outside the mode gives nothing, so promotions sent there are a claim the core refuses", () => {
    const outside = { ...marinaMenu, pluginFields: { ...marinaMenu.pluginFields, al_futtaim_enabled: false } };
    const priced = venueGroupOrderPricing(input({ iiko_loyalty_discounts: [{ name: "Cold mezze 10%", discounts: [{ discountSum: "6.00" }] }] }, outside));
    expect(priced).toEqual({ ok: true, discounts: [], claimed: { field: "additional_data.iiko_loyalty_discounts", amount: 6000 } });
  });
});
