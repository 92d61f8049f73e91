import { defineConfig } from "vitest/config";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { pluginListModule } from "./scripts/vite/plugin-list-module.ts";
import { menuDecoderModule } from "./scripts/vite/menu-decoder-module.ts";

// Kept apart from vite.config.ts: unit and property tests need neither the router nor the PWA plugins.
export default defineConfig({
  plugins: [pluginListModule(), menuDecoderModule(), vanillaExtractPlugin()],
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/property/**/*.test.{ts,tsx}", "tests/db/**/*.test.ts"],
    environment: "node",
    pool: "threads",
    // Vitest's default is one worker fewer than the cores: one worker on this 2-core machine, whose tests wait on
    // PGlite, sockets and child processes as much as they compute.
    maxWorkers: 2,
    // One migrated PGlite store, dumped once; each test file's store is a copy (tests/support/test-database.ts).
    globalSetup: ["tests/support/database-template.ts"],
    testTimeout: 20_000,
    // Opening PGlite and importing venues takes seconds on a busy 2-core machine.
    hookTimeout: 60_000,
  },
});
