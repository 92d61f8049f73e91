import * as Schema from "effect/Schema";
import { OptionalText, Text, withDefault } from "../../schemas/fields";

/**
 * The employee-discount verification (ordering spec §7 `GET /iiko/af/verify-employee-id/{id}/`, venue-group mode):
 * the employee's id and phone; the phone, when there is one, replaces the guest's. A 404 means no such employee.
 */
export const EmployeeAnswer = Schema.Struct({ employee_id: Text, employee_phone: withDefault(OptionalText, null) });
export type EmployeeAnswer = typeof EmployeeAnswer.Type;
