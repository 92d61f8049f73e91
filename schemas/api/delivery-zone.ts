import * as Schema from "effect/Schema";
import { Amount } from "../fields";

/** The delivery-zone call's answer (ordering spec §7): the fee at the point, `delivery_amount`, and the zone's name. */
export const DeliveryZoneAnswer = Schema.Struct({ delivery_amount: Amount, zone: Schema.optional(Schema.String) });
export type DeliveryZoneAnswer = typeof DeliveryZoneAnswer.Type;
