import type { LayoutBlock, ScreenLayout } from "../../schemas/layout";
import { ScreenLayout as ScreenLayoutSchema } from "../../schemas/layout";
import { decodeWith } from "../../schemas/decode";
import type {
  AnalyticsSink,
  BlockDefinition,
  CartaPlugin,
  FormFieldType,
  IntegrationHooks,
  LiveTransport,
  MapProvider,
  OrderHandoff,
  PaymentProvider,
  RouteContribution,
} from "./plugin";

/** Start-up stops with this when two plugins claim the same thing, or a plugin's options or layouts are bad. */
export class PluginRegistryError extends Error {
  override readonly name = "PluginRegistryError";
}

/** A contribution and the plugin it came from. */
export interface Registered<T> {
  pluginId: string;
  value: T;
}

export interface PluginRegistry {
  readonly plugins: readonly CartaPlugin[];
  readonly blocks: ReadonlyMap<string, Registered<BlockDefinition<never>>>;
  readonly screens: ReadonlyMap<string, Registered<ScreenLayout>>;
  readonly routes: readonly Registered<RouteContribution<never, unknown>>[];
  readonly slots: ReadonlyMap<string, readonly Registered<LayoutBlock>[]>;
  readonly paymentProviders: ReadonlyMap<string, Registered<PaymentProvider>>;
  readonly formFieldTypes: ReadonlyMap<string, Registered<FormFieldType>>;
  readonly orderHandoffs: readonly Registered<OrderHandoff>[];
  readonly mapProviders: readonly Registered<MapProvider>[];
  readonly liveTransports: readonly Registered<LiveTransport>[];
  readonly analyticsSinks: readonly Registered<AnalyticsSink>[];
  readonly integrations: readonly Registered<IntegrationHooks>[];
}

/**
 * Builds the registry from the plugin list, the core first. Every kind of contribution is keyed; a key
 * claimed twice fails with a message naming both plugins, so a plugin can neither collide with nor silently
 * override the core (or another plugin).
 */
export function createRegistry(plugins: readonly CartaPlugin[]): PluginRegistry {
  const pluginIds = new Set<string>();
  for (const plugin of plugins) {
    if (!/^[a-z][a-z0-9-]*$/.test(plugin.id)) throw new PluginRegistryError(`Plugin id "${plugin.id}" must be kebab-case`);
    if (pluginIds.has(plugin.id)) throw new PluginRegistryError(`Plugin "${plugin.id}" is registered twice`);
    pluginIds.add(plugin.id);
    checkOptions(plugin);
  }

  const blocks = keyed<BlockDefinition<never>>("Block type", (b) => b.type);
  const screens = keyed<ScreenLayout>("Screen", (s) => s.screen);
  const routes = keyed<RouteContribution<never, unknown>>("Route", (r) => r.path);
  const providers = keyed<PaymentProvider>("Payment provider", (p) => p.id);
  const returnPaths = keyed<PaymentProvider>("Payment return route", (p) => p.returnPath);
  const fieldTypes = keyed<FormFieldType>("Form field type", (f) => f.type);
  const handoffs = keyed<OrderHandoff>("Order hand-off", (h) => h.id);
  const maps = keyed<MapProvider>("Map provider", (m) => m.id);
  const live = keyed<LiveTransport>("Live-update transport", (t) => t.id);
  const sinks = keyed<AnalyticsSink>("Analytics sink", (s) => s.id);
  const integrations = keyed<IntegrationHooks>("Integration mode", (i) => i.id);
  const slots = new Map<string, Registered<LayoutBlock>[]>();

  for (const plugin of plugins) {
    const c = plugin.contributes;
    c.blocks?.forEach((b) => blocks.add(plugin.id, b));
    c.screens?.forEach((s) => screens.add(plugin.id, validLayout(plugin.id, s)));
    c.routes?.forEach((r) => routes.add(plugin.id, r));
    c.paymentProviders?.forEach((p) => {
      providers.add(plugin.id, p);
      returnPaths.add(plugin.id, p);
    });
    c.formFieldTypes?.forEach((f) => fieldTypes.add(plugin.id, f));
    c.orderHandoffs?.forEach((h) => handoffs.add(plugin.id, h));
    c.mapProviders?.forEach((m) => maps.add(plugin.id, m));
    c.liveTransports?.forEach((t) => live.add(plugin.id, t));
    c.analyticsSinks?.forEach((s) => sinks.add(plugin.id, s));
    c.integrations?.forEach((i) => integrations.add(plugin.id, i));
    for (const [slot, list] of Object.entries(c.slots ?? {})) {
      const entries = slots.get(slot) ?? [];
      for (const block of list) entries.push({ pluginId: plugin.id, value: block });
      slots.set(slot, entries);
    }
  }

  for (const route of routes.map.values()) {
    if (!screens.map.has(route.value.screen)) {
      throw new PluginRegistryError(`Route "${route.value.path}" of plugin "${route.pluginId}" draws screen "${route.value.screen}", which no plugin contributes`);
    }
  }

  const byPriority = <T extends { priority: number }>(list: Registered<T>[]) => [...list].sort((a, b) => a.value.priority - b.value.priority);
  return {
    plugins,
    blocks: blocks.map,
    screens: screens.map,
    routes: [...routes.map.values()],
    slots,
    paymentProviders: providers.map,
    formFieldTypes: fieldTypes.map,
    orderHandoffs: [...handoffs.map.values()],
    mapProviders: byPriority([...maps.map.values()]),
    liveTransports: byPriority([...live.map.values()]),
    analyticsSinks: [...sinks.map.values()],
    integrations: [...integrations.map.values()],
  };
}

function keyed<T>(what: string, keyOf: (value: T) => string) {
  const map = new Map<string, Registered<T>>();
  return {
    map,
    add(pluginId: string, value: T) {
      const key = keyOf(value);
      const existing = map.get(key);
      if (existing) {
        throw new PluginRegistryError(
          existing.pluginId === pluginId
            ? `${what} "${key}" is contributed twice by plugin "${pluginId}"`
            : `${what} "${key}" is contributed by both "${existing.pluginId}" and "${pluginId}"`,
        );
      }
      map.set(key, { pluginId, value });
    },
  };
}

function checkOptions(plugin: CartaPlugin): void {
  if (!plugin.optionsSchema) return;
  const decoded = decodeWith(plugin.optionsSchema, plugin.options);
  if (!decoded.ok) throw new PluginRegistryError(`Plugin "${plugin.id}" has bad options: ${decoded.problems[0].text}`);
}

function validLayout(pluginId: string, layout: ScreenLayout): ScreenLayout {
  const decoded = decodeWith(ScreenLayoutSchema, layout);
  if (!decoded.ok) throw new PluginRegistryError(`Screen layout of plugin "${pluginId}" is invalid: ${decoded.problems[0].text}`);
  return decoded.value;
}
