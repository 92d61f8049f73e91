import { describe, expect, it } from "vitest";
import * as Schema from "effect/Schema";
import { createRegistry, definePlugin, PluginRegistryError, withVenueContributions, type CartaPlugin, type PluginRegistry, type VenueContributions } from "../../../engine/plugin-api";
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
  function modePlugin(contributions: VenueContributions = {}) {
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
    const late = createRegistry([core, modePlugin({ routes: [{ path: "/late", screen: "probe" }] } as VenueContributions).plugin]);
    await expect(late.prepareFor(menuWith(true))).rejects.toThrow('Venue contributions of plugin "probe" hold routes, which every venue\'s start-up reads');
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

  it("development and the tests merge them at start-up (withVenueContributions), where every check sees them", async () => {
    const [merged] = await withVenueContributions([modePlugin().plugin]);
    expect(merged!.forVenues).toBeUndefined();
    expect(merged!.contributes.routes?.map((r) => r.path)).toEqual(["/probe"]);
    expect(merged!.contributes.screens?.map((s) => s.screen)).toEqual(["probe"]);
    const registry = createRegistry([core, merged!]);
    expect(registry.slots.get("home.after")).toHaveLength(1);
    expect(() => createRegistry([core, { ...merged!, contributes: { ...merged!.contributes, screens: [] } }])).toThrow('draws screen "probe", which no plugin contributes');
  });
});
