import { fileURLToPath } from "node:url";
import { runnerImport, type Plugin } from "vite";
import type * as Generator from "./menu-decoder-source.ts";

const ID = "virtual:carta-menu-decoder";
const RESOLVED = `\0${ID}`;
const READERS = fileURLToPath(new URL("../../schemas/field-readers.ts", import.meta.url));
const GENERATOR = fileURLToPath(new URL("./menu-decoder-source.ts", import.meta.url));
/** The stores' decoders: a real module (Effect's decoding, for Node) that Vite serves as the generated ones. */
const RESTORE_DECODERS = fileURLToPath(new URL("../../engine/storage/restore-decoders.ts", import.meta.url));
const RESTORE_EXPORTS = ["decodeValidSavedCart", "decodeValidSavedAddressBook", "decodeValidSavedContact", "decodeValidSavedCheckout"];

/**
 * `virtual:carta-menu-decoder`: the decoders of what the first screen reads before it shows (the menu payload and
 * the boot calls' answers), generated at build time from their Effect schemas (decisions 0052, 0058) by
 * scripts/vite/menu-decoder-source.ts. The schemas stay the one source; the module calls the readers and checks of
 * schemas/field-readers.ts, so a valid menu decodes on the first screen without Effect in the bundle. It exports
 * `decodeValidMenuData(input)`: the decoded menu exactly as `Schema.decodeUnknownSync(MenuData)` gives it, or
 * undefined for anything Effect would refuse (then Effect, loaded on demand, lists the problems:
 * schemas/menu/decode-menu-generated.ts); the same for `decodeValidMenuLanguageAnswer`,
 * `decodeValidCustomDomainAnswer` and the stores' records (`decodeValidSavedCart`…); and `MENU_FIELD_NAMES`.
 * engine/storage/restore-decoders.ts, which decodes the stores' records with Effect for Node, is served as
 * re-exports of the generated ones.
 */
export function menuDecoderModule(): Plugin {
  return {
    name: "carta-menu-decoder",
    resolveId: (source) => (source === ID ? RESOLVED : undefined),
    async load(id) {
      if (id === RESTORE_DECODERS) return `export { ${RESTORE_EXPORTS.join(", ")} } from ${JSON.stringify(ID)};\n`;
      if (id !== RESOLVED) return undefined;
      // The schemas are TypeScript with extensionless imports: run through Vite's module runner, not the config's loader.
      const { module } = await runnerImport<typeof Generator>(GENERATOR, { configFile: false, logLevel: "warn" });
      return module.generateMenuDecoder(READERS);
    },
  };
}
