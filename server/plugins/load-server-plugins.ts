import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerPlugin } from "../../engine/plugin-api/server";

/** Where plugin folders live: the repository's plugins/. */
export const PLUGINS_DIR = path.resolve(import.meta.dirname, "../../plugins");

/**
 * The server halves of the listed plugins: `plugins/<id>/server.ts` where one exists (a plugin may have none).
 * Imported by path, never statically, so the server's code does not depend on any one plugin. A server half that
 * exports no plugin of its folder's id stops start-up naming the file.
 */
export async function loadServerPlugins(ids: readonly string[], pluginsDir: string = PLUGINS_DIR): Promise<ServerPlugin[]> {
  const loaded: ServerPlugin[] = [];
  for (const id of ids) {
    const file = path.join(pluginsDir, id, "server.ts");
    if (!fs.existsSync(file)) continue;
    const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
    const plugin = module.default;
    if (!isServerPlugin(plugin) || plugin.id !== id) {
      throw new Error(`${path.relative(process.cwd(), file)} must export default defineServerPlugin({ id: "${id}", routes })`);
    }
    loaded.push(plugin);
  }
  return loaded;
}

function isServerPlugin(value: unknown): value is ServerPlugin {
  return typeof value === "object" && value !== null && "id" in value && "routes" in value && Array.isArray((value as ServerPlugin).routes);
}
