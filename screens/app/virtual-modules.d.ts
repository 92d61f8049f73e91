/** Built by scripts/vite/plugin-list-module.ts from plugins/plugin-list.ts. */
declare module "virtual:carta-plugins" {
  export const pluginIds: readonly string[];
  export const pluginModules: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}
