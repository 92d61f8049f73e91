import { describe, expect, it } from "vitest";
import * as Schema from "effect/Schema";
import { createStore } from "@tanstack/store";
import { ACTIVE_ORDER, createRegistry, defineBlock, defineContextField, definePlugin, type CartaPlugin } from "../../../engine/plugin-api";
import type { LayoutBlock } from "../../../schemas/layout";
import { everyPlugin as plugins } from "../../support/app-plugins";
import { coreContextFields } from "../../../engine/layout-core/context-shape";
import { allStartUpChecks } from "../../../engine/plugin-api/schema-checks";
import { CORE_CONTEXT_FIELD_NAMES } from "../../../engine/layout-core/context-names";

const Nothing = () => null;
const Banner = Schema.Struct({ text: Schema.String });

/** A plugin with one screen of the given blocks, and the blocks it may use. */
function screenPlugin(blocks: LayoutBlock[], extra: Partial<CartaPlugin["contributes"]> = {}): CartaPlugin {
  return definePlugin({
    id: "my-plugin",
    contributes: {
      blocks: [defineBlock({ type: "my-plugin.banner", component: Nothing, props: Banner })],
      screens: [{ version: 1, screen: "my-screen", blocks }],
      ...extra,
    },
  });
}

/** Start-up as in development and the tests: with the schemas' checks and every `when` variable checked. */
const checked = (list: readonly CartaPlugin[]) => createRegistry(list, allStartUpChecks);
const start = (plugin: CartaPlugin) => () => checked([...plugins, plugin]);

describe("start-up checks: a layout mistake fails start-up, naming the layout, the block and the field", () => {
  it("the app's own plugins pass every check", () => {
    expect(() => checked(plugins)).not.toThrow();
  });

  it("names the same core fields in the schema and in the list plugins may not take", () => {
    expect([...CORE_CONTEXT_FIELD_NAMES].sort()).toEqual(Object.keys(coreContextFields().fields).sort());
  });

  it("a typo in a `when` variable", () => {
    const typo = screenPlugin([{ type: "my-plugin.banner", props: { text: "hi" }, when: { var: "cart.totalQuantiy" } }]);
    expect(start(typo)).toThrow('Screen "my-screen" of plugin "my-plugin": blocks[0] (my-plugin.banner) has a "when" reading "cart.totalQuantiy": "cart" has no "totalQuantiy"');
  });

  it("a setting the menu payload does not have, and a context field nobody provides", () => {
    const setting = screenPlugin([{ type: "my-plugin.banner", props: { text: "hi" }, when: { and: [true, { "!": { var: "settings.enable_serach" } }] } }]);
    expect(start(setting)).toThrow('"settings.enable_serach" is no setting of the menu payload');
    const field = screenPlugin([{ type: "my-plugin.banner", props: { text: "hi" }, when: { var: ["loyalty.points", 0] } }]);
    expect(start(field)).toThrow('reading "loyalty.points": "loyalty" is no context field');
  });

  it("a `when` operator layouts do not evaluate (decision 0067), nested or in a slot", () => {
    const nested = screenPlugin([{ type: "my-plugin.banner", props: { text: "hi" }, children: [{ type: "my-plugin.banner", props: { text: "x" }, when: { and: [{ var: "isOpen" }, { cat: ["a", "b"] }] } }] }]);
    expect(start(nested)).toThrow('Screen "my-screen" of plugin "my-plugin": blocks[0].children[0] (my-plugin.banner) has a "when" using "cat", an operator layouts do not evaluate');
    const slot = definePlugin({ id: "slotted", contributes: { slots: { "cart.after-items": [{ type: "cart.busy", when: { max: [1, 2] } }] } } });
    expect(start(slot)).toThrow('Slot "cart.after-items" of plugin "slotted": blocks[0] (cart.busy) has a "when" using "max"');
    const fine = screenPlugin([{ type: "my-plugin.banner", props: { text: "hi" }, when: { if: [{ in: ["ar", { var: "languages" }] }, { ">=": [{ var: "cart.total" }, 10] }, false] } }]);
    expect(start(fine)).not.toThrow();
  });

  it("an unknown block type, nested or in a slot", () => {
    const nested = screenPlugin([{ type: "my-plugin.banner", props: { text: "hi" }, children: [{ type: "my-plugin.baner" }] }]);
    expect(start(nested)).toThrow('Screen "my-screen" of plugin "my-plugin": blocks[0].children[0] (my-plugin.baner) is an unknown block type "my-plugin.baner"');
    const slot = definePlugin({ id: "slotted", contributes: { slots: { "cart.after-items": [{ type: "nowhere.block" }] } } });
    expect(start(slot)).toThrow('Slot "cart.after-items" of plugin "slotted": blocks[0] (nowhere.block) is an unknown block type');
  });

  it("props their schema refuses", () => {
    const bad = screenPlugin([{ type: "my-plugin.banner", props: { text: 42 } }]);
    expect(start(bad)).toThrow(/blocks\[0\] \(my-plugin.banner\) has bad props: .*text/);
  });

  it("a route path or a payment return path claimed twice", () => {
    const route = definePlugin({ id: "again", contributes: { routes: [{ path: "/home", screen: "home" }] } });
    expect(start(route)).toThrow('Route "/home" is contributed by both "core" and "again"');
    const clash = definePlugin({ id: "route-on-return", contributes: { routes: [{ path: "/payment/stripe", screen: "home" }] } });
    expect(start(clash)).toThrow('Payment return route "/payment/stripe" of plugin "payment-stripe" is also a route of plugin "route-on-return"');
  });
});

describe("plugin context fields and texts", () => {
  it("a plugin's context field can be read in `when`, down its schema", () => {
    const points = createStore({ points: 3, tier: { name: "gold" } });
    const plugin = screenPlugin([{ type: "my-plugin.banner", props: { text: "hi" }, when: { "==": [{ var: "loyalty.tier.name" }, "gold"] } }], {
      contextFields: [
        defineContextField({
          name: "loyalty",
          schema: Schema.Struct({ points: Schema.Number, tier: Schema.Struct({ name: Schema.String }) }),
          get: () => points.state,
          subscribe: (onChange) => points.subscribe(onChange).unsubscribe,
        }),
      ],
    });
    const registry = checked([...plugins, plugin]);
    expect(registry.contextFields.map((f) => f.value.name)).toContain("loyalty");
    expect(registry.propsOf(registry.screens.get("my-screen")!.value.blocks[0]!)).toEqual({ text: "hi" });
  });

  it("a context field may not take a core name", () => {
    const field = defineContextField({ name: "cart", schema: Schema.Number, get: () => 1, subscribe: () => () => undefined });
    expect(start(screenPlugin([], { contextFields: [field] }))).toThrow('Context field "cart" of plugin "my-plugin" is one of the core\'s');
  });

  it("a field the core reads under a shared contract must keep its schema", () => {
    const field = defineContextField({ name: ACTIVE_ORDER.name, schema: Schema.Number, get: () => 1, subscribe: () => () => undefined });
    expect(() => checked([screenPlugin([], { contextFields: [field] })])).toThrow(
      'Context field "activeOrder" of plugin "my-plugin" must use the shared schema (engine/plugin-api/shared-context-fields.ts)',
    );
    const proper = defineContextField({ ...ACTIVE_ORDER, get: () => "order-1", subscribe: () => () => undefined });
    expect(() => checked([screenPlugin([], { contextFields: [proper] })])).not.toThrow();
  });

  it("texts need English, the fallback, and one owner", () => {
    expect(start(screenPlugin([], { texts: { en: { "my-plugin.hello": "Hello" }, ar: { "my-plugin.hello": "مرحبا" } } }))).not.toThrow();
    expect(start(screenPlugin([], { texts: { ar: { "my-plugin.hello": "مرحبا" } } }))).toThrow('Text "my-plugin.hello" of plugin "my-plugin" has no English');
  });
});
