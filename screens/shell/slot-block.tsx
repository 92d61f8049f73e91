import * as Schema from "effect/Schema";
import { defineBlock, type BlockProps } from "../../engine/plugin-api";
import { useRegistry } from "../../engine/react/app-services";
import { BlockList } from "../../engine/react/layout/screen-layout-view";

const SlotProps = Schema.Struct({ name: Schema.String });

/** An extension point: renders the blocks plugins contributed to `props.name`, each under its own condition. */
function Slot({ props, context }: BlockProps<typeof SlotProps.Type>) {
  const registry = useRegistry();
  const blocks = (registry.slots.get(props.name) ?? []).map((entry) => entry.value);
  if (blocks.length === 0) return null;
  return <BlockList blocks={blocks} context={context} basePath={`slot:${props.name}`} registry={registry} />;
}

export const slotBlocks = [defineBlock({ type: "slot", component: Slot, props: SlotProps })];
