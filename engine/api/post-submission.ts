import type { SubmissionAnswer } from "../../schemas/api/submission";
import { submissionCall } from "../../schemas/calls/venue-extras";
import type { SubmittedAnswer } from "../rules/form-validation";
import type { ApiResult } from "./http";
import { callApi } from "./call";

/**
 * A form's answers, `{ feedback_id, submission }` (schemas/calls/venue-extras.ts). Success is 201 with a message;
 * anything else is an error the caller only logs (section 8).
 */
export function postSubmission(
  language: string,
  feedbackId: number | string,
  submission: Readonly<Record<string, SubmittedAnswer>>,
  idempotencyKey?: string,
): Promise<ApiResult<SubmissionAnswer>> {
  return callApi(submissionCall, { params: { lang: language }, body: { feedback_id: feedbackId, submission }, ...(idempotencyKey ? { idempotencyKey } : {}) });
}
