import path from "node:path";
import { build, type Plugin } from "vite";

/** The script the generated service worker loads with importScripts: the outbox's Background Sync handler. */
export const OUTBOX_SYNC_SCRIPT = "outbox-sync.js";

/**
 * Builds engine/outbox/service-worker-sync.ts into one classic script beside the app (`/outbox-sync.js`). The service
 * worker vite-plugin-pwa generates is a classic script with Workbox's runtime, so a handler of our own joins it by
 * importScripts (the `workbox.importScripts` option) rather than by writing and maintaining the whole worker by hand:
 * it shares the outbox rules and the IndexedDB store with the pages, from the same sources.
 */
export function outboxServiceWorkerScript(): Plugin {
  let root = process.cwd();
  return {
    name: "carta-outbox-service-worker-script",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const built = await build({
        configFile: false,
        root,
        publicDir: false,
        logLevel: "warn",
        build: {
          write: false,
          target: "es2022",
          minify: true,
          lib: { entry: path.join(root, "engine/outbox/service-worker-sync.ts"), formats: ["iife"], name: "cartaOutboxSync", fileName: () => OUTBOX_SYNC_SCRIPT },
        },
      });
      const outputs = (Array.isArray(built) ? built : [built]) as { output: { type: string; code?: string }[] }[];
      const chunk = outputs[0]?.output.find((item) => item.type === "chunk");
      if (!chunk?.code) throw new Error("the outbox's service-worker script did not build");
      this.emitFile({ type: "asset", fileName: OUTBOX_SYNC_SCRIPT, source: chunk.code });
    },
  };
}
