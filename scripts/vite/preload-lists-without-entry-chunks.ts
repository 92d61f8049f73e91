import type { Plugin } from "vite";
import type { OutputBundle, OutputChunk } from "rolldown";

/**
 * Each dynamic import in the built app carries the list of files its chunk needs, so that Vite's preload helper
 * fetches them side by side instead of one after the other; the lists, with every file name they mention, are
 * written at the top of the chunk that imports (`__vite__mapDeps`). Every dynamic import runs after the entry
 * chunk and what it imports statically have loaded, so naming those files again asks for nothing (the helper skips a
 * file the page already has): they were about 2 kB gzip of the entry chunk, on every first screen. These lists
 * leave them out. Stylesheets stay as they were, and so does index.html's own preloading.
 */
export function preloadListsWithoutEntryChunks(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostType: "html" | "js" }) => string[] } {
  const loadedWithEntry = new Set<string>();
  return {
    plugin: {
      name: "carta-preload-lists-without-entry-chunks",
      apply: "build",
      // Before Vite writes the lists (its import analysis runs in this same hook, later).
      generateBundle: {
        order: "pre",
        handler(_options, bundle: OutputBundle) {
          loadedWithEntry.clear();
          const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === "chunk" ? [[item.fileName, item] as const] : [])));
          const add = (chunk: OutputChunk | undefined) => {
            if (!chunk || loadedWithEntry.has(chunk.fileName)) return;
            loadedWithEntry.add(chunk.fileName);
            for (const name of chunk.imports) add(chunks.get(name));
          };
          // The page's entry: the chunk index.html loads (a service-worker script is no page of the app).
          for (const chunk of chunks.values()) if (chunk.isEntry && chunk.facadeModuleId?.endsWith(".html")) add(chunk);
        },
      },
    },
    resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : deps.filter((dep) => !loadedWithEntry.has(dep))),
  };
}
