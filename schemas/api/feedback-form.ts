/**
 * `GET /{lang}/api/feedback/{formId}/` (ordering spec section 7): a feedback form with its field definitions
 * (`form_data`, in the formBuilder format of schemas/form-field.ts).
 */
import * as Schema from "effect/Schema";
import { FormField } from "../form-field";
import { Id, listOf, Text, withDefault } from "../fields";

export const FeedbackFormAnswer = Schema.Struct({
  id: Id,
  name: withDefault(Text, ""),
  form_data: listOf(FormField),
});
export type FeedbackFormAnswer = typeof FeedbackFormAnswer.Type;
