/** The name under which Vitest's global setup provides the migrated PGlite template's file (tests/support/database-template.ts). */
export const PGLITE_TEMPLATE_KEY = "pgliteTemplate";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
