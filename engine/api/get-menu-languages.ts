import { decodeValidMenuLanguageAnswer } from "virtual:carta-menu-decoder";
import type { MenuLanguageAnswer } from "../../schemas/api/menu-language";
import type { ApiResult } from "./http";
import { requestFirstScreenJson } from "./request-first-screen";

/** The schema's own decoder, loaded with Effect only for an answer the generated decoder refuses. */
const explain = async () => (await import("./boot-answer-decoders")).decodeMenuLanguageAnswer;

/** GET /en/api/menu_language/{license}/ → the venue's default language and its languages. */
export function getMenuLanguages(license: string): Promise<ApiResult<MenuLanguageAnswer>> {
  return requestFirstScreenJson(`/en/api/menu_language/${encodeURIComponent(license)}/`, decodeValidMenuLanguageAnswer, explain);
}
