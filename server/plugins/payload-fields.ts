/**
 * An order's `additional_data` read through the plugins that declare its fields (decision 0064): each field is decoded
 * by the schema of the one plugin that declares it, and handed to that plugin's pricing only. The core never reads
 * one itself. A name no listed plugin declares is refused (400), as is a value its schema refuses: the server keeps
 * nothing of a body it has not read, and a plugin removed from the list takes its fields with it.
 */
import type { PayloadField, ServerPlugin } from "../../engine/plugin-api/server";
import { decodeWith, formatPath } from "../../schemas/decode";

/** Each plugin's decoded fields, by plugin id, then field name; a plugin whose fields the order does not carry is absent. */
export type PluginFieldValues = ReadonlyMap<string, Readonly<Record<string, unknown>>>;

const MAX_NAME = 64;

export type DecodedPayloadFields = { ok: true; fields: PluginFieldValues } | { ok: false; problem: string };

/** Reads an order's `additional_data` (already decoded by the core as a bounded object of fields). */
export type PayloadFieldReader = (additionalData: Readonly<Record<string, unknown>>) => DecodedPayloadFields;

/**
 * The reader for the listed plugins' fields. Two plugins declaring one name would each read the other's value: that
 * stops start-up, naming both.
 */
export function payloadFieldsOf(plugins: readonly Pick<ServerPlugin, "id" | "payloadFields">[]): PayloadFieldReader {
  const owners = new Map<string, { pluginId: string; field: PayloadField }>();
  for (const plugin of plugins) {
    for (const field of plugin.payloadFields ?? []) {
      const taken = owners.get(field.name);
      if (taken) throw new Error(`Plugins "${taken.pluginId}" and "${plugin.id}" both declare the order payload field additional_data.${field.name}`);
      owners.set(field.name, { pluginId: plugin.id, field });
    }
  }
  return (additionalData) => {
    const fields = new Map<string, Record<string, unknown>>();
    for (const [name, value] of Object.entries(additionalData)) {
      // A name longer than any declared one is not echoed back whole.
      const at = formatPath(["additional_data", name.length > MAX_NAME ? `${name.slice(0, MAX_NAME)}…` : name]);
      const owner = owners.get(name);
      if (!owner) return { ok: false, problem: `${at}: no plugin at this server takes this field` };
      const decoded = decodeWith(owner.field.schema, value);
      if (!decoded.ok) {
        const first = decoded.problems[0];
        return { ok: false, problem: first.path === "" ? `${at}: ${first.message}` : `${at}${first.path.startsWith("[") ? "" : "."}${first.text}` };
      }
      fields.set(owner.pluginId, { ...fields.get(owner.pluginId), [name]: decoded.value });
    }
    return { ok: true, fields };
  };
}

/** No plugin declares a field: any field is refused (a server started without plugins, a test's context). */
export const NO_PAYLOAD_FIELDS: PayloadFieldReader = payloadFieldsOf([]);
