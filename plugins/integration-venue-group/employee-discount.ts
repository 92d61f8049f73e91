/**
 * The employee discount (ordering spec §3 `employee*`, §4, §5): the id the verification call accepted and the
 * employee's phone, kept with the order being prepared in the checkout form's `pluginData` (so it is kept for the
 * tab and cleared with the form once the order is placed), sent as `additional_data.employee_id`, and fixing the
 * guest's phone when the employee has one.
 */
import type { CheckoutFieldRule, OrderPayloadField } from "../../engine/plugin-api";
import type { CheckoutFormState } from "../../engine/checkout";
import { inVenueGroupMode } from "./mode";

export const EMPLOYEE_KEY = "venue-group.employee";

export interface EmployeeDiscount {
  readonly employeeID: string;
  /** The employee's phone; when present it replaces the guest's, whose field is then disabled. */
  readonly employeePhone: string | null;
}

/**
 * The employee discount kept with this order, or null (none, or an entry that does not read). Read by hand, not
 * with a schema: the checkout's field rules run on the first screen's code, which carries no Effect (decision 0058).
 */
export function employeeOf(form: Pick<CheckoutFormState, "pluginData">): EmployeeDiscount | null {
  const kept = form.pluginData[EMPLOYEE_KEY];
  if (typeof kept !== "object" || kept === null || Array.isArray(kept)) return null;
  const { employeeID, employeePhone } = kept as Record<string, unknown>;
  if (typeof employeeID !== "string" || !(employeePhone === null || typeof employeePhone === "string")) return null;
  return { employeeID, employeePhone };
}

/** Spec §3: the order carries the verified employee's id. */
export const employeeIdField: OrderPayloadField = {
  id: "venue-group.employee",
  additionalData: ({ checkout }) => {
    const employee = employeeOf(checkout.state);
    return employee ? { employee_id: employee.employeeID } : undefined;
  },
};

/**
 * Spec §5 in the mode: no name field (the order is named by its table), the phone not required in Singapore; and
 * an employee's phone is the order's, its field disabled.
 */
export const venueGroupCheckoutRules: CheckoutFieldRule = {
  id: "venue-group.checkout",
  fields: ({ menu, form }) => ({
    nameHidden: inVenueGroupMode(menu),
    phoneOptional: inVenueGroupMode(menu) && menu.menu_country.toUpperCase() === "SG",
    phoneFixed: employeeOf(form)?.employeePhone != null,
  }),
};
