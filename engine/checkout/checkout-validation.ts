/**
 * The checkout form's rules (ordering spec §5, "Checkout form"), checked on every change: each field's first
 * problem as a UI text key, and the phone in E.164 for the venue's country. Loaded with the checkout screen only
 * (libphonenumber-js is not part of the menu's first screen).
 */
import "../i18n/other-screens-texts";
import { getExampleNumber, isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import type { OrderType } from "../rules/order-type";

export interface CheckoutFields {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  carNumber: string;
  /** The delivery time with the venue's offset (engine/order/delivery-time.ts); "" when a scheduled time is cleared. */
  deliveryDatetime: string;
  address: string;
  termsAccepted: boolean;
}

/** What decides which fields the form has: the venue's switches and the order's type. */
export interface CheckoutShape {
  orderType: OrderType;
  /** A plugin hides the name (the venue-group mode): the order is named by its table. */
  nameHidden?: boolean;
  /** A plugin lets the phone stay empty (the venue-group mode in Singapore, ordering spec §5). */
  phoneOptional?: boolean;
  /**
   * A dine-in order at a table, room or area: name, email and phone may stay empty (the name falls back to
   * '{type}# {location}', ordering spec §5; staff find the guest at the table). What is typed is still checked.
   */
  contactOptional?: boolean;
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
  // At a table an empty contact field is left to its fallback; what is typed is checked all the same.
  const required = shape.contactOptional !== true;
  if (shown.customerName) {
    if (name === "") {
      if (required) errors.customerName = "name_required";
    } else if (name.length < 3) errors.customerName = "name_invalid";
  }
  if (shown.customerEmail) {
    const email = fields.customerEmail.trim();
    // The spec's message for a missing email is the name's.
    if (email === "") {
      if (required) errors.customerEmail = "name_required";
    } else if (!EMAIL.test(email)) errors.customerEmail = "email_invalid";
  }
  if (shown.customerPhone) {
    if (fields.customerPhone.trim() === "") {
      if (required && shape.phoneOptional !== true) errors.customerPhone = "phone_required";
    } else if (!isValidPhoneNumber(fields.customerPhone, shape.country as CountryCode)) errors.customerPhone = "phone_invalid";
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
  if (shown.termsAccepted && !fields.termsAccepted) errors.termsAccepted = "terms_required";
  return errors;
}

/** The fields in the order the form shows them: the first one with a problem is the one the guest is told about. */
export const CHECKOUT_FIELD_ORDER: readonly CheckoutField[] = ["customerName", "customerEmail", "customerPhone", "carNumber", "deliveryDatetime", "address", "termsAccepted"];

/** The first unmet rule, in the form's order: the field and its message key, or undefined when all are met. */
export function firstCheckoutProblem(errors: CheckoutErrors): { field: CheckoutField; key: string } | undefined {
  const field = CHECKOUT_FIELD_ORDER.find((name) => errors[name] !== undefined);
  return field ? { field, key: errors[field]! } : undefined;
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
