import type { OrderCheckInput, PluginOrderRefusal } from "../../../engine/plugin-api/server";
import { UNKNOWN_EMPLOYEE } from "../refusal-codes";
import { employeeById, optionsOf } from "./options";

/**
 * An order's employee discount names an employee the venue has (the verification call's own check, employee-route.ts):
 * an id it does not know — mistyped past the app, or an employee removed since the guest verified — is refused with
 * the plugin's code `unknown_employee` on the field, which the guest removes in the cart.
 */
export function unknownEmployeeRefusal({ additionalData, options }: Pick<OrderCheckInput, "additionalData" | "options">): PluginOrderRefusal | undefined {
  const sent = additionalData["employee_id"];
  const employeeId = typeof sent === "string" ? sent.trim() : "";
  if (employeeId === "" || employeeById(optionsOf(options), employeeId)) return undefined;
  return { detail: `No employee ${employeeId} at this venue.`, reasons: [{ code: UNKNOWN_EMPLOYEE, field: "additional_data.employee_id" }] };
}
