import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { PLUGIN_IDS } from "../../plugins/plugin-list.ts";

const ID = "virtual:carta-plugins";
const RESOLVED = `\0${ID}`;

/**
 * `virtual:carta-plugins`: the browser halves of the listed plugins (plugins/plugin-list.ts), imported
 * statically so each lands in the bundle like any module, and nothing unlisted does.
 */
export function pluginListModule(ids: readonly string[] = PLUGIN_IDS): Plugin {
  return {
    name: "carta-plugin-list",
    resolveId: (source) => (source === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const root = fileURLToPath(new URL("../../plugins", import.meta.url));
      const imports = ids.map((pluginId, i) => `import * as m${i} from ${JSON.stringify(path.join(root, pluginId, "index.ts"))};`);
      const entries = ids.map((pluginId, i) => `${JSON.stringify(pluginId)}: m${i}`);
      return `${imports.join("\n")}\nexport const pluginIds = ${JSON.stringify(ids)};\nexport const pluginModules = { ${entries.join(", ")} };\n`;
    },
  };
}
