import * as Schema from "effect/Schema";

/**
 * The venue HTML block's props: which of the venue's texts it shows. Built in development only, where the registry checks the layouts' props with it: as written, they are what it decodes.
 * Apart from the block, so that production drops this module and its import of Effect (decision 0058).
 */
export const venueHtmlProps = () =>
  Schema.Struct({
    field: Schema.Literals(["home_header_text", "home_footer_text", "product_footer_text", "cart_footer_text"]),
  });
export type VenueHtmlProps = ReturnType<typeof venueHtmlProps>["Type"];
