import * as Schema from "effect/Schema";
import { Flag, Text, withDefault } from "../fields";

/**
 * The table's active order (ordering spec §7 `GET /iiko/active-order/{orderLocation}/{menuId}/`, venue-group
 * mode): the order open at that table and whether it is the point-of-sale's common order, which the guest may
 * not add to. A 404 means the table has none.
 */
export const ActiveOrderAnswer = Schema.Struct({ order_id: Text, common_order: withDefault(Flag, false) });
export type ActiveOrderAnswer = typeof ActiveOrderAnswer.Type;
