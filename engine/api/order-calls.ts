import { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import type { OrderPayload } from "../order/order-payload";
import { requestJson, type ApiResult } from "./http";
import { schemaDecoder } from "./schema-decoder";

const decode = schemaDecoder(PlacedOrderAnswer);

/** POST /{lang}/api/order/ (ordering spec §7): 201 with the order; the key makes a retry land once. */
export function postOrder(language: string, order: OrderPayload, idempotencyKey: string): Promise<ApiResult<PlacedOrderAnswer>> {
  return requestJson(`/${encodeURIComponent(language)}/api/order/`, decode, { method: "POST", body: order, idempotencyKey });
}

/** GET /{lang}/api/order/{id}/: the order as the server has it. */
export function getOrder(language: string, id: string): Promise<ApiResult<PlacedOrderAnswer>> {
  return requestJson(`/${encodeURIComponent(language)}/api/order/${encodeURIComponent(id)}/`, decode);
}
