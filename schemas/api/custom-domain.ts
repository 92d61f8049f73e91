/**
 * `GET /en/menus/custom-domain/{domain}/` (menu spec section 7): the license of the venue at a host name.
 * A failed call or an answer that does not decode means license 'none'.
 */
import * as Schema from "effect/Schema";
import { Key } from "../fields";

export const CustomDomainAnswer = Schema.Struct({ license: Key });
export type CustomDomainAnswer = typeof CustomDomainAnswer.Type;
