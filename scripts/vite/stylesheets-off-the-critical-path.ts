import type { Plugin } from "vite";

/**
 * The built index.html asks for the app's stylesheets without letting them block the first paint: the page
 * shows only the inline-styled loading spinner until the app's code has run, and that code is far larger than
 * the stylesheets, so they are in place before the app draws anything (preload, then applied on arrival).
 * Without it the spinner waits for the CSS on a slow network.
 */
export function stylesheetsOffTheCriticalPath(): Plugin {
  return {
    name: "carta-stylesheets-off-the-critical-path",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html.replace(/<link rel="stylesheet"( crossorigin)? href="([^"]+)">/g, (_all, crossorigin: string | undefined, href: string) => {
          const attrs = `${crossorigin ?? ""} href="${href}"`;
          return `<link rel="preload" as="style"${attrs} onload="this.onload=null;this.rel='stylesheet'"><noscript><link rel="stylesheet"${attrs}></noscript>`;
        }),
    },
  };
}
