import { decodeValidCustomDomainAnswer } from "virtual:carta-menu-decoder";
import type { CustomDomainAnswer } from "../../schemas/api/custom-domain";
import type { ApiResult } from "./http";
import { requestFirstScreenJson } from "./request-first-screen";

/** The schema's own decoder, loaded with Effect only for an answer the generated decoder refuses. */
const explain = async () => (await import("./boot-answer-decoders")).decodeCustomDomainAnswer;

/** GET /en/menus/custom-domain/{domain}/ → the venue's license. Any failure means license 'none'. */
export function getCustomDomainLicense(domain: string): Promise<ApiResult<CustomDomainAnswer>> {
  return requestFirstScreenJson(`/en/menus/custom-domain/${encodeURIComponent(domain)}/`, decodeValidCustomDomainAnswer, explain);
}
