import type { LayoutContext } from "../../layout-core/layout-context";
import { useRegistry } from "../app-services";
import { BlockList } from "./screen-layout-view";

/**
 * The blocks plugins contributed to the slot `name`, each under its own condition. The `slot` block draws one in a
 * layout; a core block draws one inside itself where a layout cannot reach (the order tracker's buttons).
 */
export function SlotBlocks({ name, context }: { name: string; context: LayoutContext }) {
  const registry = useRegistry();
  const blocks = (registry.slots.get(name) ?? []).map((entry) => entry.value);
  if (blocks.length === 0) return null;
  return <BlockList blocks={blocks} context={context} basePath={`slot:${name}`} registry={registry} />;
}
