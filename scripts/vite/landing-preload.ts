import type { Plugin } from "vite";
import type { OutputBundle, OutputChunk } from "rolldown";

/**
 * The landing screen (`/`) is where a QR code usually lands, and its parts are lazy chunks the app asks for only
 * once its own code has run: the landing components and the language list. The built index.html asks for them at
 * once on `/` — `<link rel="modulepreload">` and their stylesheets — so they download beside the app's code instead
 * of after it. Other routes never fetch them (the check is on the path). The on-load promotion pop-up is not here:
 * most venues have none, and the page cannot know yet; the landing route's loader asks for its code once the menu
 * says there is one (screens/promotions/on-load-block.tsx).
 */
const LANDING_MODULES = [/screens\/landing\/landing-components\.tsx$/, /screens\/shared\/language-select\.tsx$/];

export function landingPreload(): Plugin {
  return {
    name: "carta-landing-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
        const entry = chunks.find((chunk) => chunk.isEntry);
        const inEntry = new Set<string>([entry?.fileName ?? "", ...(entry?.imports ?? [])]);
        const wanted = chunks.filter((chunk) => !inEntry.has(chunk.fileName) && chunk.moduleIds.some((id) => LANDING_MODULES.some((pattern) => pattern.test(id))));
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const add = (chunk: OutputChunk) => {
          if (inEntry.has(chunk.fileName) || scripts.has(chunk.fileName)) return;
          scripts.add(chunk.fileName);
          for (const css of (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []) styles.add(css);
          for (const name of chunk.imports) {
            const imported = chunks.find((c) => c.fileName === name);
            if (imported) add(imported);
          }
        };
        wanted.forEach(add);
        if (scripts.size === 0) return html;
        const links = [...[...scripts].map((file) => ["modulepreload", `/${file}`]), ...[...styles].map((file) => ["preload", `/${file}`])];
        // `crossorigin` as Vite's loader sets it on the stylesheet it adds later: a preload in another credentials mode
        // is not used, and the browser downloads the stylesheet twice.
        const script = `<script>if(location.pathname==="/")${JSON.stringify(links)}.forEach(function(l){var e=document.createElement("link");e.rel=l[0];e.href=l[1];e.crossOrigin="";if(l[0]==="preload")e.as="style";document.head.appendChild(e)})</script>`;
        return html.replace("</head>", `    ${script}\n  </head>`);
      },
    },
  };
}
