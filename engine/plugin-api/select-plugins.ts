import type { CartaPlugin } from "./plugin";
import { PluginRegistryError } from "./registry";

/** A plugin folder's `index.ts`, as imported: its exports by name. */
export type PluginModule = Readonly<Record<string, unknown>>;

/**
 * The plugins of the list, in its order, from their folders' modules. A listed id without a module, or a module
 * that exports no plugin of that id, stops start-up naming the id: a typo in the list is never a silent gap.
 */
export function selectPlugins(ids: readonly string[], modules: Readonly<Record<string, PluginModule>>): CartaPlugin[] {
  return ids.map((id) => {
    const module = modules[id];
    if (!module) throw new PluginRegistryError(`Plugin "${id}" is in the plugin list but plugins/${id}/index.ts was not found`);
    const plugin = Object.values(module).find((value): value is CartaPlugin => isPlugin(value) && value.id === id);
    if (!plugin) throw new PluginRegistryError(`plugins/${id}/index.ts exports no plugin with the id "${id}"`);
    return plugin;
  });
}

function isPlugin(value: unknown): value is CartaPlugin {
  return typeof value === "object" && value !== null && "id" in value && "contributes" in value;
}
