import { describe, expect, it } from "vitest";
import * as Schema from "effect/Schema";
import { createRegistry, definePlugin, PluginRegistryError, withLaterContributions, type CartaPlugin, type PluginRegistry, type LaterContributions } from "../../../engine/plugin-api";
import { schemaChecks } from "../../../engine/plugin-api/schema-checks";

const Nothing = () => null;

const core = definePlugin({
  id: "core",
  contributes: {
    blocks: [{ type: "home.category-grid", component: Nothing }],
    screens: [{ version: 1, screen: "home", blocks: [{ type: "home.category-grid" }] }],
    routes: [{ path: "/home", screen: "home" }],
  },
});

const payment = (id: string, returnPath = `/payment/${id}`): CartaPlugin =>
  definePlugin({
    id: `payment-${id}`,
    contributes: {
      paymentProviders: [
        {
          id,
          returnPath,
          readsReturn: async () => ({
            queryParams: ["reference"],
            statusCall: (q) => (q["reference"] ? { method: "POST", path: `/en/${id}/status/` } : undefined),
            reference: (q) => q["reference"],
          }),
        },
      ],
    },
  });

describe("plugin registry: one API, clashes stop start-up", () => {
  it("collects every contribution with the plugin it came from", () => {
    const registry = createRegistry([core, payment("stripe")]);
    expect(registry.blocks.get("home.category-grid")?.pluginId).toBe("core");
    expect(registry.screens.get("home")?.value.blocks).toHaveLength(1);
    expect(registry.routes.map((r) => r.value.path)).toEqual(["/home"]);
    expect(registry.paymentProviders.get("stripe")?.pluginId).toBe("payment-stripe");
  });

  it("refuses a plugin registered twice, naming it", () => {
    expect(() => createRegistry([core, payment("stripe"), payment("stripe")])).toThrow(
      new PluginRegistryError('Plugin "payment-stripe" is registered twice'),
    );
  });

  it("refuses a plugin that claims a core block, naming both", () => {
    const rogue = definePlugin({ id: "rogue", contributes: { blocks: [{ type: "home.category-grid", component: Nothing }] } });
    expect(() => createRegistry([core, rogue])).toThrow('Block type "home.category-grid" is contributed by both "core" and "rogue"');
  });

  it("refuses two providers on one return route", () => {
    expect(() => createRegistry([core, payment("stripe"), payment("stripe-2", "/payment/stripe")])).toThrow(
      'Payment return route "/payment/stripe" is contributed by both "payment-stripe" and "payment-stripe-2"',
    );
  });

  it("refuses a route to a screen nobody contributes", () => {
    const lost = definePlugin({ id: "lost", contributes: { routes: [{ path: "/lost", screen: "nowhere" }] } });
    expect(() => createRegistry([core, lost])).toThrow('Route "/lost" of plugin "lost" draws screen "nowhere", which no plugin contributes');
  });

  it("refuses an invalid layout with the path of the problem", () => {
    const broken = definePlugin({
      id: "broken",
      contributes: { screens: [{ version: 1, screen: "Bad Name", blocks: [] }] },
    });
    expect(() => createRegistry([core, broken], { schemas: schemaChecks })).toThrow(/Screen layout of plugin "broken" is invalid: screen: /);
  });

  it("without the schema checks (production), takes layouts and options as written", () => {
    const withOptions = definePlugin({
      id: "configured",
      optionsSchema: Schema.Struct({ endpoint: Schema.String }),
      options: { endpoint: 42 } as unknown as { endpoint: string },
      contributes: {},
    });
    expect(() => createRegistry([core, withOptions])).not.toThrow();
  });

  it("validates a plugin's options with its schema", () => {
    const withOptions = definePlugin({
      id: "configured",
      optionsSchema: Schema.Struct({ endpoint: Schema.String }),
      options: { endpoint: 42 } as unknown as { endpoint: string },
      contributes: {},
    });
    expect(() => createRegistry([core, withOptions], { schemas: schemaChecks })).toThrow('Plugin "configured" has bad options: endpoint: expected a string');
  });
});

describe("venue contributions (decision 0076): only a venue whose menu asks for them loads them, before it shows", () => {
  type Menu = Parameters<PluginRegistry["prepareFor"]>[0];
  const menuWith = (flag: boolean) => ({ pluginFields: { probe_mode: flag } }) as unknown as Menu;
  /** A plugin whose route draws a screen that comes with its venue contributions, and counts their downloads. */
  function modePlugin(contributions: LaterContributions = {}) {
    const downloads: string[] = [];
    const plugin = definePlugin({
      id: "probe",
      contributes: { routes: [{ path: "/probe", screen: "probe" }] },
      forVenues: {
        applies: (menu) => (menu as unknown as { pluginFields: { probe_mode: boolean } }).pluginFields.probe_mode,
        load: async () => {
          downloads.push("probe");
          return {
            blocks: [{ type: "probe.banner", component: Nothing }],
            screens: [{ version: 1, screen: "probe", blocks: [{ type: "probe.banner" }] }],
            slots: { "home.after": [{ type: "probe.banner" }] },
            contextFields: [{ name: "probeFlag", schema: undefined, get: () => true, subscribe: () => () => {} }],
            ...contributions,
          };
        },
      },
    });
    return { plugin, downloads };
  }

  it("a venue whose menu does not ask never downloads them, and the route's screen may wait for them", async () => {
    const { plugin, downloads } = modePlugin();
    const registry = createRegistry([core, plugin]);
    expect(registry.routes.map((r) => r.value.path)).toEqual(["/home", "/probe"]);
    expect(await registry.prepareFor(menuWith(false))).toBe(false);
    expect(downloads).toEqual([]);
    expect(registry.screens.has("probe")).toBe(false);
    expect(registry.generation).toBe(0);
  });

  it("a venue whose menu asks gets them once, in the lists the app already holds", async () => {
    const { plugin, downloads } = modePlugin();
    const registry = createRegistry([core, plugin]);
    const contextFields = registry.contextFields;
    const [first, second] = await Promise.all([registry.prepareFor(menuWith(true)), registry.prepareFor(menuWith(true))]);
    expect([first, second]).toContain(true);
    expect(await registry.prepareFor(menuWith(true))).toBe(false);
    expect(registry.screens.get("probe")?.pluginId).toBe("probe");
    expect(registry.slots.get("home.after")?.map((entry) => entry.value.type)).toEqual(["probe.banner"]);
    expect(contextFields.map((f) => f.value.name)).toEqual(["probeFlag"]);
    expect(registry.generation).toBe(1);
    expect(downloads.length).toBeGreaterThanOrEqual(1);
  });

  it("they are checked as start-up checks the rest: a clash or an unknown block refuses them, naming the plugin", async () => {
    const clash = createRegistry([core, modePlugin({ blocks: [{ type: "home.category-grid", component: Nothing }] }).plugin]);
    await expect(clash.prepareFor(menuWith(true))).rejects.toThrow('Block type "home.category-grid" is contributed by both "core" and "probe"');
    const late = createRegistry([core, modePlugin({ routes: [{ path: "/late", screen: "probe" }] } as LaterContributions).plugin]);
    await expect(late.prepareFor(menuWith(true))).rejects.toThrow('Later contributions of plugin "probe" hold routes, which every venue\'s start-up reads');
    const unknown = createRegistry([core, modePlugin({ slots: { "home.after": [{ type: "probe.missing" }] } }).plugin]);
    await expect(unknown.prepareFor(menuWith(true))).rejects.toThrow(/Slot "home.after" of plugin "probe".*unknown block type "probe.missing"/);
  });

  it("a download that fails is asked for again on the next menu", async () => {
    let attempts = 0;
    const plugin = definePlugin({
      id: "flaky",
      contributes: {},
      forVenues: {
        applies: () => true,
        load: async () => {
          attempts++;
          if (attempts === 1) throw new Error("offline");
          return { blocks: [{ type: "flaky.banner", component: Nothing }] };
        },
      },
    });
    const registry = createRegistry([core, plugin]);
    await expect(registry.prepareFor(menuWith(true))).rejects.toThrow("offline");
    expect(await registry.prepareFor(menuWith(true))).toBe(true);
    expect(registry.blocks.has("flaky.banner")).toBe(true);
  });

  it("development and the tests merge them at start-up (withLaterContributions), where every check sees them", async () => {
    const [merged] = await withLaterContributions([modePlugin().plugin]);
    expect(merged!.forVenues).toBeUndefined();
    expect(merged!.contributes.routes?.map((r) => r.path)).toEqual(["/probe"]);
    expect(merged!.contributes.screens?.map((s) => s.screen)).toEqual(["probe"]);
    const registry = createRegistry([core, merged!]);
    expect(registry.slots.get("home.after")).toHaveLength(1);
    expect(() => createRegistry([core, { ...merged!, contributes: { ...merged!.contributes, screens: [] } }])).toThrow('draws screen "probe", which no plugin contributes');
  });
});

describe("screen parts (decision 0077): a screen's layout and blocks come with the first route that draws it", () => {
  function partPlugin(contributions: LaterContributions = {}) {
    let downloads = 0;
    const plugin = definePlugin({
      id: "shop",
      contributes: { routes: [{ path: "/basket", screen: "basket" }, { path: "/pay", screen: "pay" }] },
      screenParts: [
        {
          screens: ["basket", "pay"],
          load: async () => {
            downloads++;
            return {
              blocks: [{ type: "shop.page", component: Nothing }],
              screens: [
                { version: 1, screen: "basket", blocks: [{ type: "shop.page" }] },
                { version: 1, screen: "pay", blocks: [{ type: "shop.page" }, { type: "home.category-grid" }] },
              ],
              ...contributions,
            };
          },
        },
      ],
    });
    return { plugin, downloads: () => downloads };
  }

  it("start-up takes the routes before their screens; the first of them brings all the part's screens, once", async () => {
    const { plugin, downloads } = partPlugin();
    const registry = createRegistry([core, plugin]);
    expect(registry.screens.has("basket")).toBe(false);
    expect(await registry.prepareScreen("home")).toBe(false);
    const [first, second] = await Promise.all([registry.prepareScreen("basket"), registry.prepareScreen("pay")]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(registry.screens.get("pay")?.pluginId).toBe("shop");
    expect(registry.blocks.has("shop.page")).toBe(true);
    expect(downloads()).toBe(1);
    expect(registry.generation).toBe(1);
  });

  it("a part that does not bring a screen it names, or a clash, is refused, naming the plugin", async () => {
    const short = createRegistry([core, partPlugin({ screens: [{ version: 1, screen: "basket", blocks: [] }] }).plugin]);
    await expect(short.prepareScreen("basket")).rejects.toThrow('Screen part of plugin "shop" names screen "pay" but brings no layout for it');
    const clash = createRegistry([core, partPlugin({ blocks: [{ type: "home.category-grid", component: Nothing }] }).plugin]);
    await expect(clash.prepareScreen("pay")).rejects.toThrow('Block type "home.category-grid" is contributed by both "core" and "shop"');
  });

  it("a venue's contributions wait for every screen part, since their slots may use any screen's blocks", async () => {
    const shop = partPlugin().plugin;
    const mode = definePlugin({
      id: "mode",
      contributes: {},
      forVenues: { applies: () => true, load: async () => ({ slots: { "basket.after": [{ type: "shop.page" }] } }) },
    });
    const registry = createRegistry([core, shop, mode]);
    expect(await registry.prepareFor({} as Parameters<PluginRegistry["prepareFor"]>[0])).toBe(true);
    expect(registry.screens.has("basket")).toBe(true);
    expect(registry.slots.get("basket.after")).toHaveLength(1);
  });
});

describe("a slot or layout using a screen part's blocks (decision 0077)", () => {
  const shop = definePlugin({
    id: "shop",
    contributes: { routes: [{ path: "/basket", screen: "basket" }] },
    screenParts: [{ screens: ["basket"], load: async () => ({ blocks: [{ type: "shop.busy", component: Nothing }], screens: [{ version: 1, screen: "basket", blocks: [] }] }) }],
  });
  const slotWith = (type: string) => definePlugin({ id: "blur", contributes: { slots: { "basket.overlay": [{ type }] } } });

  it("is checked once the part is in, not refused at start-up", async () => {
    const registry = createRegistry([core, shop, slotWith("shop.busy")]);
    expect(await registry.prepareScreen("basket")).toBe(true);
    expect(registry.slots.get("basket.overlay")).toHaveLength(1);
  });

  it("a type the part does not bring either is refused then, naming the slot", async () => {
    const registry = createRegistry([core, shop, slotWith("shop.missing")]);
    await expect(registry.prepareScreen("basket")).rejects.toThrow(/Slot "basket.overlay" of plugin "blur".*unknown block type "shop.missing"/);
  });

  it("with no part to come, an unknown type stops start-up as before", () => {
    expect(() => createRegistry([core, slotWith("shop.busy")])).toThrow(/unknown block type "shop.busy"/);
  });
});
