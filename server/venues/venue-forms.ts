import { decodeWith } from "../../schemas/decode";
import { FormField } from "../../schemas/form-field";
import { listOf } from "../../schemas/fields";
import type { VenueRecord } from "./venue-store";

const FormFields = listOf(FormField);

/** A venue's form as the feedback call serves it. */
export interface ServedForm {
  id: number;
  name: string;
  form_data: FormField[];
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * The enabled form `formId` of a venue in `language`: the venue file's `form_data` (docs/venue-file.md), with
 * the language's overlay applied when it names the form (`translations.{lang}.forms.{id}`: its `name`, and its
 * whole `form_data` when the overlay carries one that decodes). Undefined for an unknown or disabled form.
 */
export function findVenueForm(venue: VenueRecord, formId: string, language: string): ServedForm | undefined {
  const forms = Array.isArray(venue.payload["forms"]) ? (venue.payload["forms"] as unknown[]) : [];
  const form = forms.map(record).find((f) => f !== undefined && String(f["id"]) === formId);
  if (!form || form["enable"] === false || form["enable"] === 0) return undefined;
  const fields = decodeWith(FormFields, form["form_data"] ?? []);
  let name = typeof form["name"] === "string" ? form["name"] : "";
  let formData: FormField[] = fields.ok ? [...fields.value] : [];
  if (language !== venue.defaultLanguage) {
    const overlay = record(record(record(venue.translations[language])?.["forms"])?.[formId]);
    if (typeof overlay?.["name"] === "string") name = overlay["name"];
    if (overlay?.["form_data"] !== undefined) {
      const translated = decodeWith(FormFields, overlay["form_data"]);
      if (translated.ok) formData = [...translated.value];
    }
  }
  return { id: Number(form["id"]), name, form_data: formData };
}
