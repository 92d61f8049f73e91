import { defineConfig } from "vitest/config";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { pluginListModule } from "./scripts/vite/plugin-list-module.ts";
import { menuDecoderModule } from "./scripts/vite/menu-decoder-module.ts";
import { LongPolesFirst } from "./tests/support/long-poles-first.ts";
import { ISOLATED } from "./tests/support/isolated-test-files.ts";

const TEST_FILES = ["tests/unit/**/*.test.{ts,tsx}", "tests/property/**/*.test.{ts,tsx}", "tests/db/**/*.test.ts"];

/** What every project runs with. Not `extends: true`: that would run the root's global setup once more per project. */
const project = (name: string, isolate: boolean, include: string[], exclude: string[] = []) => ({
  plugins: [pluginListModule(), menuDecoderModule(), vanillaExtractPlugin()],
  test: {
    name,
    include,
    exclude,
    isolate,
    environment: "node",
    pool: "threads",
    testTimeout: 20_000,
    // Opening PGlite and importing venues takes seconds on a busy 2-core machine.
    hookTimeout: 60_000,
  },
});

// Kept apart from vite.config.ts: unit and property tests need neither the router nor the PWA plugins.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on this 2-core machine, whose tests wait on
    // PGlite, sockets and child processes as much as they compute.
    maxWorkers: 2,
    // The long files early and apart, whatever the results cache knows (tests/support/long-poles-first.ts).
    sequence: { sequencer: LongPolesFirst },
    // One migrated PGlite store, dumped once; each test file's store is a copy (tests/support/test-database.ts).
    // The root project's: the projects inherit what it provides.
    globalSetup: ["tests/support/database-template.ts"],
    projects: [project("isolated", true, ISOLATED), project("shared", false, TEST_FILES, ISOLATED)],
  },
});
