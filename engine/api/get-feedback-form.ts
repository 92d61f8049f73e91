import { FeedbackFormAnswer } from "../../schemas/api/feedback-form";
import { requestJson, type ApiResult } from "./http";
import { schemaDecoder } from "./schema-decoder";

const decode = schemaDecoder(FeedbackFormAnswer);

/**
 * GET /{lang}/api/feedback/{formId}/ → the form's name and fields in that language (ordering spec section 7).
 * The venue is the one of the page's host. A failure is only logged by the caller (section 8).
 */
export function getFeedbackForm(language: string, formId: number | string): Promise<ApiResult<FeedbackFormAnswer>> {
  return requestJson(`/${encodeURIComponent(language)}/api/feedback/${encodeURIComponent(String(formId))}/`, decode);
}
