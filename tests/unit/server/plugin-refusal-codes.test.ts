import { describe, expect, it } from "vitest";
import * as Schema from "effect/Schema";
import { defineServerPlugin, type ServerPlugin } from "../../../engine/plugin-api/server";
import { orderRefusalOf } from "../../../server/plugins/plugin-services";
import type { VenueContext } from "../../../server/venues/venue-context";
import { loadDemoMenu } from "../../support/demo-menu";

/**
 * Plugin refusal codes (decision 0065), the server's half of the contract: a server half declares its codes (none of
 * the core's, none of another plugin's: start-up stops), refuses an order with them in the core's refusal shape,
 * and may not use a code it did not declare. Made-up plugins, so this holds with any plugin list.
 */
const venue = (pluginOptions: Record<string, unknown> = {}) =>
  ({ pluginOptions, derived: (_key: string, compute: () => unknown) => compute() }) as unknown as VenueContext;
/** The order's payload fields as the route decoded them, per plugin (decision 0064): each plugin here reads the same. */
const input = (additionalData: Record<string, unknown>) => ({ menu: loadDemoMenu(), fields: new Map(["example-tables", "probe", "stray"].map((id) => [id, additionalData])) });

const tables = defineServerPlugin({
  id: "example-tables",
  routes: [],
  options: Schema.Struct({ heldTables: Schema.Array(Schema.String) }) as never,
  refusalCodes: ["table_held"],
  orderRefusal: ({ options, additionalData }) => {
    const held = (options as { heldTables: string[] } | undefined)?.heldTables ?? [];
    return held.includes(String(additionalData["table"])) ? { detail: "The table is held.", reasons: [{ code: "table_held", field: "additional_data.table" }] } : undefined;
  },
});

describe("plugin refusal codes on the server (decision 0065)", () => {
  it("asks each plugin with its options at the venue; the first refusal answers, in the core's shape", async () => {
    const refuse = orderRefusalOf([tables]);
    const at = venue({ "example-tables": { heldTables: ["7"] } });
    expect(await refuse(at, input({ table: "7" }))).toEqual({ detail: "The table is held.", reasons: [{ code: "table_held", field: "additional_data.table" }] });
    expect(await refuse(at, input({ table: "8" }))).toBeUndefined();
    expect(await refuse(venue(), input({ table: "7" }))).toBeUndefined();
    // Without a refusing plugin every order passes.
    expect(await orderRefusalOf([])(at, input({ table: "7" }))).toBeUndefined();
  });

  it("stops start-up on a core code, a code two plugins declare, or one not in snake_case", () => {
    const declaring = (id: string, codes: string[]): ServerPlugin => defineServerPlugin({ id, routes: [], refusalCodes: codes });
    expect(() => orderRefusalOf([declaring("a", ["coupon_invalid"])])).toThrow('Refusal code "coupon_invalid" of plugin "a" is one of the core\'s');
    expect(() => orderRefusalOf([tables, declaring("b", ["table_held"])])).toThrow('Refusal code "table_held" of plugin "b" is also declared by plugin "example-tables"');
    expect(() => orderRefusalOf([declaring("c", ["Table Held"])])).toThrow("snake_case");
  });

  it("refuses to answer with a code the plugin did not declare: a fault of the plugin, not a guest's 422", async () => {
    const stray = defineServerPlugin({ id: "stray", routes: [], refusalCodes: ["mine"], orderRefusal: () => ({ detail: "No.", reasons: [{ code: "table_held" }] }) });
    await expect(orderRefusalOf([tables, stray])(venue(), input({}))).rejects.toThrow('Plugin "stray" refused an order with refusal code "table_held", which it does not declare');
  });
});
