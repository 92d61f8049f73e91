import type { ComponentType } from "react";
import type { FormFieldProps, FormFieldType } from "../../engine/plugin-api";
import type { FormAnswer, validateFormAnswer } from "../../engine/rules/form-validation";
import { chunk, lazyPart } from "../../engine/react/lazy-part";
import type * as FieldComponents from "./form-fields";

type Fields = typeof FieldComponents;

const fieldsChunk = chunk(() => import("./form-fields"));

/**
 * Every core field component comes from one chunk, loaded with the first form a guest sees. Once it is here a
 * field renders at once, without a placeholder first (`lazyPart`).
 */
function fromChunk(pick: (m: Fields) => ComponentType<FormFieldProps>) {
  return lazyPart(fieldsChunk, pick);
}

/** Starts the core fields' download (feedback-form.tsx, as its own code arrives: beside the form's data, not after it). */
export function preloadCoreFormFields(): void {
  void fieldsChunk.load().catch(() => undefined); // a failed download is tried again by the field's render
}

let checkAnswer: typeof validateFormAnswer | undefined;

/**
 * The rules' answer check arrives with the form code (feedback-form.tsx installs it when its chunk loads),
 * so no screen without a form carries it. A form never renders before its chunk has loaded.
 */
export function installAnswerCheck(check: typeof validateFormAnswer): void {
  checkAnswer = check;
}

/** The rules' check of one answer, as the guest-facing message (ordering spec section 5). */
const validate: NonNullable<FormFieldType["validate"]> = (value, field, text) => {
  if (!checkAnswer) throw new Error("The form's answer check was used before the form code loaded");
  const problem = checkAnswer(field, value as FormAnswer);
  return problem ? text(problem.key, problem.values) : undefined;
};

const input = fromChunk((m) => m.InputField);

/** The field types of the ordering spec (section 3), registered like any plugin's field types. */
export const coreFormFieldTypes: readonly FormFieldType[] = [
  { type: "header", component: fromChunk((m) => m.HeaderField) },
  { type: "paragraph", component: fromChunk((m) => m.ParagraphField) },
  { type: "text", component: input, validate },
  { type: "number", component: input, validate },
  { type: "date", component: input, validate },
  { type: "textarea", component: fromChunk((m) => m.TextareaField), validate },
  { type: "select", component: fromChunk((m) => m.SelectField), validate },
  { type: "radio-group", component: fromChunk((m) => m.RadioGroupField), validate },
  { type: "checkbox-group", component: fromChunk((m) => m.CheckboxGroupField), validate },
  { type: "starRating", component: fromChunk((m) => m.StarRatingField), validate },
];
