import type { DeliveryZonesAnswer } from "../../schemas/api/delivery-zones";
import { deliveryZonesCall } from "../../schemas/calls/venue-extras";
import type { ApiResult } from "./http";
import { callApi } from "./call";

/** The venue's delivery zones (schemas/calls/venue-extras.ts), drawn on the delivery-location map. */
export function getDeliveryZones(menuId: number | string): Promise<ApiResult<DeliveryZonesAnswer>> {
  return callApi(deliveryZonesCall, { params: { menuId: String(menuId) } });
}
