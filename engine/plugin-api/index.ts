export * from "./plugin";
export { createRegistry, PluginRegistryError, type PluginRegistry, type Registered } from "./registry";
