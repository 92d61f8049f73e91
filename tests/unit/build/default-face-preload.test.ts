import { describe, expect, it } from "vitest";
import type { IndexHtmlTransformContext } from "vite";
import type { MenuData } from "../../../schemas/menu";
import { defaultFacePreload } from "../../../scripts/vite/default-face-preload";
import { drawsInDefaultFace } from "../../../server/routes/first-screen-hints";
import { ALWAYS_LOADED_FAMILIES, SANS_FALLBACK } from "../../../themes/fonts";

/** The plugin's index.html transform, as the build calls it with its bundle's file names. */
function transform(html: string, files: string[]): string {
  const plugin = defaultFacePreload();
  const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: IndexHtmlTransformContext) => string };
  const bundle = Object.fromEntries(files.map((fileName) => [fileName, { type: "asset", fileName }]));
  return hook.handler(html, { bundle } as unknown as IndexHtmlTransformContext);
}

const BUILT = ["assets/sLl4K1Ec.js", "assets/inter-latin-400-normal-C38fXH4l.woff2", "assets/inter-latin-600-normal-LgqL8muc.woff2", "assets/inter-latin-700-normal-Yt3aPRUw.woff2"];
const HTML = '<head>\n    <script>early()</script>\n    <script type="module" crossorigin src="/assets/sLl4K1Ec.js"></script>\n  </head>';

const withBodyFace = (family: string | null) => ({ theme_data: { fonts: { body: { family } } } }) as unknown as MenuData;

describe("the default theme's faces, preloaded by index.html (decision 0087)", () => {
  it("asks for Inter's regular and semibold Latin faces ahead of the app's code, marked for the server", () => {
    expect(transform(HTML, BUILT)).toBe(
      "<head>\n    <script>early()</script>" +
        '\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-400-normal-C38fXH4l.woff2" data-carta-default-face>' +
        '\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-600-normal-LgqL8muc.woff2" data-carta-default-face>' +
        '\n    <script type="module" crossorigin src="/assets/sLl4K1Ec.js"></script>\n  </head>',
    );
  });

  it("fails the build when a face is no longer among the built files", () => {
    expect(() => transform(HTML, BUILT.filter((file) => !file.includes("-600-")))).toThrow(/inter-latin-600-normal/);
  });

  it("preloads the face the default theme's text stack starts with", () => {
    expect(SANS_FALLBACK.startsWith(`${ALWAYS_LOADED_FAMILIES[0]},`)).toBe(true);
    expect(ALWAYS_LOADED_FAMILIES[0]).toBe("Inter");
  });

  it("keeps the preloads for a venue whose body is drawn in that face, and only for it", () => {
    for (const family of [null, "", "Inter", " inter ", '"Inter"']) expect(drawsInDefaultFace(withBodyFace(family)), String(family)).toBe(true);
    for (const family of ["Lato", "Inter Tight", "Playfair Display"]) expect(drawsInDefaultFace(withBodyFace(family)), family).toBe(false);
    // A menu that does not decode: the app's own screens saying so are drawn in the default face.
    expect(drawsInDefaultFace(undefined)).toBe(true);
  });
});
