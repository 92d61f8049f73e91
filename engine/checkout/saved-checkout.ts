/**
 * The checkout form as this app saves it: the guest's contact details across visits (localStorage) and the
 * rest of the form for the tab (sessionStorage). See engine/storage/lenient.ts for how bad values are read; the
 * store restores with the decoders generated from these schemas at build time (decision 0058).
 */
import * as Schema from "effect/Schema";
import { PAYMENT_TYPES } from "../rules/payment-type";
import { fallible } from "../storage/lenient";
import { SAVED_CHECKOUT_VERSION, SAVED_CONTACT_VERSION } from "../storage/saved-versions";

export { SAVED_CHECKOUT_VERSION, SAVED_CONTACT_VERSION } from "../storage/saved-versions";

/** Name, email, phone and car number: the only contact details kept across visits (ordering spec §4). */
export const SavedContact = Schema.Struct({
  version: Schema.Literal(SAVED_CONTACT_VERSION),
  customerName: fallible(Schema.String),
  customerEmail: fallible(Schema.String),
  customerPhone: fallible(Schema.String),
  carNumber: fallible(Schema.String),
});

/** The rest of the form, for the tab. */
export const SavedCheckout = Schema.Struct({
  version: Schema.Literal(SAVED_CHECKOUT_VERSION),
  orderComments: fallible(Schema.String),
  paymentType: fallible(Schema.NullOr(Schema.Literals(PAYMENT_TYPES))),
  deliveryDatetime: fallible(Schema.NullOr(Schema.String)),
  pluginData: fallible(Schema.Record(Schema.String, Schema.Unknown)),
  paymentUrl: fallible(Schema.NullOr(Schema.String)),
});
