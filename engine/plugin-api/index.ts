export * from "./plugin";
export { createRegistry, PluginRegistryError, type PluginRegistry, type Registered } from "./registry";
export { selectPlugins, type PluginModule } from "./select-plugins";
export * from "./shared-context-fields";
export { definePluginTexts, missingPluginTexts } from "./plugin-texts";
export { defineMenuField, menuFieldValue } from "../../schemas/field-readers";
export type { MenuField } from "../../schemas/menu/plugin-fields";
