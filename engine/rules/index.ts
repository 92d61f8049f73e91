/**
 * The rules engine: every price, total, time and ordering rule of the spec, as pure functions shared by
 * the browser and the reference server. No React, no DOM, no screens, plugins or server imports.
 * The forms' checks and the order receipt load the other screens' English texts (engine/i18n/other-screens-texts.ts)
 * yet may be here: the build keeps a module only for the screens that use it (decision 0074).
 */
export * from "./ids";
export * from "./money";
export * from "./money-format";
export * from "./tax";
export * from "./product-price";
export * from "./variation-price";
export * from "./variation-selection";
export * from "./combo";
export * from "./cart-line";
export * from "./coupon";
export * from "./named-discount";
export * from "./minimum-order";
export * from "./cart-totals";
export * from "./order-type";
export * from "./payment-type";
export * from "./quantity";
export * from "./add-to-cart";
export * from "./temporal";
export * from "./wall-clock";
export * from "./hours";
export * from "./hours-windows";
export * from "./venue-open";
export * from "./availability";
export * from "./orderable";
export * from "./next-time";
export * from "./category-listing";
export * from "./card-image";
export * from "./cart-line-image";
export * from "./home-picture";
export * from "./search";
export * from "./upsell";
export * from "./version";
export * from "./hashids";
export * from "./location-url";
export * from "./tips";
export * from "./split-payment";
export * from "./saved-addresses";
export * from "./search-url";
export * from "./promotions";
export * from "./page-views";
export * from "./wishlist";
export * from "./cart-line-text";
export * from "./delivery-address";
export * from "./form-validation";
export * from "./order-receipt";
