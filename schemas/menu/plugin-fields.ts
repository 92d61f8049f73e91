/**
 * The menu payload's fields a plugin reads (decision 0066). The core's menu schema names only the core's fields; a
 * top-level field it does not know is kept for the plugins in `menu.pluginFields`, as the wire has it, and each
 * plugin decodes the fields it reads with its own `MenuField` (a name, a reader, a fallback), in both of its halves.
 *
 * Bounded: only scalars are kept (a string of at most PLUGIN_FIELD_TEXT_LIMIT characters, a number, true, false,
 * null); a list or an object the core does not know is dropped, as before. The functions live with the core's
 * readers (schemas/field-readers.ts), which every first screen loads already: no Effect, and no chunk of their own.
 */

/** A value the core keeps for the plugins. */
export type PluginFieldValue = string | number | boolean | null;

/** The payload's top-level scalar fields the core's schema does not name, by name as the wire spells them. */
export type PluginFields = Readonly<Record<string, PluginFieldValue>>;

/** What the decoded menu adds to its schema's value: the plugins' fields, absent when the payload has none. */
export interface MenuPluginFields {
  readonly pluginFields?: PluginFields;
}

/**
 * A field of the menu payload a plugin reads: its name on the wire, how a value reads (undefined: refused), and the
 * value of a payload without it or with a refused one. Declared once by the plugin and used by both of its halves.
 */
export interface MenuField<T extends PluginFieldValue = PluginFieldValue> {
  readonly name: string;
  readonly read: (raw: unknown) => T | undefined;
  readonly fallback: T;
}

// The functions: `withPluginFields` (both menu decoders), `defineMenuField` and `menuFieldValue` (the plugins).
export { defineMenuField, menuFieldValue, PLUGIN_FIELD_TEXT_LIMIT, pluginFieldsOf, withPluginFields } from "../field-readers";
