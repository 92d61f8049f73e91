import type { Plugin } from "vite";
import type { OutputBundle } from "rolldown";

/**
 * The default theme's text faces, asked for by the built index.html at once (decision 0087): Inter's Latin regular
 * and semibold, which every left-to-right first screen of a venue on the default body face draws its text in (the
 * bold one only some screens use). Found by the stylesheet's `url()`s alone, they arrive after the app's code has
 * run and drawn the page once in the fallback faces, and on Linux that first layout looks up every family of the
 * fallback stack, one call to the browser process each: Lighthouse's blocking time on `/` was 312–1,317 ms without
 * and 71–273 ms with them.
 *
 * Marked `data-carta-default-face`: the server drops them from the document of a venue whose theme names another
 * body face (server/routes/first-screen-hints.ts), which would leave them unused.
 */
const DEFAULT_FACE_ATTRIBUTE = "data-carta-default-face";
const FACES = [/^assets\/inter-latin-400-normal-[\w-]+\.woff2$/, /^assets\/inter-latin-600-normal-[\w-]+\.woff2$/];

export function defaultFacePreload(): Plugin {
  return {
    name: "carta-default-face-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        if (!bundle) return html;
        const files = FACES.map((face) => {
          const file = Object.keys(bundle).find((name) => face.test(name));
          // A renamed or dropped face must not silently take the preload away.
          if (!file) throw new Error(`default-face-preload: no built file matches ${face}`);
          return file;
        });
        // `crossorigin`: fonts are always fetched in CORS mode, and a preload in another mode is not used.
        const links = files.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" ${DEFAULT_FACE_ATTRIBUTE}>`);
        // Ahead of the module scripts, so the parser finds them as early as it finds the app's code.
        return html.replace(/(\s*)<script type="module"/, (match, space: string) => `${space}${links.join(space)}${match}`);
      },
    },
  };
}
