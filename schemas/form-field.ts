/**
 * One field of a feedback form, in the formBuilder format the backend stores (`form_data` of the feedback call
 * and of a venue file's forms). The spec names the field types; the keys below are the ones the form screen
 * reads. Validated loosely: an unknown `type` is kept (the screen skips what it cannot draw) rather than
 * failing a whole venue import.
 */
import * as Schema from "effect/Schema";
import { Flag, Key, listOf, Rate, Text, Whole, withDefault } from "./fields";

/** The field types the ordering spec lists. */
export const FORM_FIELD_TYPES = [
  "header",
  "paragraph",
  "text",
  "textarea",
  "number",
  "select",
  "radio-group",
  "checkbox-group",
  "date",
  "starRating",
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** A choice of a select, radio or checkbox group. */
export const FormFieldOption = Schema.Struct({
  label: withDefault(Text, ""),
  value: withDefault(Text, ""),
  selected: withDefault(Flag, false),
});
export type FormFieldOption = typeof FormFieldOption.Type;

export const FormField = Schema.Struct({
  type: Key,
  /** HTML, as formBuilder writes it. */
  label: withDefault(Text, ""),
  /** The submission key; headers and paragraphs have none. */
  name: withDefault(Text, ""),
  required: withDefault(Flag, false),
  values: listOf(FormFieldOption),
  placeholder: withDefault(Text, ""),
  /** formBuilder's variant: "email" or "tel" for a text field, "h1" for a header, … */
  subtype: withDefault(Text, ""),
  description: withDefault(Text, ""),
  min: withDefault(Schema.NullOr(Rate), null),
  max: withDefault(Schema.NullOr(Rate), null),
  maxlength: withDefault(Schema.NullOr(Whole), null),
  multiple: withDefault(Flag, false),
  /** Offers an "other" choice with a free-text box. */
  other: withDefault(Flag, false),
});
export type FormField = typeof FormField.Type;
