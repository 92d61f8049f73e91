import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { VitePWA } from "vite-plugin-pwa";
import { compression } from "vite-plugin-compression2";
import { pluginListModule } from "./scripts/vite/plugin-list-module.ts";
import { menuDecoderModule } from "./scripts/vite/menu-decoder-module.ts";
import { stylesheetsOffTheCriticalPath } from "./scripts/vite/stylesheets-off-the-critical-path.ts";
import { landingPreload } from "./scripts/vite/landing-preload.ts";
import { defaultFacePreload } from "./scripts/vite/default-face-preload.ts";
import { compileHints } from "./scripts/vite/compile-hints.ts";
import { OUTBOX_SYNC_SCRIPT, outboxServiceWorkerScript } from "./scripts/vite/outbox-service-worker.ts";
import { API_PATHS } from "./scripts/vite/api-paths.ts";
import { reactOwnSyncExternalStore } from "./scripts/vite/react-own-sync-external-store.ts";
import { preloadListsWithoutEntryChunks } from "./scripts/vite/preload-lists-without-entry-chunks.ts";
import { appModuleSideEffects } from "./scripts/vite/app-side-effects.ts";
import { screenChunkGroups } from "./scripts/vite/screen-chunks.ts";

function isBackendRequest(url: string, accept: string | undefined): boolean {
  return (accept ?? "").includes("application/json") || API_PATHS.some((pattern) => pattern.test(url));
}

const preloadLists = preloadListsWithoutEntryChunks();

export default defineConfig({
  plugins: [
    preloadLists.plugin,
    pluginListModule(),
    menuDecoderModule(),
    stylesheetsOffTheCriticalPath(),
    landingPreload(),
    defaultFacePreload(),
    compileHints(),
    outboxServiceWorkerScript(),
    vanillaExtractPlugin(),
    react(),
    VitePWA({
      // The spec: a new version activates and the page reloads.
      registerType: "autoUpdate",
      injectRegister: false,
      // Each venue has its own manifest, served by the backend at /en/menus/manifest/{license}/.
      manifest: false,
      workbox: {
        // A new version takes over open pages at once, and the page reloads (screens/app/register-service-worker.ts).
        // vite-plugin-pwa sets these for `autoUpdate` only when it injects its own registration, which is off here.
        skipWaiting: true,
        clientsClaim: true,
        // The outbox's Background Sync handler (engine/outbox/service-worker-sync.ts, issue 21).
        importScripts: [`/${OUTBOX_SYNC_SCRIPT}`],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [...API_PATHS],
        // Fonts are cached as they are used (below), not all up front on a guest's first visit.
        globPatterns: ["**/*.{js,css,html,svg}"],
        runtimeCaching: [
          {
            // The menu: fresh when the network answers, the last copy when it does not.
            urlPattern: ({ url }) => /^\/[a-z]{2}(?:-[a-z]+)?\/api\/(?:menu|menu_language)\//.test(url.pathname),
            handler: "NetworkFirst",
            options: { cacheName: "carta-menu", networkTimeoutSeconds: 6, expiration: { maxEntries: 20 } },
          },
          {
            urlPattern: ({ url }) => url.pathname.endsWith(".woff2"),
            handler: "CacheFirst",
            options: { cacheName: "carta-fonts", expiration: { maxEntries: 30 } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith("/media/") || url.pathname.includes("/menus/"),
            handler: "CacheFirst",
            options: { cacheName: "carta-media", expiration: { maxEntries: 400, maxAgeSeconds: 7 * 24 * 3600 } },
          },
        ],
      },
    }),
    // Brotli (quality 11) and gzip (level 9) copies of the text files beside them, served as they are by the server
    // (server/app.ts, decision 0079): no compression per request, and smaller than a per-request compressor makes.
    compression({ threshold: 1024, logLevel: "silent" }),
  ],
  resolve: { alias: reactOwnSyncExternalStore },
  build: {
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    // Which hashed file holds what (.vite/manifest.json): the size report, the budget test and the tests that watch
    // for a chunk read it (tests/support/built-files.ts). The server does not serve it.
    manifest: true,
    modulePreload: { polyfill: false, resolveDependencies: preloadLists.resolveDependencies },
    // The app's modules are free of side effects but for a listed few (decision 0074).
    rolldownOptions: {
      treeshake: { moduleSideEffects: appModuleSideEffects(import.meta.dirname) },
      output: {
        // Chunks and stylesheets are named by their hash alone: each dynamic import lists its files in the chunk that
        // imports it, the entry's 78 names on every first screen (decision 0078, 0.8–0.9 kB gzip). Pictures and fonts keep their names.
        chunkFileNames: "assets/[hash].js",
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith(".css")) ? "assets/[hash].css" : "assets/[name]-[hash][extname]"),
        codeSplitting: {
          groups: [
            // What the entry loads statically is one file, not one per module a lazy screen shares (decision 0075).
            { name: "index", tags: ["$initial"] },
            // /product's own modules in one file, and the add-to-cart parts it shares with /category in another (decision 0078).
            ...screenChunkGroups,
          ],
        },
      },
    },
  },
  server: {
    // Every backend call asks for JSON (engine/api/http.ts): the dev server forwards those, whatever plugin's
    // server half answers them, and keeps the app's own modules and pages.
    proxy: {
      "^/": { target: "http://localhost:3000", bypass: (request) => (isBackendRequest(request.url ?? "", request.headers.accept) ? undefined : request.url) },
    },
  },
});
