import type { FeedbackFormAnswer } from "../../schemas/api/feedback-form";
import { feedbackFormCall } from "../../schemas/calls/venue-extras";
import type { ApiResult } from "./http";
import { callApi } from "./call";

/**
 * The form's name and fields in that language (schemas/calls/venue-extras.ts). The venue is the one of the page's
 * host. A failure is only logged by the caller (section 8).
 */
export function getFeedbackForm(language: string, formId: number | string): Promise<ApiResult<FeedbackFormAnswer>> {
  return callApi(feedbackFormCall, { params: { lang: language, formId: String(formId) } });
}
