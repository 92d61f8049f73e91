import { pluginIds, pluginModules } from "virtual:carta-plugins";
import { selectPlugins, type CartaPlugin } from "../../engine/plugin-api";
import { corePlugin } from "../core/core-plugin";

/**
 * Every plugin of the app: the core first, then those plugins/plugin-list.ts names, in its order. Adding a
 * plugin is a folder and a line in that list (docs/plugins.md); a duplicate id or a clash stops start-up.
 */
export const plugins: readonly CartaPlugin[] = [corePlugin, ...selectPlugins(pluginIds, pluginModules)];
