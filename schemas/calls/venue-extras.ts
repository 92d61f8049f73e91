/**
 * The calls for what a venue offers beyond its menu (ordering spec §7): a coupon by code, a feedback form and its
 * answers, and the delivery zones for the map. Each is scoped to the venue at the request's host.
 */
import { CouponAnswer, CouponRefusal } from "../api/coupon";
import { DeliveryZonesAnswer } from "../api/delivery-zones";
import { FeedbackFormAnswer } from "../api/feedback-form";
import { SubmissionAnswer, SubmissionRequest } from "../api/submission";
import { defineCall } from "./define-call";

/** The coupon with that code, sent upper case; a 404 says `reason: expired` for a code past its date. */
export const couponCall = defineCall({
  method: "get",
  path: "/en/api/coupon/{menuId}/{code}/",
  summary: "An enabled, unexpired coupon by code; a 404 says `reason: expired` for a code past its date",
  request: undefined,
  success: { status: 200, answer: CouponAnswer },
  refusals: { 404: CouponRefusal },
});

/** A feedback form's name and fields in the language; 404 for an unknown host, language or form. */
export const feedbackFormCall = defineCall({
  method: "get",
  path: "/{lang}/api/feedback/{formId}/",
  summary: "A feedback form's fields",
  request: undefined,
  success: { status: 200, answer: FeedbackFormAnswer },
  refusals: { 404: "error" },
});

/** A form's answers, checked with the app's own rules and stored once per Idempotency-Key; 201 with a thank-you. */
export const submissionCall = defineCall({
  method: "post",
  path: "/{lang}/api/submission/",
  summary: "A form's answers, stored once per Idempotency-Key",
  request: SubmissionRequest,
  success: { status: 201, answer: SubmissionAnswer },
  refusals: { 400: "error", 404: "error" },
  idempotent: true,
});

/** The venue's delivery zones, drawn on the delivery-location map. */
export const deliveryZonesCall = defineCall({
  method: "get",
  path: "/en/api/delivery_zones/{menuId}/",
  summary: "The venue's delivery zones, for the map",
  request: undefined,
  success: { status: 200, answer: DeliveryZonesAnswer },
  refusals: { 404: "error" },
});
