import * as Schema from "effect/Schema";

/**
 * A slot's props: the name of the extension point. Built in development only, where the registry checks the layouts' props with it: as written, they are what it decodes.
 * Apart from the block, so that production drops this module and its import of Effect (decision 0058).
 */
export const slotProps = () => Schema.Struct({ name: Schema.String });
export type SlotProps = ReturnType<typeof slotProps>["Type"];
