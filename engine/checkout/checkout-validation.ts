/**
 * The checkout form's rules (ordering spec §5, "Checkout form"), checked on every change: each field's first
 * problem as a UI text key, and the phone in E.164 for the venue's country. Loaded with the checkout screen only
 * (libphonenumber-js is not part of the menu's first screen).
 */
import { getExampleNumber, isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import type { OrderType } from "../rules/order-type";

export interface CheckoutFields {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  carNumber: string;
  deliveryDatetime: string;
  address: string;
  termsAccepted: boolean;
}

/** What decides which fields the form has: the venue's switches and the order's type. */
export interface CheckoutShape {
  orderType: OrderType;
  /** Venue-group mode hides the name: the order is named by its table. */
  nameHidden?: boolean;
  enableEmail: boolean;
  enablePhone: boolean;
  enableDatetime: boolean;
  /** Delivery without maps asks for a typed address. */
  addressTyped: boolean;
  hasTerms: boolean;
  country: string;
}

export type CheckoutField = keyof CheckoutFields;

export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The fields this order's form shows. */
export function checkoutFieldsShown(shape: CheckoutShape): Record<CheckoutField, boolean> {
  return {
    customerName: shape.nameHidden !== true,
    customerEmail: shape.enableEmail,
    customerPhone: shape.enablePhone,
    carNumber: shape.orderType === "drive_thru",
    deliveryDatetime: shape.enableDatetime && (shape.orderType === "delivery" || shape.orderType === "takeaway"),
    address: shape.addressTyped && shape.orderType === "delivery",
    termsAccepted: shape.hasTerms,
  };
}

/** Each shown field's first problem, as a text key of engine/i18n ('name_required', 'phone_invalid'…). */
export function checkoutErrors(fields: CheckoutFields, shape: CheckoutShape, now: number): CheckoutErrors {
  const shown = checkoutFieldsShown(shape);
  const errors: CheckoutErrors = {};
  const name = fields.customerName.trim();
  if (shown.customerName && name === "") errors.customerName = "name_required";
  else if (shown.customerName && name.length < 3) errors.customerName = "name_invalid";
  if (shown.customerEmail) {
    const email = fields.customerEmail.trim();
    // The spec's message for a missing email is the name's.
    if (email === "") errors.customerEmail = "name_required";
    else if (!EMAIL.test(email)) errors.customerEmail = "email_invalid";
  }
  if (shown.customerPhone) {
    if (fields.customerPhone.trim() === "") errors.customerPhone = "phone_required";
    else if (!isValidPhoneNumber(fields.customerPhone, shape.country as CountryCode)) errors.customerPhone = "phone_invalid";
  }
  if (shown.carNumber && fields.carNumber.trim().length < 3) errors.carNumber = "car_number_invalid";
  if (shown.deliveryDatetime) {
    const at = Date.parse(fields.deliveryDatetime);
    if (fields.deliveryDatetime.trim() === "") errors.deliveryDatetime = "date_required";
    else if (Number.isNaN(at) || at < now - 60_000) errors.deliveryDatetime = "date_invalid";
  }
  if (shown.address) {
    const address = fields.address.trim();
    if (address === "") errors.address = "address_required";
    else if (address.length < 3) errors.address = "address_invalid";
  }
  if (shown.termsAccepted && !fields.termsAccepted) errors.termsAccepted = "accept_terms";
  return errors;
}

/** The phone as the order carries it: E.164 for the venue's country ("050 123 4567" in AE → "+971501234567"). */
export function phoneE164(phone: string, country: string): string {
  return parsePhoneNumberFromString(phone, country as CountryCode)?.format("E.164") ?? phone.trim();
}

/** An example number for the venue's country, as the phone field's placeholder. */
export async function examplePhone(country: string): Promise<string | undefined> {
  // The examples (a table of numbers) load only when the form shows; the parser is already here.
  const examples = await import("libphonenumber-js/mobile/examples");
  return getExampleNumber(country as CountryCode, examples.default)?.formatNational();
}
