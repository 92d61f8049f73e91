import * as Schema from "effect/Schema";

/**
 * The value shape of the plugin's own switches (`orderAccepted`, `loyaltyLoading`), for the development check of
 * the layouts' `when` variables. Built in development only, apart from index.ts, so that production drops this
 * module and its import of Effect (decision 0058).
 */
export const flagShape = () => Schema.Boolean;
