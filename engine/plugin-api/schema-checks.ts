/**
 * The registry's start-up checks that decode with Effect schemas: every layout against `ScreenLayout`, every
 * block's props and every plugin's options against their own schemas, every `when` variable against the
 * context fields and every `when` operator against those layouts evaluate. Development (screens/app/main.tsx
 * imports this module only there) and the tests pass them to `createRegistry`; production starts without them, so neither the schemas nor Effect reach the first screen
 * (decision 0058).
 */
import { ScreenLayout } from "../../schemas/layout";
import { decodeWith } from "../../schemas/decode";
import { checkContextPath } from "../layout-core/context-shape";
import { unsupportedOperator } from "../layout-core/when-logic";
// The generated list, not the menu schema (as context-shape.ts reads it).
import { MENU_FIELD_NAMES } from "virtual:carta-menu-decoder";
import type { RegistryOptions, SchemaChecks } from "./registry";

export const schemaChecks: SchemaChecks = {
  layout: (layout) => decodeWith(ScreenLayout, layout),
  decode: (schema, input) => decodeWith(schema, input),
};

/** Every start-up check: what development and the tests start the app with. */
export const allStartUpChecks: RegistryOptions = { schemas: schemaChecks, contextPaths: checkContextPath, whenOperators: unsupportedOperator, coreMenuFields: MENU_FIELD_NAMES };
