import { decodeWith } from "../../schemas/decode";
import { applyTranslation, TranslationOverlay } from "../../schemas/venue-file";
import type { VenueRecord } from "./venue-store";

/**
 * The payload `GET /{lang}/api/menu/{license}/` answers: the stored default-language payload with that
 * language's overlay applied (in another language than the default, ui_strings are the overlay's alone), `license`
 * and `license_status` as stored, and `selected_language` set.
 * Form definitions stay behind: the feedback call serves them.
 *
 * The one place the menu answer is made: server/routes/menu.ts caches its bytes per venue version and language
 * (decision 0036), so anything else the answer should depend on (server configuration, say) goes here, and must be
 * fixed for the life of the process or be part of what invalidates the venue context.
 */
export function localisedPayload(venue: VenueRecord, language: string): Record<string, unknown> {
  const rawOverlay = venue.translations[language];
  let payload: Record<string, unknown> = venue.payload;
  if (language !== venue.defaultLanguage) {
    // The overlay was validated at import; decoding it again keeps this safe against hand-edited rows. A language
    // without one (or with a spoilt one) still drops the default language's ui_strings (applyTranslation).
    const overlay = rawOverlay === undefined ? undefined : decodeWith(TranslationOverlay, rawOverlay);
    payload = applyTranslation(payload, overlay?.ok ? overlay.value : {});
  }
  return {
    ...payload,
    forms: Array.isArray(payload["forms"]) ? payload["forms"].map(withoutFormData) : [],
    license: venue.license,
    license_status: venue.licenseStatus,
    selected_language: language,
  };
}

function withoutFormData(form: unknown): unknown {
  if (typeof form !== "object" || form === null) return form;
  const { form_data: _formData, ...entry } = form as Record<string, unknown>;
  return entry;
}
