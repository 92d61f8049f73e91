import type { TableSessionState } from "../../schemas/api/table-session";
import type { TableText } from "./use-table-text";

/** "Table 7" or "Room 12", in the guest's language. */
export function placeTitle(tt: TableText, place: TableSessionState["place"]): string {
  return tt(place.type === "Room" ? "table_room_title" : "table_title", { place: place.location });
}

/** How the others see a guest: the name they gave, or "Guest 2". */
export function memberLabel(tt: TableText, member: { no: number; name: string }): string {
  return member.name || tt("table_guest_name", { number: member.no });
}
