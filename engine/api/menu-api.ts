import type { MenuApi } from "../menu/boot-menu";
import { getCustomDomainLicense } from "./get-custom-domain-license";
import { decodePersistedMenu, getMenu } from "./get-menu";
import { getMenuLanguages } from "./get-menu-languages";

/** The boot calls against the real backend (the page's own origin). */
export const httpMenuApi: MenuApi = {
  resolveLicense: getCustomDomainLicense,
  getLanguages: getMenuLanguages,
  getMenu,
  decodePersisted: decodePersistedMenu,
};
