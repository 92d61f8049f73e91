import { CustomDomainAnswer } from "../../schemas/api/custom-domain";
import { requestJson, type ApiResult } from "./http";
import { schemaDecoder } from "./schema-decoder";

const decode = schemaDecoder(CustomDomainAnswer);

/** GET /en/menus/custom-domain/{domain}/ → the venue's license. Any failure means license 'none'. */
export function getCustomDomainLicense(domain: string): Promise<ApiResult<CustomDomainAnswer>> {
  return requestJson(`/en/menus/custom-domain/${encodeURIComponent(domain)}/`, decode);
}
