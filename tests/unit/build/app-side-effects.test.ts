import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { APP_MODULES_WITH_SIDE_EFFECTS, appModuleSideEffects } from "../../../scripts/vite/app-side-effects";

/**
 * The bundler drops an app module none of whose exports is used, unless scripts/vite/app-side-effects.ts lists it
 * (decision 0074). These tests find every module of the browser app that does something at its top level, and
 * hold each to one of two answers: it is listed, or what it does only matters once its exports are used.
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");
const APP_FOLDERS = ["engine", "screens", "plugins", "schemas", "themes"];

/** Modules whose top-level statements only matter once one of their exports is used, and why. */
const EFFECTS_TIED_TO_EXPORTS: Record<string, string> = {
  "engine/table-session/table-seat.ts": "saves the seat its `tableSeat` store holds, whenever that store changes",
  "engine/outbox/browser-outbox.ts": "hears other tabs' sends for the outbox it exports",
  "plugins/plugin-list.ts": "refuses an unknown CARTA_PLUGINS_EXCLUDE for the plugin ids it exports (read by the build and the server)",
  "engine/react/safe-html.tsx": "starts loading DOMPurify for the `SafeHtml` it exports, where the Sanitizer API is missing",
  "screens/form/feedback-form.tsx": "a lazily imported screen: a dynamic import always runs its module",
  "screens/shell/toast-region.tsx": "a lazily imported block: a dynamic import always runs its module",
};

const listed = (file: string) => APP_MODULES_WITH_SIDE_EFFECTS.some((pattern) => pattern.test(file));

function appModules(): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
      const file = `${folder}/${entry.name}`;
      // The plugins' server halves run in Node, never in the bundle.
      if (entry.isDirectory()) {
        if (!(folder.startsWith("plugins/") && entry.name === "server")) walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(file);
    }
  };
  for (const folder of APP_FOLDERS) walk(folder);
  return files;
}

const parsed = new Map(appModules().map((file) => [file, ts.createSourceFile(file, readFileSync(path.join(ROOT, file), "utf8"), ts.ScriptTarget.Latest)]));

/** A top-level statement that runs something: not an import, an export of names, or a declaration. */
function runsSomething(statement: ts.Statement): boolean {
  return !(
    ts.isImportDeclaration(statement) ||
    ts.isExportDeclaration(statement) ||
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement) ||
    ts.isModuleDeclaration(statement) ||
    ts.isVariableStatement(statement) ||
    ts.isExportAssignment(statement) ||
    ts.isEmptyStatement(statement)
  );
}

describe("build: the app's modules are free of side effects, but for the listed ones (decision 0074)", () => {
  it("every module that runs something at its top level is listed, or what it runs is tied to its exports", () => {
    const found = [...parsed].filter(([file, source]) => !listed(file) && source.statements.some(runsSomething)).map(([file]) => file);
    expect(found.sort()).toEqual(Object.keys(EFFECTS_TIED_TO_EXPORTS).sort());
  });

  it("a module imported for its effect alone is listed: the bundler would drop it otherwise", () => {
    const effectOnly: string[] = [];
    for (const [file, source] of parsed) {
      for (const statement of source.statements) {
        if (!ts.isImportDeclaration(statement) || statement.importClause) continue;
        const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
        if (!specifier.startsWith(".")) continue;
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
        const module = [target, `${target}.ts`, `${target}.tsx`].find((candidate) => parsed.has(candidate) || /\.css$/.test(candidate));
        if (!module || !listed(module)) effectOnly.push(`${file} imports ${specifier}`);
      }
    }
    expect(effectOnly).toEqual([]);
  });

  it("tells the bundler: the listed modules keep their effects, the app's others are free of them, packages speak for themselves", () => {
    const sideEffects = appModuleSideEffects(ROOT);
    const at = (file: string) => sideEffects(path.join(ROOT, file));
    expect(at("engine/i18n/other-screens-texts.ts")).toBe(true);
    expect(at("screens/app/main.tsx")).toBe(true);
    expect(at("screens/home/home.css.ts")).toBe(true);
    expect(at("themes/global.css")).toBe(true);
    expect(at("screens/home/category-card.css.ts.vanilla.css?source=abc")).toBe(true);
    expect(at("engine/rules/split-payment.ts")).toBe(false);
    expect(at("screens/cart/index.ts")).toBe(false);
    expect(at("node_modules/react-dom/index.js")).toBeUndefined();
    expect(sideEffects("\0virtual:carta-plugin-list")).toBeUndefined();
  });
});
