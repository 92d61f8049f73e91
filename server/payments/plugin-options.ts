import type { Queryable } from "../db/database";

/**
 * A plugin's options at a venue, as its venue file gives them (`plugins: { "payment-stripe": { … } }`), undecoded:
 * the plugin decodes them with its own schema. Undefined when the venue gives none.
 */
export async function readPluginOptions(db: Queryable, license: string, pluginId: string): Promise<unknown> {
  const [row] = await db.query<{ options: unknown }>("select plugin_options -> $2 as options from venues where license = $1", [license, pluginId]);
  return row?.options ?? undefined;
}
