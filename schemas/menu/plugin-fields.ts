/**
 * The menu payload's fields a plugin reads (decision 0066). The core's menu schema names only the core's fields; a
 * top-level field it does not know is kept for the plugins in `menu.pluginFields`, as the wire has it, and each
 * plugin decodes the fields it reads with its own `MenuField` (a name, a reader, a fallback), in both of its halves.
 *
 * Bounded: only scalars are kept (a string of at most PLUGIN_FIELD_TEXT_LIMIT characters, a number, true, false,
 * null); a list or an object the core does not know is dropped, as before. No Effect here: the first screen runs it.
 */

/** A value the core keeps for the plugins. */
export type PluginFieldValue = string | number | boolean | null;

/** The payload's top-level scalar fields the core's schema does not name, by name as the wire spells them. */
export type PluginFields = Readonly<Record<string, PluginFieldValue>>;

/** What the decoded menu adds to its schema's value: the plugins' fields, absent when the payload has none. */
export interface MenuPluginFields {
  readonly pluginFields?: PluginFields;
}

/** Longer strings are not kept: the payload's fields a plugin reads are switches and short settings. */
export const PLUGIN_FIELD_TEXT_LIMIT = 1000;

function keptValue(value: unknown): value is PluginFieldValue {
  if (value === null || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  return typeof value === "string" && value.length <= PLUGIN_FIELD_TEXT_LIMIT;
}

/** The scalar fields of `input` that `coreNames` does not hold; undefined when there are none. */
export function pluginFieldsOf(input: unknown, coreNames: ReadonlySet<string>): PluginFields | undefined {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return undefined;
  let fields: Record<string, PluginFieldValue> | undefined;
  for (const [name, value] of Object.entries(input)) {
    // "__proto__" (an own key of parsed JSON) would replace the record's prototype when assigned.
    if (coreNames.has(name) || name === "__proto__" || !keptValue(value)) continue;
    (fields ??= {})[name] = value;
  }
  return fields;
}

/**
 * The decoded menu with the plugins' fields of the payload it was decoded from. The same value whichever decoder
 * read it (the first screen's generated one, or Effect's), since both call this with the same core names.
 */
export function withPluginFields<M extends object>(menu: M, input: unknown, coreNames: ReadonlySet<string>): M & MenuPluginFields {
  const fields = pluginFieldsOf(input, coreNames);
  return fields === undefined ? menu : { ...menu, pluginFields: fields };
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

/** Declares a menu field; keeps its reader and fallback types in step. */
export function defineMenuField<T extends PluginFieldValue>(field: MenuField<T>): MenuField<T> {
  return field;
}

/** The field's value in this menu: what its reader makes of the payload's value, else its fallback. */
export function menuFieldValue<T extends PluginFieldValue>(menu: MenuPluginFields, field: MenuField<T>): T {
  const raw = menu.pluginFields?.[field.name];
  if (raw === undefined) return field.fallback;
  return field.read(raw) ?? field.fallback;
}
