import { describe, expect, it } from "vitest";
import { createRegistry, defineBlock, definePlugin, definePluginTexts, missingPluginTexts, withLaterContributions } from "../../../engine/plugin-api";
import { allStartUpChecks } from "../../../engine/plugin-api/schema-checks";
import type { LayoutBlock } from "../../../schemas/layout";
import { everyPlugin as plugins } from "../../support/app-plugins";
import { corePlugin } from "../../../screens/core/core-plugin";

/** Every `slot` block's name in a layout, nested ones included. */
function slotNames(blocks: readonly LayoutBlock[]): string[] {
  return blocks.flatMap((block) => [...(block.type === "slot" ? [String((block.props as { name?: unknown } | undefined)?.name)] : []), ...slotNames(block.children ?? [])]);
}

// The core alone, its ordering screens' part loaded, as development starts (decision 0077).
const core = createRegistry(await withLaterContributions([corePlugin]), allStartUpChecks);
const slotsOf = (screen: string) => slotNames(core.screens.get(screen)?.value.blocks ?? []);

describe("the core screens offer slots plugins fill with blocks (docs/layouts.md, 'Slots')", () => {
  it("the cart: under the lines, before the totals, and over the page (a plugin's blur)", () => {
    expect(slotsOf("cart")).toEqual(expect.arrayContaining(["cart.after-items", "cart.before-totals", "cart.overlay"]));
  });

  it("the checkout: above the form and over it", () => {
    expect(slotsOf("checkout")).toEqual(expect.arrayContaining(["checkout.before-form", "checkout.overlay"]));
  });

  it("the order screen: between the tips and the payment options, and after the receipt", () => {
    expect(slotsOf("order")).toEqual(expect.arrayContaining(["order.after-tips", "order.after-receipt"]));
  });

  it("the order screen's view draws `order.notices` above the tracker and `order.tracker-actions` in it", async () => {
    const source = await import("node:fs").then((fs) => fs.readFileSync("screens/order/order-view.tsx", "utf8"));
    expect(source).toContain('<SlotBlocks name="order.notices"');
    expect(source).toContain('<SlotBlocks name="order.tracker-actions"');
  });

  it("the order screen's parts are blocks a plugin's screen composes: order.live, order.summary, order.payment-options", () => {
    for (const type of ["order.live", "order.summary", "order.payment-options"]) expect(core.blocks.has(type)).toBe(true);
  });

  it("the home: beside the order-type selector (a plugin's own condition for it)", () => {
    expect(slotsOf("home")).toContain("home.order-type");
  });

  it("the product screen: beside the add button", () => {
    expect(slotsOf("product")).toContain("product.before-add");
  });

  it("a plugin's block in a slot is registered under that slot, its `when` checked like a layout's", () => {
    const Note = () => null;
    const plugin = definePlugin({
      id: "my-plugin",
      contributes: {
        blocks: [defineBlock({ type: "my-plugin.note", component: Note })],
        slots: { "cart.after-items": [{ type: "my-plugin.note", when: { var: "settings.enable_order" } }] },
      },
    });
    const registry = createRegistry([...plugins, plugin], allStartUpChecks);
    expect(registry.slots.get("cart.after-items")?.map((entry) => [entry.pluginId, entry.value.type])).toContainEqual(["my-plugin", "my-plugin.note"]);
    const typo = definePlugin({ ...plugin, contributes: { ...plugin.contributes, slots: { "cart.after-items": [{ type: "my-plugin.note", when: { var: "settings.enable_ordr" } }] } } });
    expect(() => createRegistry([...plugins, typo], allStartUpChecks)).toThrow('"settings.enable_ordr" is no setting of the menu payload');
  });
});

describe("plugin texts: a plugin's own catalogue in the 14 UI languages", () => {
  it("names each language that lacks a key the English has", () => {
    const texts = definePluginTexts({ en: { "my-plugin.hello": "Hello" }, ar: { "my-plugin.hello": "مرحبا" } });
    const missing = missingPluginTexts(texts);
    expect(missing).toHaveLength(12);
    expect(missing).toContain("de:my-plugin.hello");
    expect(missing).not.toContain("ar:my-plugin.hello");
  });

  it("reads a contributed text through the registry, in the guest's language or English", async () => {
    const { pluginText } = await import("../../../engine/i18n/ui-text");
    const plugin = definePlugin({ id: "my-plugin", contributes: { texts: definePluginTexts({ en: { "my-plugin.hello": "Hello {name}" }, ar: { "my-plugin.hello": "مرحبا {name}" } }) } });
    const registry = createRegistry([corePlugin, plugin]);
    expect(pluginText(registry.texts, "my-plugin.hello", "ar", { name: "Sara" })).toBe("مرحبا Sara");
    expect(pluginText(registry.texts, "my-plugin.hello", "de", { name: "Sara" })).toBe("Hello Sara");
  });
});
