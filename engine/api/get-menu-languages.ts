import { MenuLanguageAnswer } from "../../schemas/api/menu-language";
import { requestJson, type ApiResult } from "./http";
import { schemaDecoder } from "./schema-decoder";

const decode = schemaDecoder(MenuLanguageAnswer);

/** GET /en/api/menu_language/{license}/ → the venue's default language and its languages. */
export function getMenuLanguages(license: string): Promise<ApiResult<MenuLanguageAnswer>> {
  return requestJson(`/en/api/menu_language/${encodeURIComponent(license)}/`, decode);
}
