import { EmployeeAnswer } from "../../schemas/api/employee";
import { requestJson, type ApiResult } from "./http";
import { schemaDecoder } from "./schema-decoder";

const decode = schemaDecoder(EmployeeAnswer);

/** GET /iiko/af/verify-employee-id/{id}/ (ordering spec §7): the employee's id and phone; 404 when unknown. */
export function getEmployee(employeeId: string, signal?: AbortSignal): Promise<ApiResult<EmployeeAnswer>> {
  return requestJson(`/iiko/af/verify-employee-id/${encodeURIComponent(employeeId.trim())}/`, decode, signal ? { signal } : {});
}
