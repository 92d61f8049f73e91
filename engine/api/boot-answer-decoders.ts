/**
 * The boot calls' answers decoded by their Effect schemas, with Effect's list of problems: loaded only when the
 * decoder generated at build time refuses an answer (engine/api/request-first-screen.ts, decision 0058).
 */
import { CustomDomainAnswer } from "../../schemas/api/custom-domain";
import { MenuLanguageAnswer } from "../../schemas/api/menu-language";
import { schemaDecoder } from "./schema-decoder";

export const decodeCustomDomainAnswer = schemaDecoder(CustomDomainAnswer);
export const decodeMenuLanguageAnswer = schemaDecoder(MenuLanguageAnswer);
