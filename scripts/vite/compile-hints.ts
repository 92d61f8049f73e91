import type { Plugin } from "vite";
import type { OutputBundle, OutputChunk } from "rolldown";

/**
 * The first screen's file asks Chromium to compile all of it at once (V8's explicit compile hints, the
 * `//# allFunctionsCalledOnLoad` comment, decision 0083): most of that file runs before the first screen shows, and
 * compiled with the download, on a background thread, its functions no longer compile one by one on the main thread
 * the first time each runs. The other chunks keep V8's lazy compilation: a screen's file runs only in part.
 *
 * V8 reads the comment only on the file's first line. Vite puts its list of preloaded files (`__vite__mapDeps`) at
 * the top of the file in its import analysis, after every other plugin's `generateBundle` of the same order, and the
 * brotli and gzip copies are made right after it. So the comment is added inside that step, just after Vite's own
 * work, as vite-plugin-compression2 hooks its compression into the manifest's; the build fails if it did not land
 * first (a Vite release that moves the step).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The app's entry module: the file that holds it is what every first screen loads (the build's `index` chunk). */
const FIRST_SCREEN_ENTRY = /\/screens\/app\/main\.tsx$/;

const IMPORT_ANALYSIS = "vite:build-import-analysis";

/** The bundle's chunks that hold the app's entry module (one in a build). */
function firstScreenChunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk" && item.moduleIds.some((id) => FIRST_SCREEN_ENTRY.test(id)));
}

function addHint(bundle: OutputBundle): void {
  for (const chunk of firstScreenChunks(bundle)) if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
}

type Hook = (this: unknown, ...args: unknown[]) => unknown;

export function compileHints(): Plugin {
  return {
    name: "carta-compile-hints",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      const analysis = config.plugins.find((plugin) => plugin.name === IMPORT_ANALYSIS);
      const hook = analysis?.generateBundle as Hook | { handler: Hook } | undefined;
      if (!analysis || !hook) throw new Error(`carta-compile-hints: no ${IMPORT_ANALYSIS} generateBundle to follow (a Vite release that changed it)`);
      const original = typeof hook === "function" ? hook : hook.handler;
      const wrapped: Hook = async function (this: unknown, ...args: unknown[]) {
        await original.apply(this, args);
        addHint(args[1] as OutputBundle);
      };
      if (typeof hook === "function") (analysis as { generateBundle: Hook }).generateBundle = wrapped;
      else hook.handler = wrapped;
    },
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of firstScreenChunks(bundle)) {
          if (!chunk.code.startsWith(COMPILE_HINT)) this.error(`the compile hint is not the first line of ${chunk.fileName}: V8 would ignore it`);
        }
      },
    },
  };
}
