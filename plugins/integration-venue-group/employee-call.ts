/**
 * `GET /iiko/af/verify-employee-id/{id}/` (ordering spec §7, the employee discount): the employee's id and phone;
 * an unknown id answers 404, which is not retried. A read the guest waits on, like the coupon's.
 */
import { describeApiError, requestJson } from "../../engine/api/http";
import { schemaDecoder } from "../../engine/api/schema-decoder";
import { isRetryable, valueOrThrow } from "../../engine/server-state/query-client";
import { EmployeeAnswer } from "./employee-answer";

const decode = schemaDecoder(EmployeeAnswer);
/** As long as the coupon's check may take before the guest is told it failed. */
const TIMEOUT_MS = 8_000;

export function employeeQuery(employeeId: string) {
  const id = employeeId.trim();
  return {
    queryKey: ["venue-group", "employee", id] as const,
    queryFn: async () => {
      const result = await requestJson(`/iiko/af/verify-employee-id/${encodeURIComponent(id)}/`, decode, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!result.ok) console.warn(`[carta] employee ${id}: ${describeApiError(result.error)}`);
      return valueOrThrow(result);
    },
    retry: (failures: number, error: unknown) => failures < 1 && isRetryable(error),
    staleTime: 60_000,
    // The cart's blur reads `requests.employeeDiscount.pending`.
    meta: { request: "employeeDiscount" },
  };
}
