import * as Schema from "effect/Schema";
import { Amount } from "../fields";

/** One corner of a zone: [latitude, longitude]. */
const Corner = Schema.Tuple([Schema.Number, Schema.Number]);

/** A delivery zone as the map draws it: its name, its fee, and its outline. */
export const DeliveryZoneOutline = Schema.Struct({ name: Schema.String, delivery_amount: Amount, polygon: Schema.Array(Corner) });
export type DeliveryZoneOutline = typeof DeliveryZoneOutline.Type;

/**
 * GET /en/api/delivery_zones/{menuId}/ — the venue's delivery zones, for the delivery-location map (not in the
 * spec's list of calls: the spec's map service draws no zones; the keyless map needs them to be more than a grid).
 */
export const DeliveryZonesAnswer = Schema.Struct({ zones: Schema.Array(DeliveryZoneOutline) });
export type DeliveryZonesAnswer = typeof DeliveryZonesAnswer.Type;
