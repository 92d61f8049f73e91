import { decodeWith, type Decoded } from "../decode";
import { MenuData } from "./menu-data";

/**
 * Decodes a menu-data payload (the menu call's answer, a persisted copy, a venue file's payload part).
 * Valid payloads take the compiled path; a bad one comes back with every problem, `problems[0]` first.
 */
export function decodeMenuData(input: unknown): Decoded<MenuData> {
  return decodeWith(MenuData, input);
}
