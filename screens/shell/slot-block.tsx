import { defineBlock, type BlockProps } from "../../engine/plugin-api";
import { SlotBlocks } from "../../engine/react/layout/slot-blocks";
import { slotProps, type SlotProps } from "./slot-props";


/** An extension point: renders the blocks plugins contributed to `props.name`, each under its own condition. */
function Slot({ props, context }: BlockProps<SlotProps>) {
  return <SlotBlocks name={props.name} context={context} />;
}

export const slotBlocks = [defineBlock({ type: "slot", component: Slot, props: import.meta.env?.DEV ? slotProps() : undefined })];
