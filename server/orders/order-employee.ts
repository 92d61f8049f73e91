/**
 * Whether the employee id an order carries (ordering spec §3 `additional_data.employee_id`) names an employee of the
 * venue: the list the venue-group plugin's options hold (`plugins["integration-venue-group"].employees`, decision
 * 0066), checked by the plugin's schema at import, which its verification call reads too. Until the order's employee
 * field is the plugin's own payload contribution, placement asks here.
 */
import type { VenueContext } from "../venues/venue-context";

/** The plugin whose options list the venue's employees. */
const EMPLOYEES_PLUGIN = "integration-venue-group";

export function isVenueEmployee(venue: VenueContext, employeeId: string): boolean {
  const options = venue.pluginOptions[EMPLOYEES_PLUGIN];
  const employees = typeof options === "object" && options !== null ? (options as { employees?: unknown }).employees : undefined;
  if (!Array.isArray(employees)) return false;
  const wanted = employeeId.trim();
  return wanted !== "" && employees.some((employee: unknown) => typeof employee === "object" && employee !== null && String((employee as { employee_id?: unknown }).employee_id ?? "").trim() === wanted);
}
