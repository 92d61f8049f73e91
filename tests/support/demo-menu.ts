import fs from "node:fs";
import { decodeMenuData, type MenuData } from "../../schemas/menu";

/** The demo venue's menu as the app holds it (decoded), for tests of rules and route guards. */
export function loadDemoMenu(): MenuData {
  const decoded = decodeMenuData(JSON.parse(fs.readFileSync("server/venues/demo/venue.json", "utf8")));
  if (!decoded.ok) throw new Error(`the demo venue does not decode: ${decoded.problems[0]?.text}`);
  return decoded.value;
}
