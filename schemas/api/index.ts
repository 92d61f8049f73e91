/** Schemas of the boot calls' answers (one file per call). */
export { CustomDomainAnswer } from "./custom-domain";
export { MenuLanguageAnswer } from "./menu-language";
export { PaymentStatusAnswer } from "./payment-status";
export { FeedbackFormAnswer } from "./feedback-form";
export { SubmissionAnswer, SubmissionRequest } from "./submission";
export * from "./coupon";
