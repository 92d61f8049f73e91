/**
 * React 19 has `useSyncExternalStore`; the `use-sync-external-store` shim (which @tanstack/react-store and
 * react-aria import) still bundles its fallback for React 17. These aliases point the shim's entries at the
 * package's React-18-and-later builds, which call React's own hook: the same hook runs, without the fallback's
 * bytes on every first screen.
 */
export const reactOwnSyncExternalStore = [
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: "use-sync-external-store/with-selector.js" },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "use-sync-external-store" },
];
