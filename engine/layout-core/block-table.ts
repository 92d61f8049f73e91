import type { PluginRegistry } from "../plugin-api";

/**
 * The Markdown table of every registered block, for docs/layouts.md (kept current by a test). What each block
 * shows is written in docs/blocks.json, beside the docs, so that documentation text never ships to phones.
 */
export function blockTableMarkdown(registry: PluginRegistry, descriptions: Readonly<Record<string, string>>): string {
  const rows = [...registry.blocks.values()]
    .sort((a, b) => a.value.type.localeCompare(b.value.type))
    .map(({ pluginId, value }) => {
      const props = value.props ? describeProps(value.props) : "none";
      return `| \`${value.type}\` | ${pluginId} | ${props} | ${descriptions[value.type] ?? ""} |`;
    });
  return ["| block | plugin | props | what it shows |", "|---|---|---|---|", ...rows].join("\n");
}

/** The top-level prop names of a block's props schema, from its AST (`field`, `to?`). */
function describeProps(schema: { ast: unknown }): string {
  const ast = schema.ast as { propertySignatures?: readonly { name: PropertyKey; type?: { context?: { isOptional?: boolean } } }[] };
  const names = (ast.propertySignatures ?? []).map((p) => `\`${String(p.name)}${p.type?.context?.isOptional ? "?" : ""}\``);
  return names.length > 0 ? names.join(", ") : "see schema";
}
