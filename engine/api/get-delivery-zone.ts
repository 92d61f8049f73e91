import { DeliveryZoneAnswer } from "../../schemas/api/delivery-zone";
import { requestJson, type ApiResult } from "./http";
import { schemaDecoder } from "./schema-decoder";

const decode = schemaDecoder(DeliveryZoneAnswer);

/** GET /en/api/delivery_zone/{lat},{lng}/{menuId}/ (ordering spec §7): the fee there; a failure means "not there yet". */
export function getDeliveryZone(lat: number, lng: number, menuId: number | string): Promise<ApiResult<DeliveryZoneAnswer>> {
  return requestJson(`/en/api/delivery_zone/${lat.toFixed(6)},${lng.toFixed(6)}/${encodeURIComponent(String(menuId))}/`, decode);
}
