import * as Schema from "effect/Schema";
import { defineBlock, type BlockProps } from "../../engine/plugin-api";
import { SlotBlocks } from "../../engine/react/layout/slot-blocks";

/** Built in development only, where the registry checks the layouts' props with it: as written, they are what it decodes (decision 0058). */
const slotProps = () => Schema.Struct({ name: Schema.String });

/** An extension point: renders the blocks plugins contributed to `props.name`, each under its own condition. */
function Slot({ props, context }: BlockProps<ReturnType<typeof slotProps>["Type"]>) {
  return <SlotBlocks name={props.name} context={context} />;
}

export const slotBlocks = [defineBlock({ type: "slot", component: Slot, props: import.meta.env?.DEV ? slotProps() : undefined })];
