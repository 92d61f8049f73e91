import { describe, expect, it } from "vitest";
import { decodeMenuData, menuDataFields, type MenuData } from "../../../schemas/menu";
import { decodeValidMenu } from "../../../schemas/menu/decode-menu-generated";
import { defineMenuField, menuFieldValue, PLUGIN_FIELD_TEXT_LIMIT } from "../../../schemas/menu/plugin-fields";
import { createRegistry, definePlugin, PluginRegistryError, withLaterContributions } from "../../../engine/plugin-api";
import { allStartUpChecks } from "../../../engine/plugin-api/schema-checks";
import { scalarSettings } from "../../../engine/layout-core/layout-context";
import { corePlugin } from "../../../screens/core/core-plugin";
import { venueGroupPlugin } from "../../../plugins/integration-venue-group";
import { inVenueGroupMode, VENUE_GROUP_MODE } from "../../../plugins/integration-venue-group/mode";
import { fullPayload, minimalPayload } from "./fixtures/sample-menu";

function decoded(input: unknown): MenuData {
  const result = decodeMenuData(input);
  if (!result.ok) throw new Error(result.problems.map((p) => p.text).join("\n"));
  return result.value;
}

describe("the menu payload's fields the core does not know (decision 0066)", () => {
  const payload = () => ({
    ...minimalPayload(),
    al_futtaim_enabled: "true",
    partner_code: "X1",
    partner_rate: 1.5,
    partner_note: null,
    partner_list: [1, 2],
    partner_object: { a: 1 },
    partner_essay: "x".repeat(PLUGIN_FIELD_TEXT_LIMIT + 1),
  });

  it("keeps their scalars for the plugins, as the wire has them; lists, objects and long texts are dropped", () => {
    const menu = decoded(payload());
    expect(menu.pluginFields).toStrictEqual({ al_futtaim_enabled: "true", partner_code: "X1", partner_rate: 1.5, partner_note: null });
    // The core's own fields are its schema's, never the plugins'.
    expect(menu.pluginFields).not.toHaveProperty("license");
    expect(menu).not.toHaveProperty("al_futtaim_enabled");
  });

  it("the decoded value has every field of the core's schema, whose own keys are thus the core's names", () => {
    expect(Object.keys(decoded(minimalPayload())).sort()).toEqual(Object.keys(menuDataFields).sort());
  });

  it("a payload with none has no plugin fields at all", () => {
    expect(decoded(minimalPayload())).not.toHaveProperty("pluginFields");
    expect(decoded(fullPayload()).pluginFields).toEqual({ al_futtaim_enabled: false });
  });

  it("keeps them when a setting had to be repaired too", () => {
    const result = decodeMenuData({ ...payload(), enable_search: "perhaps" });
    expect(result.ok && result.repairs.length).toBe(1);
    expect(result.ok && result.value.pluginFields?.["al_futtaim_enabled"]).toBe("true");
  });

  it("the first screen's generated decoder gives the same value", () => {
    for (const input of [payload(), minimalPayload(), fullPayload()]) {
      expect(decodeValidMenu(input)).toStrictEqual(decodeMenuData(input));
    }
  });

  it("a JSON key __proto__ is not kept and changes no prototype", () => {
    const menu = decoded(JSON.parse('{"id": 1, "name": "Tiny", "license": "tiny", "__proto__": "x", "partner_code": "X1"}'));
    expect(menu.pluginFields).toStrictEqual({ partner_code: "X1" });
    expect(Object.getPrototypeOf(menu.pluginFields)).toBe(Object.prototype);
  });

  it("a plugin reads one with its own reader, and its fallback when absent or refused", () => {
    const count = defineMenuField({ name: "partner_rate", read: (raw) => (typeof raw === "number" ? raw : undefined), fallback: 0 });
    expect(menuFieldValue(decoded(payload()), count)).toBe(1.5);
    expect(menuFieldValue(decoded(minimalPayload()), count)).toBe(0);
    expect(menuFieldValue(decoded({ ...minimalPayload(), partner_rate: "many" }), count)).toBe(0);
  });
});

describe("the venue-group mode's switch is the plugin's menu field", () => {
  it("on for the payload's al_futtaim_enabled as the core's switches read (true, \"true\", 1); off without it", () => {
    expect(inVenueGroupMode(decoded({ ...minimalPayload(), al_futtaim_enabled: true }))).toBe(true);
    expect(inVenueGroupMode(decoded({ ...minimalPayload(), al_futtaim_enabled: "true" }))).toBe(true);
    expect(inVenueGroupMode(decoded({ ...minimalPayload(), al_futtaim_enabled: 1 }))).toBe(true);
    expect(inVenueGroupMode(decoded({ ...minimalPayload(), al_futtaim_enabled: false }))).toBe(false);
    expect(inVenueGroupMode(decoded({ ...minimalPayload(), al_futtaim_enabled: "maybe" }))).toBe(false);
    expect(inVenueGroupMode(decoded(minimalPayload()))).toBe(false);
  });

  it("reaches the layouts as settings.al_futtaim_enabled, decoded by the plugin's reader", async () => {
    const registry = createRegistry(await withLaterContributions([corePlugin, venueGroupPlugin]), allStartUpChecks);
    const fields = registry.menuFields.map((entry) => entry.value);
    expect(registry.menuFields.map((entry) => [entry.pluginId, entry.value.name])).toEqual([["integration-venue-group", "al_futtaim_enabled"]]);
    expect(scalarSettings(decoded({ ...minimalPayload(), al_futtaim_enabled: "1" }), fields)["al_futtaim_enabled"]).toBe(true);
    expect(scalarSettings(decoded(minimalPayload()), fields)["al_futtaim_enabled"]).toBe(false);
    // Without the plugin the core's settings have no such name.
    expect(scalarSettings(decoded({ ...minimalPayload(), al_futtaim_enabled: true }))).not.toHaveProperty("al_futtaim_enabled");
  });

  it("a layout may read a menu field only when a plugin declares it; a plugin may not declare one of the core's", async () => {
    // The core with its ordering screens' part, whose `cart.busy` the probe's slot holds (decision 0077).
    const [core] = await withLaterContributions([corePlugin]);
    const reading = (menuFields: readonly (typeof VENUE_GROUP_MODE)[]) =>
      definePlugin({ id: "probe", contributes: { menuFields, slots: { "cart.overlay": [{ type: "cart.busy", when: { var: "settings.al_futtaim_enabled" } }] } } });
    expect(() => createRegistry([core!, reading([])], allStartUpChecks)).toThrow(/settings\.al_futtaim_enabled/);
    expect(() => createRegistry([core!, reading([VENUE_GROUP_MODE])], allStartUpChecks)).not.toThrow();
    const clash = definePlugin({ id: "probe", contributes: { menuFields: [defineMenuField({ name: "enable_search", read: () => true, fallback: false })] } });
    expect(() => createRegistry([core!, clash], allStartUpChecks)).toThrow(PluginRegistryError);
  });
});
