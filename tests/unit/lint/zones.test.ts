import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";

/**
 * The lint zones of docs/architecture.md hold: each known-bad import below, linted as if it were a file at that
 * path, is refused by the rule that guards it; the allowed ones pass.
 */
const eslint = new ESLint();

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const CASES: { name: string; file: string; code: string; rule: string; says: string }[] = [
  { name: "schemas import nothing of the app", file: "schemas/probe.ts", code: 'export * from "../engine/rules";', rule: "import-x/no-restricted-paths", says: "bottom layer" },
  { name: "the engine never imports screens", file: "engine/rules/probe.ts", code: 'export * from "../../screens/shared/icons";', rule: "import-x/no-restricted-paths", says: "never plugins, screens" },
  { name: "the pure engine never imports its React binding", file: "engine/rules/probe.ts", code: 'export * from "../react/app-services";', rule: "import-x/no-restricted-paths", says: "React binding" },
  { name: "engine/i18n imports no React", file: "engine/i18n/probe.ts", code: 'import { useState } from "react";\nexport const x = useState;', rule: "no-restricted-imports", says: "no React here" },
  { name: "a plugin never imports another plugin", file: "plugins/payment-stripe/probe.ts", code: 'export * from "../payment-noon";', rule: "import-x/no-restricted-paths", says: "another plugin" },
  { name: "a server half uses no themes", file: "plugins/payment-stripe/server.ts", code: 'export * from "../../themes/tokens.css";', rule: "import-x/no-restricted-paths", says: "server half" },
  { name: "a server half uses no React", file: "plugins/payment-stripe/server.ts", code: 'import { useState } from "react";\nexport const x = useState;', rule: "no-restricted-imports", says: "no React here" },
  { name: "the server imports no plugin code", file: "server/probe.ts", code: 'export * from "../plugins/payment-stripe";', rule: "import-x/no-restricted-paths", says: "plugin-list.ts only" },
  { name: "screens never import a plugin", file: "screens/category/probe.ts", code: 'export * from "../../plugins/payment-stripe";', rule: "import-x/no-restricted-paths", says: "Screens never import a plugin" },
  { name: "a screen never imports another screen's internals", file: "screens/category/probe.ts", code: 'export * from "../product/product-screen";', rule: "import-x/no-restricted-paths", says: "index.ts only" },
  { name: "the browser app never imports the server", file: "screens/home/probe.ts", code: 'export * from "../../server/app";', rule: "import-x/no-restricted-paths", says: "never imports the server" },
];

describe("lint zones: each rule fires on a file that breaks it", () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const found = await problems(c.file, c.code);
      expect(found.some((p) => p.startsWith(`${c.rule}:`) && p.includes(c.says)), found.join("\n") || "no problem reported").toBe(true);
    });
  }

  it("what the rules allow passes: shared code, another screen's index, the plugin list", async () => {
    expect(await problems("screens/category/probe.ts", 'export * from "../shared/icons";\nexport * from "../shell";')).toEqual([]);
    expect(await problems("server/probe.ts", 'export * from "../plugins/plugin-list";')).toEqual([]);
    expect(await problems("plugins/payment-stripe/server.ts", 'export * from "../../engine/plugin-api/server";')).toEqual([]);
  });
});
