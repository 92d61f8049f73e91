// @ts-check
import fs from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { venueGroupNames } from "./scripts/eslint/venue-group-names.js";
import { otherScreensTexts } from "./scripts/eslint/other-screens-texts.js";

/**
 * The import direction of docs/architecture.md, enforced: schemas, then themes and engine, then plugins,
 * then screens. Plugins never import one another. The server uses schemas and the pure parts of the engine.
 */
const PURE_ENGINE = ["engine/api", "engine/rules", "engine/cart", "engine/menu", "engine/layout-core", "engine/plugin-api", "engine/i18n", "engine/server-state", "engine/storage", "engine/checkout", "engine/order"];
const REACT_ENGINE = ["engine/react"];
const screenDirs = fs.existsSync("screens")
  ? fs.readdirSync("screens", { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];
/** The composition root and the core plugin assemble the screens; `shared` is what screens share. */
const SCREEN_ASSEMBLERS = new Set(["app", "core", "shared"]);
const pluginDirs = fs.existsSync("plugins")
  ? fs.readdirSync("plugins", { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

const zones = [
  // schemas is the bottom layer.
  { target: "./schemas", from: ["./engine", "./plugins", "./screens", "./themes", "./server"], message: "schemas/ imports nothing of the app: it is the bottom layer." },
  { target: "./themes", from: ["./engine", "./plugins", "./screens", "./server"], message: "themes/ may use schemas/ only." },
  { target: "./engine", from: ["./plugins", "./screens", "./server"], message: "engine/ may use schemas/ and themes/, never plugins, screens or the server." },
  { target: "./plugins", from: ["./screens", "./server"], message: "plugins/ may use engine/, schemas/ and themes/, never screens or the server." },
  { target: "./screens", from: ["./server"], message: "The browser app never imports the server." },
  { target: "./server", from: ["./screens", "./themes", ...REACT_ENGINE.map((d) => `./${d}`)], message: "server/ may use schemas/ and the pure parts of engine/ only." },
  // The server reads the plugin list and loads server halves by path: it never imports a plugin's code.
  { target: "./server", from: "./plugins", except: ["./plugin-list.ts"], message: "server/ reads plugins/plugin-list.ts only; server halves are loaded by path (server/plugins/)." },
  // The pure engine never reaches into its React binding.
  ...PURE_ENGINE.map((dir) => ({ target: `./${dir}`, from: REACT_ENGINE.map((d) => `./${d}`), message: "The pure engine does not import its React binding." })),
  // A plugin's server half runs in the reference server: the pure engine and schemas only.
  { target: "./plugins/*/server.ts", from: ["./themes", "./screens", ...REACT_ENGINE.map((d) => `./${d}`)], message: "A server half (plugins/<id>/server.ts) may use schemas/ and the pure engine only." },
  // The app reaches plugins only through the plugin list (virtual:carta-plugins), never by path.
  { target: "./screens", from: "./plugins", message: "Screens never import a plugin: plugins are listed in plugins/plugin-list.ts and reach the app through the registry." },
  // A screen uses another screen only through its index.ts; what screens share lives in screens/shared.
  ...screenDirs
    .filter((name) => !SCREEN_ASSEMBLERS.has(name))
    .map((name) => ({
      target: `./screens/${name}`,
      from: "./screens",
      except: [`./${name}`, "./shared", ...screenDirs.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
      message: "A screen imports another screen's index.ts only; share code through screens/shared.",
    })),
  // Plugins are independent of each other.
  ...pluginDirs.map((name) => ({
    target: `./plugins/${name}`,
    from: "./plugins",
    except: [`./${name}`],
    message: "A plugin never imports another plugin: share through engine/ instead.",
  })),
];

/** Effect's barrels pull about 75 kB (gzip) more into the browser than its modules do: import by path. */
const EFFECT_BARRELS = [
  { name: "effect", message: 'Import Effect modules by path: import * as Schema from "effect/Schema".' },
  { name: "effect/schema", message: 'Import by path: import * as SchemaCompiler from "effect/schema/SchemaCompiler".' },
];

/** The project's own rules (scripts/eslint/). */
const carta = { rules: { ...venueGroupNames.rules, ...otherScreensTexts.rules } };

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "tests/.artifacts/**", "dev-dist/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: { "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } } },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": ["error", { paths: EFFECT_BARRELS }],
    },
  },
  {
    // The pure engine, the server and the plugins' server halves run in Node: no React there.
    files: [...PURE_ENGINE.map((d) => `${d}/**`), "schemas/**", "server/**", "plugins/*/server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: EFFECT_BARRELS,
          patterns: [{ group: ["react", "react-dom", "react-dom/*", "react-aria-components", "@tanstack/react-*"], allowTypeImports: true, message: "Pure code: no React here (type-only imports are fine)." }],
        },
      ],
    },
  },
  {
    // The venue-group mode lives in its plugin (issue 19): the browser app's other code never names it.
    files: ["engine/**/*.{ts,tsx}", "screens/**/*.{ts,tsx}", "schemas/**/*.{ts,tsx}", "themes/**/*.{ts,tsx}", "plugins/**/*.{ts,tsx}"],
    // No core file is exempt (the last left with decisions 0064–0066 and 0069): the mode is wholly its plugin's.
    ignores: ["plugins/integration-venue-group/**"],
    plugins: { carta },
    rules: { "carta/no-venue-group-names": "error" },
  },
  {
    // The other screens' English texts load with the modules that name them (engine/i18n/other-screens-texts.ts).
    files: ["engine/**/*.{ts,tsx}", "screens/**/*.{ts,tsx}", "schemas/**/*.{ts,tsx}", "themes/**/*.{ts,tsx}", "plugins/**/*.{ts,tsx}"],
    // The catalogues and uiText are the texts themselves; a schema's strings are payload names, never texts shown;
    // a plugin's server half runs on the server.
    ignores: ["engine/i18n/**", "schemas/**", "plugins/*/server/**", "plugins/*/server.ts"],
    plugins: { carta },
    rules: { "carta/other-screens-texts-imported": "error" },
  },
  {
    // The browser tests take `test` from their support module, whose fixture resets what the reused context keeps
    // (tests/browser/support/test.ts, decision 0094).
    files: ["tests/browser/**/*.ts"],
    ignores: ["tests/browser/support/test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...EFFECT_BARRELS,
            { name: "@playwright/test", importNames: ["test"], message: 'Import test from tests/browser/support/test.ts: it resets what the reused browser context keeps.' },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "*.config.{js,ts}", "tests/**", "server/**"],
    languageOptions: { globals: { process: "readonly", console: "readonly", Buffer: "readonly" } },
  },
);
