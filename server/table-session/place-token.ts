import { decodeLocationValue, type LocationHashOptions } from "../../engine/rules/location-url";
import { placeKey } from "../orders/order-store";

/** A table or room as orders name it (`customer_name` "Table# 7", `orderLocation` "7"). */
export interface TablePlace {
  location: string;
  type: "Table" | "Room";
}

/**
 * The Hashids settings the app's table links were made with: the same values the browser build reads
 * (VITE_LOCATION_HASH_SALT, VITE_LOCATION_HASH_MIN_LENGTH), or CARTA_LOCATION_HASH_* for the server alone.
 */
export function locationHashOptions(env: NodeJS.ProcessEnv = process.env): LocationHashOptions {
  const minLength = Number(env["CARTA_LOCATION_HASH_MIN_LENGTH"] ?? env["VITE_LOCATION_HASH_MIN_LENGTH"] ?? 0);
  return { salt: env["CARTA_LOCATION_HASH_SALT"] ?? env["VITE_LOCATION_HASH_SALT"] ?? "", minLength: Number.isFinite(minLength) ? minLength : 0 };
}

/** A token's shape before it is decoded: what a QR link carries, nothing longer. */
const TOKEN_SHAPE = /^[A-Za-z0-9]{1,64}$/;

/**
 * The place a scanned link names (`/t/{token}`, `/r/{token}`, `/a/{hex}`), decoded as the app decodes it
 * (engine/rules/location-url.ts); undefined for a token that does not decode. Joining a table needs this token,
 * never a bare table number: the session is found from what the table's QR code carries.
 */
export function placeOfToken(kind: unknown, token: unknown, options: LocationHashOptions = locationHashOptions()): TablePlace | undefined {
  if ((kind !== "t" && kind !== "r" && kind !== "a") || typeof token !== "string" || !TOKEN_SHAPE.test(token)) return undefined;
  const decoded = decodeLocationValue(kind, token, options);
  if (!decoded) return undefined;
  return { location: decoded.orderLocation, type: decoded.orderLocationType === "Room" ? "Room" : "Table" };
}

/** The key one open session per place is kept under: the orders' own (`table:7`), so an order's place compares. */
export const placeKeyOf = (place: TablePlace) => placeKey(place.type === "Room" ? "room" : "table", place.location);
