import { ACTIVE_ORDER, CHECKOUT_HOLD, COMMON_ORDER, PRICE_ADJUSTMENTS } from "./shared-context-fields";
import type * as Schema from "effect/Schema";
import type * as SchemaAST from "effect/SchemaAST";
import type { LayoutBlock, ScreenLayout } from "../../schemas/layout";
import type { Decoded } from "../../schemas/decode";
import { CORE_CONTEXT_FIELD_NAMES, type ContextPathCheck } from "../layout-core/context-names";
import type { MenuField } from "../../schemas/menu/plugin-fields";
import type { MenuData } from "../../schemas/menu";
import type {
  AnalyticsSink,
  OrderHandoff,
  OrderWatcher,
  OrderPayloadField,
  CheckoutFieldRule,
  MapProvider,
  LiveUpdatesProvider,
  BlockDefinition,
  CartaPlugin,
  ContextField,
  FormFieldType,
  PaymentProvider,
  PaymentTypeContribution,
  PluginContributions,
  ForVenues,
  ScreenPart,
  RefusalCodeContribution,
  RouteContribution,
} from "./plugin";
import { EVERY_VENUE_READS } from "./plugin";

/** Start-up stops with this when two plugins claim the same thing, or a plugin's options, layouts or texts are bad. */
const SHARED_CONTEXT_FIELDS = [ACTIVE_ORDER, COMMON_ORDER, PRICE_ADJUSTMENTS, CHECKOUT_HOLD];

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
  readonly analyticsSinks: readonly Registered<AnalyticsSink>[];
  readonly orderHandoffs: readonly Registered<OrderHandoff>[];
  readonly orderWatchers: readonly Registered<OrderWatcher>[];
  readonly orderPayloadFields: readonly Registered<OrderPayloadField>[];
  readonly checkoutFieldRules: readonly Registered<CheckoutFieldRule>[];
  readonly mapProviders: readonly Registered<MapProvider>[];
  readonly liveUpdates: readonly Registered<LiveUpdatesProvider>[];
  readonly contextFields: readonly Registered<ContextField>[];
  /** The menu payload's fields the plugins read, by name: layouts read them as `settings.{name}`. */
  readonly menuFields: readonly Registered<MenuField>[];
  /** Payment types beyond the core's, by value. */
  readonly paymentTypes: ReadonlyMap<string, Registered<PaymentTypeContribution>>;
  /** Refusal codes of the plugins' server halves, by code, with the text that words each. */
  readonly refusalCodes: ReadonlyMap<string, Registered<RefusalCodeContribution>>;
  /** Plugin texts by key, then language. */
  readonly texts: ReadonlyMap<string, Registered<ReadonlyMap<string, string>>>;
  /** A block's props as its schema decoded them at start-up (never decoded again while rendering). */
  propsOf(block: LayoutBlock): unknown;
  /** Loads the plugins' `textsIn` for `language` into `texts`, once; a failed download leaves English. */
  loadTexts(language: string): Promise<void>;
  /**
   * Adds the venue contributions (`forVenues`, decision 0076) this menu needs and the registry does not have yet,
   * checked as start-up checks the rest; resolves true when any were added. A download that fails rejects, and is
   * asked for again on the next call.
   */
  prepareFor(menu: MenuData): Promise<boolean>;
  /**
   * Adds the screen part (`screenParts`, decision 0077) that brings this screen's layout, when it is not in yet,
   * checked as start-up checks the rest; resolves true when it was added. A download that fails rejects, and is
   * asked for again on the next call.
   */
  prepareScreen(screen: string): Promise<boolean>;
  /** Goes up by one each time `prepareFor` or `prepareScreen` adds contributions: what a cache built from the registry keys on. */
  readonly generation: number;
}

/**
 * Builds the registry from the plugin list, the core first, and checks everything once, at start-up: every key
 * (block type, screen, route path, provider, return path, field type, context field, text) is claimed once; every
 * block of every layout and slot is of a registered type; with `schemas`, every layout, block's props and plugin's
 * options read with their schemas; with `contextPaths`, every `var` of every `when` names a context field. A mistake stops start-up with a message naming the plugin, the layout, the block
 * and the field, so it is found by the first test run, never by a guest.
 */
export interface RegistryOptions {
  /**
   * Checks every `when` variable against the context fields (engine/layout-core/context-shape.ts). Development and
   * the tests pass it; production leaves it out, so the schemas of the check never reach a guest's phone.
   */
  contextPaths?: ContextPathCheck;
  /**
   * Decodes every layout, block's props and plugin's options with their schemas (engine/plugin-api/schema-checks.ts).
   * Development and the tests pass it; production leaves it out, so Effect stays off the first screen (decision
   * 0058): the layouts and options are then taken as written, and so are the props, which is what their schemas
   * give as long as they only check (no defaults, no transformations), as every props schema does.
   */
  schemas?: SchemaChecks;
  /**
   * The first operator of a `when` rule that layouts do not evaluate (engine/layout-core/when-logic.ts, decision
   * 0067), or undefined. Development and the tests pass it; a rule using another operator then stops start-up.
   */
  whenOperators?: (rule: unknown) => string | undefined;
  /**
   * The names of the core menu schema's fields, which a plugin's menu field may not take. Development and the tests
   * pass them; production leaves the list off the first screen.
   */
  coreMenuFields?: readonly string[];
}

/** The start-up checks that decode with Effect schemas, passed in so that the registry itself does not import Effect. */
export interface SchemaChecks {
  layout(layout: ScreenLayout): Decoded<ScreenLayout>;
  decode(schema: Schema.Codec<unknown, unknown>, input: unknown): Decoded<unknown>;
}

export function createRegistry(plugins: readonly CartaPlugin[], options: RegistryOptions = {}): PluginRegistry {
  const pluginIds = new Set<string>();
  for (const plugin of plugins) {
    if (!/^[a-z][a-z0-9-]*$/.test(plugin.id)) throw new PluginRegistryError(`Plugin id "${plugin.id}" must be kebab-case`);
    if (pluginIds.has(plugin.id)) throw new PluginRegistryError(`Plugin "${plugin.id}" is registered twice`);
    pluginIds.add(plugin.id);
    if (options.schemas) checkOptions(plugin, options.schemas);
  }

  const blocks = keyed<BlockDefinition<never>>("Block type", (b) => b.type);
  const screens = keyed<ScreenLayout>("Screen", (s) => s.screen);
  const routes = keyed<RouteContribution<never, unknown>>("Route", (r) => r.path);
  const providers = keyed<PaymentProvider>("Payment provider", (p) => p.id);
  const returnPaths = keyed<PaymentProvider>("Payment return route", (p) => p.returnPath);
  const fieldTypes = keyed<FormFieldType>("Form field type", (f) => f.type);
  const sinks = keyed<AnalyticsSink>("Analytics sink", (s) => s.id);
  const handoffs = keyed<OrderHandoff>("Order hand-off", (h) => h.id);
  const watchers = keyed<OrderWatcher>("Order watcher", (w) => w.id);
  const payloadFields = keyed<OrderPayloadField>("Order payload field", (f) => f.id);
  const fieldRules = keyed<CheckoutFieldRule>("Checkout field rule", (r) => r.id);
  const maps = keyed<MapProvider>("Map provider", (m) => m.id);
  const live = keyed<LiveUpdatesProvider>("Live updates provider", (l) => l.id);
  const contextFields = keyed<ContextField>("Context field", (f) => f.name);
  const menuFields = keyed<MenuField>("Menu field", (f) => f.name);
  const paymentTypes = keyed<PaymentTypeContribution>("Payment type", (t) => t.value);
  const refusalCodes = keyed<RefusalCodeContribution>("Refusal code", (r) => r.code);
  const texts = new Map<string, Registered<Map<string, string>>>();
  const slots = new Map<string, Registered<LayoutBlock>[]>();
  const decodedProps = new WeakMap<LayoutBlock, unknown>();
  const decodeProps = options.schemas?.decode;
  const unknownOperator = options.whenOperators ?? (() => undefined);

  /** Adds one plugin's contributions (all of them at start-up, or its venue contributions later). */
  function register(pluginId: string, c: PluginContributions, added: Added): void {
    c.blocks?.forEach((b) => blocks.add(pluginId, b));
    c.screens?.forEach((s) => added.screens.push(screens.add(pluginId, options.schemas ? validLayout(pluginId, s, options.schemas) : s)));
    c.routes?.forEach((r) => routes.add(pluginId, r));
    c.paymentProviders?.forEach((p) => {
      providers.add(pluginId, p);
      returnPaths.add(pluginId, p);
    });
    c.formFieldTypes?.forEach((f) => fieldTypes.add(pluginId, f));
    c.analyticsSinks?.forEach((s) => sinks.add(pluginId, s));
    c.orderHandoffs?.forEach((h) => handoffs.add(pluginId, h));
    c.orderWatchers?.forEach((w) => watchers.add(pluginId, w));
    c.orderPayloadFields?.forEach((f) => payloadFields.add(pluginId, f));
    c.checkoutFieldRules?.forEach((r) => fieldRules.add(pluginId, r));
    c.mapProviders?.forEach((m) => maps.add(pluginId, m));
    c.liveUpdates?.forEach((l) => live.add(pluginId, l));
    c.contextFields?.forEach((f) => {
      if (CORE_CONTEXT_FIELD_NAMES.includes(f.name)) throw new PluginRegistryError(`Context field "${f.name}" of plugin "${pluginId}" is one of the core's`);
      const shared = SHARED_CONTEXT_FIELDS.find((s) => s.name === f.name);
      if (shared && shared.schema !== f.schema) {
        throw new PluginRegistryError(`Context field "${f.name}" of plugin "${pluginId}" must use the shared schema (engine/plugin-api/shared-context-fields.ts)`);
      }
      contextFields.add(pluginId, f);
    });
    c.paymentTypes?.forEach((t) => paymentTypes.add(pluginId, t));
    c.menuFields?.forEach((f) => {
      // The core's fields are decoded by its schema and never kept among the plugins' fields.
      if (options.coreMenuFields?.includes(f.name)) throw new PluginRegistryError(`Menu field "${f.name}" of plugin "${pluginId}" is a field of the core's menu schema`);
      menuFields.add(pluginId, f);
    });
    addTexts(texts, pluginId, c.texts);
    c.refusalCodes?.forEach((r) => {
      // Worded by the plugin's own text, so that no refusal reads as a key.
      if (texts.get(r.text)?.pluginId !== pluginId) throw new PluginRegistryError(`Refusal code "${r.code}" of plugin "${pluginId}" reads text "${r.text}", which is not one of the plugin's English texts`);
      refusalCodes.add(pluginId, r);
    });
    for (const [slot, list] of Object.entries(c.slots ?? {})) {
      const entries = slots.get(slot) ?? [];
      for (const block of list) {
        const entry = { pluginId, value: block };
        entries.push(entry);
        added.slots.push([slot, entry]);
      }
      slots.set(slot, entries);
    }
  }

  /** Venue contributions not loaded yet, by plugin: their routes may draw a screen that comes with them. */
  const pending = new Map(plugins.flatMap((plugin) => (plugin.forVenues ? [[plugin.id, plugin.forVenues] as const] : [])));
  /** Screen parts not loaded yet, by the screens they bring. */
  const pendingScreens = new Map(plugins.flatMap((plugin) => (plugin.screenParts ?? []).flatMap((part) => part.screens.map((screen) => [screen, { pluginId: plugin.id, part }] as const))));

  /** Checks what was just added against everything registered so far. */
  function check(added: Added): void {
    for (const route of routes.list) {
      if (!screens.map.has(route.value.screen) && !pending.has(route.pluginId) && !pendingScreens.has(route.value.screen)) {
        throw new PluginRegistryError(`Route "${route.value.path}" of plugin "${route.pluginId}" draws screen "${route.value.screen}", which no plugin contributes`);
      }
    }
    // The fields' schemas are there in development only (see ContextField), where the check runs.
    const pluginFields = new Map<string, SchemaAST.AST>();
    for (const { value } of contextFields.list) if (value.schema) pluginFields.set(value.name, value.schema.ast);
    // A shared field is there to read even when no plugin supplies it (its fallback): the core's layouts hold with the
    // plugin that supplies it dropped from the list.
    for (const shared of SHARED_CONTEXT_FIELDS) if (!pluginFields.has(shared.name) && shared.schema) pluginFields.set(shared.name, shared.schema.ast);
    const pluginSettings = new Set([...menuFields.map.keys()]);
    const unknownPath = options.contextPaths ? (path: string) => options.contextPaths!(path, pluginFields, pluginSettings) : () => undefined;
    const checkList = (where: string, list: readonly LayoutBlock[]) => checkBlocks(where, list, blocks.map, { unknownPath, unknownOperator }, decodeProps, decodedProps);
    // A layout or slot using a block type no one has registered yet waits while screen parts are still to come (a
    // plugin's slot may hold the cart's `cart.busy`): it is checked again once they are in. Development and the
    // tests start with every part in, so there the check is at start-up.
    const checkNowOrLater = (where: string, list: readonly LayoutBlock[]) => {
      if (pendingScreens.size > 0 && !everyTypeKnown(list)) postponed.push({ where, list });
      else checkList(where, list);
    };
    const waiting = postponed.splice(0);
    for (const { where, list } of waiting) checkNowOrLater(where, list);
    for (const { pluginId, value } of added.screens) checkNowOrLater(`Screen "${value.screen}" of plugin "${pluginId}"`, value.blocks);
    for (const [slot, { pluginId, value }] of added.slots) checkNowOrLater(`Slot "${slot}" of plugin "${pluginId}"`, [value]);
  }
  const postponed: { where: string; list: readonly LayoutBlock[] }[] = [];
  const everyTypeKnown = (list: readonly LayoutBlock[]): boolean => list.every((block) => blocks.map.has(block.type) && everyTypeKnown(block.children ?? []));

  const atStartUp: Added = { screens: [], slots: [] };
  for (const plugin of plugins) register(plugin.id, plugin.contributes, atStartUp);
  for (const { pluginId, value } of returnPaths.list) {
    if (!/^\/payment\/[^/$]+$/.test(value.returnPath)) {
      throw new PluginRegistryError(`Payment provider "${value.id}" of plugin "${pluginId}" returns to "${value.returnPath}"; return paths are /payment/{name}`);
    }
    const clash = routes.map.get(value.returnPath);
    if (clash) throw new PluginRegistryError(`Payment return route "${value.returnPath}" of plugin "${pluginId}" is also a route of plugin "${clash.pluginId}"`);
  }
  check(atStartUp);

  let generation = 0;
  // One download per part, however many calls wait for it; a failed one is asked for again.
  const downloads = new Map<ForVenues | ScreenPart, Promise<PluginContributions>>();
  const download = (part: ForVenues | ScreenPart) => {
    let loading = downloads.get(part);
    if (!loading) {
      loading = part.load();
      downloads.set(part, loading);
      loading.catch(() => downloads.delete(part));
    }
    return loading;
  };
  /** Registers a part's contributions once (the first caller to arrive), refusing what only start-up may add. */
  function registerLater(pluginId: string, contributions: PluginContributions, added: Added): void {
    // What every venue's start-up reads cannot come later: the router, the return routes and the menu's decoding are made.
    const early = EVERY_VENUE_READS.filter((key) => key in contributions);
    if (early.length > 0) throw new PluginRegistryError(`Later contributions of plugin "${pluginId}" hold ${early.join(", ")}, which every venue's start-up reads: contribute them in \`contributes\``);
    register(pluginId, contributions, added);
  }
  async function prepareScreen(screen: string): Promise<boolean> {
    const entry = pendingScreens.get(screen);
    if (!entry) return false;
    const contributions = await download(entry.part);
    // Another call for one of its screens may have added it meanwhile.
    if (pendingScreens.get(screen)?.part !== entry.part) return false;
    for (const name of entry.part.screens) pendingScreens.delete(name);
    const added: Added = { screens: [], slots: [] };
    registerLater(entry.pluginId, contributions, added);
    const missing = entry.part.screens.filter((name) => !screens.map.has(name));
    if (missing.length > 0) throw new PluginRegistryError(`Screen part of plugin "${entry.pluginId}" names screen "${missing[0]}" but brings no layout for it`);
    check(added);
    generation++;
    return true;
  }
  async function prepareFor(menu: MenuData): Promise<boolean> {
    const needed = [...pending].filter(([, forVenues]) => forVenues.applies(menu));
    if (needed.length === 0) return false;
    // A venue's contributions may use any screen's blocks (a slot of the cart's): every screen part comes first.
    await Promise.all([...pendingScreens.keys()].map((screen) => prepareScreen(screen)));
    const loaded = await Promise.all(needed.map(async ([pluginId, forVenues]) => [pluginId, await download(forVenues)] as const));
    const added: Added = { screens: [], slots: [] };
    let any = false;
    for (const [pluginId, contributions] of loaded) {
      // Two menus prepared at once wait for the same download: the first to go on adds it.
      if (!pending.delete(pluginId)) continue;
      registerLater(pluginId, contributions, added);
      any = true;
    }
    if (!any) return false;
    check(added);
    generation++;
    return true;
  }

  return {
    plugins,
    blocks: blocks.map,
    screens: screens.map,
    routes: routes.list,
    slots,
    paymentProviders: providers.map,
    formFieldTypes: fieldTypes.map,
    analyticsSinks: sinks.list,
    orderHandoffs: handoffs.list,
    orderWatchers: watchers.list,
    orderPayloadFields: payloadFields.list,
    checkoutFieldRules: fieldRules.list,
    mapProviders: maps.list,
    liveUpdates: live.list,
    contextFields: contextFields.list,
    menuFields: menuFields.list,
    paymentTypes: paymentTypes.map,
    refusalCodes: refusalCodes.map,
    texts,
    propsOf: (block) => (decodedProps.has(block) ? decodedProps.get(block) : (block.props ?? {})),
    loadTexts: textsLoader(plugins, texts),
    prepareFor,
    prepareScreen,
    get generation() {
      return generation;
    },
  };
}

/** The screens and slot entries one registration added, for the checks that follow it. */
interface Added {
  screens: Registered<ScreenLayout>[];
  slots: [string, Registered<LayoutBlock>][];
}

/** Each plugin's `textsIn` for a language, loaded once and merged into its keys' texts (the keys English has). */
function textsLoader(plugins: readonly CartaPlugin[], texts: Map<string, Registered<Map<string, string>>>): (language: string) => Promise<void> {
  const loaded = new Set<string>();
  return async (language) => {
    const code = language.trim().toLowerCase();
    if (code === "en" || loaded.has(code)) return;
    loaded.add(code);
    await Promise.all(
      plugins.map(async (plugin) => {
        if (!plugin.contributes.textsIn) return;
        try {
          const entries = await plugin.contributes.textsIn(code);
          for (const [key, text] of Object.entries(entries ?? {})) {
            const entry = texts.get(key);
            if (entry?.pluginId === plugin.id) entry.value.set(code, text);
          }
        } catch {
          // Offline before the chunk was cached: English texts, as for the core's catalogues.
          loaded.delete(code);
        }
      }),
    );
  };
}

/** Checks a list of blocks and their children; decodes each block's props once and keeps the result. */
function checkBlocks(
  where: string,
  list: readonly LayoutBlock[],
  blocks: ReadonlyMap<string, Registered<BlockDefinition<never>>>,
  when: { unknownPath(path: string): string | undefined; unknownOperator(rule: unknown): string | undefined },
  decodeProps: SchemaChecks["decode"] | undefined,
  decoded: WeakMap<LayoutBlock, unknown>,
  path = "blocks",
): void {
  list.forEach((block, index) => {
    const here = `${where}: ${path}[${index}] (${block.type})`;
    const definition = blocks.get(block.type)?.value;
    if (!definition) throw new PluginRegistryError(`${here} is an unknown block type "${block.type}"`);
    if (definition.props && decodeProps) {
      const props = decodeProps(definition.props as Schema.Codec<unknown, unknown>, block.props ?? {});
      if (!props.ok) throw new PluginRegistryError(`${here} has bad props: ${props.problems[0].text}`);
      decoded.set(block, props.value);
    }
    const operator = block.when === undefined ? undefined : when.unknownOperator(block.when);
    if (operator) throw new PluginRegistryError(`${here} has a "when" using "${operator}", an operator layouts do not evaluate (engine/layout-core/when-logic.ts)`);
    for (const name of conditionVars(block.when)) {
      const problem = when.unknownPath(name);
      if (problem) throw new PluginRegistryError(`${here} has a "when" reading "${name}": ${problem}`);
    }
    checkBlocks(where, block.children ?? [], blocks, when, decodeProps, decoded, `${path}[${index}].children`);
  });
}

function addTexts(texts: Map<string, Registered<Map<string, string>>>, pluginId: string, byLanguage: PluginContributions["texts"]): void {
  if (!byLanguage) return;
  const english = byLanguage["en"] ?? {};
  for (const [language, entries] of Object.entries(byLanguage)) {
    for (const [key, text] of Object.entries(entries)) {
      if (!Object.hasOwn(english, key)) throw new PluginRegistryError(`Text "${key}" of plugin "${pluginId}" has no English, the fallback of every language (${language} has it)`);
      let entry = texts.get(key);
      if (!entry) {
        entry = { pluginId, value: new Map() };
        texts.set(key, entry);
      } else if (entry.pluginId !== pluginId) {
        throw new PluginRegistryError(`Text "${key}" is contributed by both "${entry.pluginId}" and "${pluginId}"`);
      }
      entry.value.set(language, text);
    }
  }
}

function keyed<T>(what: string, keyOf: (value: T) => string) {
  const map = new Map<string, Registered<T>>();
  // In the order added; the registry hands out this array itself, so a later registration shows in it too.
  const list: Registered<T>[] = [];
  return {
    map,
    list,
    add(pluginId: string, value: T): Registered<T> {
      const key = keyOf(value);
      const existing = map.get(key);
      if (existing) {
        throw new PluginRegistryError(
          existing.pluginId === pluginId
            ? `${what} "${key}" is contributed twice by plugin "${pluginId}"`
            : `${what} "${key}" is contributed by both "${existing.pluginId}" and "${pluginId}"`,
        );
      }
      const entry = { pluginId, value };
      map.set(key, entry);
      list.push(entry);
      return entry;
    },
  };
}

function checkOptions(plugin: CartaPlugin, schemas: SchemaChecks): void {
  if (!plugin.optionsSchema) return;
  const decoded = schemas.decode(plugin.optionsSchema as Schema.Codec<unknown, unknown>, plugin.options);
  if (!decoded.ok) throw new PluginRegistryError(`Plugin "${plugin.id}" has bad options: ${decoded.problems[0].text}`);
}

function validLayout(pluginId: string, layout: ScreenLayout, schemas: SchemaChecks): ScreenLayout {
  const decoded = schemas.layout(layout);
  if (!decoded.ok) throw new PluginRegistryError(`Screen layout of plugin "${pluginId}" is invalid: ${decoded.problems[0].text}`);
  return decoded.value;
}

/** Every `var` a JSON Logic condition reads: `{"var": "a.b"}`, `{"var": ["a.b", default]}`. */
function conditionVars(condition: unknown): string[] {
  if (Array.isArray(condition)) return condition.flatMap(conditionVars);
  if (typeof condition !== "object" || condition === null) return [];
  const found: string[] = [];
  for (const [operator, argument] of Object.entries(condition)) {
    const name = operator === "var" ? (Array.isArray(argument) ? argument[0] : argument) : undefined;
    if (typeof name === "string" || typeof name === "number") found.push(String(name));
    else found.push(...conditionVars(argument));
  }
  return found;
}
