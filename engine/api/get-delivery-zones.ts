import { DeliveryZonesAnswer } from "../../schemas/api/delivery-zones";
import { requestJson, type ApiResult } from "./http";
import { schemaDecoder } from "./schema-decoder";

const decode = schemaDecoder(DeliveryZonesAnswer);

/** GET /en/api/delivery_zones/{menuId}/: the venue's delivery zones, drawn on the delivery-location map. */
export function getDeliveryZones(menuId: number | string): Promise<ApiResult<DeliveryZonesAnswer>> {
  return requestJson(`/en/api/delivery_zones/${encodeURIComponent(String(menuId))}/`, decode);
}
