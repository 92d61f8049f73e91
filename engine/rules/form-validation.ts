/**
 * Feedback and info forms (doc 2 §3 "Feedback form", §5 "Feedback/info forms"): which fields take an answer,
 * how each answer is checked, and the submission sent to `POST /{lang}/api/submission/`. The same checks run
 * in the browser (live, submit disabled until valid) and on the reference server before it stores anything.
 */
import "../i18n/other-screens-texts";

/** The field keys these rules read (the formBuilder format of `form_data`, schemas/form-field.ts). */
export interface FormFieldSpec {
  type: string;
  name: string;
  label: string;
  required?: boolean | null;
  subtype?: string | null;
  min?: number | null;
  max?: number | null;
  maxlength?: number | null;
  multiple?: boolean | null;
  other?: boolean | null;
  values?: readonly { value: string; label?: string; selected?: boolean | null }[] | null;
}

/** The answer of a radio or checkbox group: the chosen values, and the "other" text when other is chosen. */
export interface ChoiceAnswer {
  values: readonly string[];
  /** null: "other" not chosen; a string (maybe empty): chosen, with what was typed. */
  other: string | null;
}

/** A field's answer while the guest fills the form: text, a number, a choice, or nothing yet. */
export type FormAnswer = string | number | ChoiceAnswer | undefined;

/** What the submission carries per field name. */
export type SubmittedAnswer = string | number | string[];

/** A problem with an answer: a text key of the catalogue and its placeholders. */
export interface FormProblem {
  key: "field_required" | "field_min" | "field_max" | "field_max_length" | "email_invalid" | "phone_invalid" | "field_other_value";
  values: Record<string, string | number>;
}

/** Layout-only field types: they show text and take no answer. */
const DISPLAY_ONLY = new Set(["header", "paragraph", "hidden", "button"]);
const CHOICE_TYPES = new Set(["radio-group", "checkbox-group"]);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** A phone number as guests type it: digits with spaces, dashes, dots or brackets, an optional +; 6 to 15 digits. */
const PHONE = /^\+?[\d\s().-]+$/;

/** Whether a field takes an answer (it has a name and is not a header or a paragraph). */
export function isAnswerField(field: FormFieldSpec): boolean {
  return !DISPLAY_ONLY.has(field.type) && field.name.trim() !== "";
}

/** Whether a field's answer is a choice (radio or checkbox group). */
export function isChoiceField(field: FormFieldSpec): boolean {
  return CHOICE_TYPES.has(field.type);
}

/**
 * The label as plain text, for messages ("Email is a required field"): formBuilder labels are HTML, so tags
 * go and the common entities are decoded.
 */
export function formLabelText(label: string): string {
  return label
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The answers a form starts with: options marked `selected` are chosen. */
export function initialFormAnswers(fields: readonly FormFieldSpec[]): Record<string, FormAnswer> {
  const answers: Record<string, FormAnswer> = {};
  for (const field of fields) {
    if (!isAnswerField(field)) continue;
    const selected = (field.values ?? []).filter((v) => v.selected === true).map((v) => v.value);
    if (isChoiceField(field)) answers[field.name] = { values: field.type === "radio-group" ? selected.slice(0, 1) : selected, other: null };
    else if (field.type === "select" && selected[0] !== undefined) answers[field.name] = selected[0];
  }
  return answers;
}

function isEmpty(answer: FormAnswer): boolean {
  if (answer === undefined) return true;
  if (typeof answer === "number") return !Number.isFinite(answer);
  if (typeof answer === "string") return answer.trim() === "";
  return answer.values.length === 0 && (answer.other === null || answer.other.trim() === "");
}

function asNumber(answer: FormAnswer): number | undefined {
  if (typeof answer === "number") return answer;
  if (typeof answer !== "string" || answer.trim() === "") return undefined;
  const n = Number(answer.trim());
  return Number.isFinite(n) ? n : undefined;
}

function isValidDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The first problem with one field's answer, or undefined when it is fine. Required fields need an answer;
 * "other" chosen needs its text; text fields respect `maxlength` and, for the email and tel subtypes, their
 * format; number fields respect `min` and `max`. An empty optional field is always fine.
 */
export function validateFormAnswer(field: FormFieldSpec, answer: FormAnswer): FormProblem | undefined {
  if (!isAnswerField(field)) return undefined;
  const label = formLabelText(field.label) || field.name;
  if (typeof answer === "object" && answer.other !== null && answer.other.trim() === "") {
    return { key: "field_other_value", values: {} };
  }
  if (isEmpty(answer)) return field.required === true ? { key: "field_required", values: { label } } : undefined;
  if (typeof answer === "string" && typeof field.maxlength === "number" && field.maxlength > 0 && answer.length > field.maxlength) {
    return { key: "field_max_length", values: { label, n: field.maxlength } };
  }
  if (field.type === "text" && typeof answer === "string") {
    if (field.subtype === "email" && !EMAIL.test(answer.trim())) return { key: "email_invalid", values: {} };
    if (field.subtype === "tel") {
      const digits = answer.replace(/\D/g, "").length;
      if (!PHONE.test(answer.trim()) || digits < 6 || digits > 15) return { key: "phone_invalid", values: {} };
    }
  }
  if (field.type === "number") {
    const n = asNumber(answer);
    if (n === undefined) return { key: "field_required", values: { label } };
    if (typeof field.min === "number" && n < field.min) return { key: "field_min", values: { label, min: field.min } };
    if (typeof field.max === "number" && n > field.max) return { key: "field_max", values: { label, max: field.max } };
  }
  if (field.type === "date" && typeof answer === "string" && !isValidDate(answer)) return { key: "field_required", values: { label } };
  if (field.type === "starRating") {
    const n = asNumber(answer);
    const max = typeof field.max === "number" && field.max > 0 ? field.max : 5;
    if (n === undefined || n < 1 || n > max || !Number.isInteger(n)) return { key: "field_required", values: { label } };
  }
  return undefined;
}

/** Every problem of a form, by field name; an empty object means the form may be submitted. */
export function validateFormAnswers(fields: readonly FormFieldSpec[], answers: Readonly<Record<string, FormAnswer>>): Record<string, FormProblem> {
  const problems: Record<string, FormProblem> = {};
  for (const field of fields) {
    const problem = validateFormAnswer(field, answers[field.name]);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

/**
 * The `submission` of `POST /{lang}/api/submission/`: field name → answer. A radio group sends its value (or
 * the "other" text), a checkbox group its values (and the "other" text), a number or a star rating a number,
 * the rest their text. Unanswered fields are left out.
 */
export function formSubmission(fields: readonly FormFieldSpec[], answers: Readonly<Record<string, FormAnswer>>): Record<string, SubmittedAnswer> {
  const submission: Record<string, SubmittedAnswer> = {};
  for (const field of fields) {
    const answer = answers[field.name];
    if (!isAnswerField(field) || isEmpty(answer) || answer === undefined) continue;
    if (typeof answer === "object") {
      const values = [...answer.values, ...(answer.other !== null && answer.other.trim() !== "" ? [answer.other.trim()] : [])];
      if (field.type === "radio-group") {
        if (values[0] !== undefined) submission[field.name] = values[0];
      } else submission[field.name] = values;
    } else if (field.type === "number" || field.type === "starRating") {
      const n = asNumber(answer);
      if (n !== undefined) submission[field.name] = n;
    } else submission[field.name] = typeof answer === "string" ? answer.trim() : answer;
  }
  return submission;
}

/**
 * The server's reading of a submission: each answer back to a form answer (a value outside a choice field's
 * options counts as its "other" text when the field offers one), unknown names dropped. Returns the answers
 * with the problems `validateFormAnswers` finds, plus a choice outside the options of a field without "other".
 */
export function readSubmission(
  fields: readonly FormFieldSpec[],
  submission: Readonly<Record<string, unknown>>,
): { answers: Record<string, FormAnswer>; problems: Record<string, FormProblem | { key: "invalid_choice"; values: Record<string, string> }> } {
  const answers: Record<string, FormAnswer> = {};
  const invalid: Record<string, { key: "invalid_choice"; values: Record<string, string> }> = {};
  for (const field of fields) {
    if (!isAnswerField(field) || !Object.hasOwn(submission, field.name)) continue;
    const raw = submission[field.name];
    const options = new Set((field.values ?? []).map((v) => v.value));
    if (isChoiceField(field) || field.type === "select") {
      const list = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string | number => typeof v === "string" || typeof v === "number").map(String);
      const known = list.filter((v) => options.has(v));
      const unknown = list.filter((v) => !options.has(v));
      if (unknown.length > (field.other === true && isChoiceField(field) ? 1 : 0) || (field.type === "radio-group" && list.length > 1)) {
        invalid[field.name] = { key: "invalid_choice", values: { label: formLabelText(field.label) || field.name } };
        continue;
      }
      answers[field.name] = field.type === "select" ? known[0] : { values: known, other: unknown[0] ?? null };
    } else if (typeof raw === "string" || typeof raw === "number") {
      answers[field.name] = raw;
    }
  }
  return { answers, problems: { ...validateFormAnswers(fields, answers), ...invalid } };
}
