import * as Schema from "effect/Schema";
import { PAGE_VIEW_EVENTS } from "../../engine/rules";

/**
 * The page-view block's props: the event it sends. Built in development only, where the registry checks the layouts' props with it: as written, they are what it decodes.
 * Apart from the block, so that production drops this module and its import of Effect (decision 0058).
 */
export const pageViewProps = () => Schema.Struct({ event: Schema.Literals(PAGE_VIEW_EVENTS) });
export type PageViewProps = ReturnType<typeof pageViewProps>["Type"];
