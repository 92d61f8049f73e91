import { describe, expect, it } from "vitest";
import * as Schema from "effect/Schema";
import { createRegistry, definePlugin, PluginRegistryError, type CartaPlugin } from "../../../engine/plugin-api";
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
