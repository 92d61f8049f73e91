import type { CartaPlugin } from "../../engine/plugin-api";
import { corePlugin } from "../core/core-plugin";

/**
 * Every plugin of the app, the core first. Adding a plugin is one import and one entry here
 * (docs/plugins.md); a duplicate id or a clash with another contribution stops start-up.
 */
export const plugins: readonly CartaPlugin[] = [corePlugin];
