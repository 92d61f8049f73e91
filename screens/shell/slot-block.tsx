import * as Schema from "effect/Schema";
import { defineBlock, type BlockProps } from "../../engine/plugin-api";
import { SlotBlocks } from "../../engine/react/layout/slot-blocks";

const SlotProps = Schema.Struct({ name: Schema.String });

/** An extension point: renders the blocks plugins contributed to `props.name`, each under its own condition. */
function Slot({ props, context }: BlockProps<typeof SlotProps.Type>) {
  return <SlotBlocks name={props.name} context={context} />;
}

export const slotBlocks = [defineBlock({ type: "slot", component: Slot, props: SlotProps })];
