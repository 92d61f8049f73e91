import { SubmissionAnswer } from "../../schemas/api/submission";
import type { SubmittedAnswer } from "../rules/form-validation";
import { requestJson, type ApiResult } from "./http";
import { schemaDecoder } from "./schema-decoder";

const decode = schemaDecoder(SubmissionAnswer);

/**
 * POST /{lang}/api/submission/ with `{ feedback_id, submission }` (ordering spec section 7). Success is 201 with
 * a message; anything else is an error the caller only logs (section 8).
 */
export function postSubmission(
  language: string,
  feedbackId: number | string,
  submission: Readonly<Record<string, SubmittedAnswer>>,
  idempotencyKey?: string,
): Promise<ApiResult<SubmissionAnswer>> {
  return requestJson(`/${encodeURIComponent(language)}/api/submission/`, decode, {
    method: "POST",
    body: { feedback_id: feedbackId, submission },
    expect: 201,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}
