import * as Schema from "effect/Schema";

/**
 * The header title's props: whether it is the page's heading. Built in development only, where the registry checks the layouts' props with it: as written, they are what it decodes.
 * Apart from the block, so that production drops this module and its import of Effect (decision 0058).
 */
export const titleProps = () => Schema.Struct({ heading: Schema.optional(Schema.Boolean) });
export type TitleProps = ReturnType<typeof titleProps>["Type"];
