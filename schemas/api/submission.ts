/**
 * `POST /{lang}/api/submission/` (ordering spec section 7): `{ feedback_id, submission }` in, 201 and a
 * message out. `submission` maps each answered field's name to its answer.
 */
import * as Schema from "effect/Schema";
import { Id, Text, withDefault } from "../fields";

export const SubmissionRequest = Schema.Struct({
  feedback_id: Id,
  submission: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number, Schema.Array(Schema.String)])),
});
export type SubmissionRequest = typeof SubmissionRequest.Type;

export const SubmissionAnswer = Schema.Struct({
  message: withDefault(Text, ""),
});
export type SubmissionAnswer = typeof SubmissionAnswer.Type;
