/**
 * The venue-group plugin's refusal codes (decision 0065), shared by its two halves: the server half declares them and
 * refuses orders with them (server/unknown-employee.ts), the browser half words them (index.ts, `refusalCodes`).
 */

/** An order names an employee id (ordering spec §3 `additional_data.employee_id`) the venue does not have. */
export const UNKNOWN_EMPLOYEE = "unknown_employee";

export const VENUE_GROUP_REFUSAL_CODES = [UNKNOWN_EMPLOYEE] as const;
