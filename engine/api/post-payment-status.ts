import { PaymentStatusAnswer } from "../../schemas/api/payment-status";
import type { StatusCall } from "../plugin-api";
import { requestJson, type ApiResult } from "./http";
import { schemaDecoder } from "./schema-decoder";

const decode = schemaDecoder(PaymentStatusAnswer);

/** A payment provider's status call (ordering spec section 7); the answer is used only on HTTP 200. */
export function postPaymentStatus(call: StatusCall): Promise<ApiResult<PaymentStatusAnswer>> {
  return requestJson(call.path, decode, { method: call.method, body: call.body ?? {}, expect: 200 });
}
