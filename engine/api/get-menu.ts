import type { MenuData } from "../../schemas/menu";
import { decodeMenuDataLoadingEffect } from "../../schemas/menu/decode-menu-generated";
import { requestJson, type ApiError, type ApiResult } from "./http";
import { yieldToMain } from "../menu/yield-to-main";

const REFUSAL_PREFIX = "license_status: ";
const refusalText = (status: unknown) => `${REFUSAL_PREFIX}${String(status)} is not ACTIVE`;

/** The error a menu answer gives when its license is not ACTIVE: the venue's answer, not a failed call. */
export function licenseRefusal(status: unknown): ApiError {
  return { kind: "invalid", problems: [refusalText(status)] };
}

/**
 * Whether a failed menu load is the venue refusing (license_status other than ACTIVE, spec §7) rather than a
 * failure to reach or read it; only a refusal replaces a menu already on screen (engine/menu/boot-menu.ts).
 */
export function isLicenseRefusal(error: ApiError): boolean {
  return error.kind === "invalid" && error.problems.some((p) => p.startsWith(REFUSAL_PREFIX));
}

/** A menu answer decoded: the raw payload (kept for the next visit), the menu, and what had to be repaired. */
export interface MenuAnswer {
  raw: unknown;
  menu: MenuData;
  /** One line per setting read as its default or item dropped (`products[12].price: expected a number; …`). */
  repairs: readonly string[];
}

/**
 * Only an ACTIVE license is accepted (menu spec section 7); anything else is refused before decoding. A payload
 * without `license_status` reads as ACTIVE, its documented default (docs/menu-payload.md). A payload whose every
 * field reads decodes with the decoder generated at build time; only one with something to repair or refuse loads
 * Effect to say what (decisions 0052, 0058).
 */
async function decodeActiveMenu(input: unknown): Promise<{ ok: true; value: MenuAnswer } | { ok: false; problems: readonly string[] }> {
  const status = typeof input === "object" && input !== null ? (input as Record<string, unknown>)["license_status"] : undefined;
  if (status !== undefined && status !== null && status !== "ACTIVE") return { ok: false, problems: [refusalText(status)] };
  const decoded = await decodeMenuDataLoadingEffect(input);
  return decoded.ok
    ? { ok: true, value: { raw: input, menu: decoded.value, repairs: decoded.repairs.map((p) => p.text) } }
    : { ok: false, problems: decoded.problems.map((p) => p.text) };
}

/** The answer as it came: decoded afterwards, since decoding may have to load Effect first. */
const asReceived = (input: unknown) => ({ ok: true, value: input }) as const;

/** GET /{lang}/api/menu/{license}/ → the menu data in that language, decoded; the raw answer is kept for the next visit. */
export async function getMenu(language: string, license: string): Promise<ApiResult<MenuAnswer>> {
  const answer = await requestJson(`/${encodeURIComponent(language)}/api/menu/${encodeURIComponent(license)}/`, asReceived);
  if (!answer.ok) return answer;
  // Parsing the answer was this task's work; decoding it is the next one's (engine/menu/yield-to-main.ts).
  await yieldToMain();
  const decoded = await decodeActiveMenu(answer.value);
  return decoded.ok ? decoded : { ok: false, error: { kind: "invalid", problems: decoded.problems } };
}

/** A payload kept from an earlier visit, decoded again (schemas may have changed since). */
export async function decodePersistedMenu(raw: unknown): Promise<MenuData | undefined> {
  const decoded = await decodeActiveMenu(raw);
  return decoded.ok ? decoded.value.menu : undefined;
}
