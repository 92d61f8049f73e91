import { TABLE_ORDERING_SETTING, type TableOrdering } from "../../schemas/api/table-session";
import type { VenueRecord } from "../venues/venue-store";

/**
 * How a venue's tables order (docs/shared-table.md): the venue file's top-level `shared_table_ordering`, `"each"`
 * when each guest places their own lines into the table's one order, else `"one"` (one guest orders for the table).
 */
export function tableOrderingOf(venue: Pick<VenueRecord, "payload"> | undefined): TableOrdering {
  return venue?.payload[TABLE_ORDERING_SETTING] === "each" ? "each" : "one";
}
