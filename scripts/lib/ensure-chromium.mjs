import { ensureDebianPackages } from "./ensure-debian-packages.mjs";

/** Where the browser tests find Chromium: CHROMIUM_PATH, else Debian's package. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** poppler's tools, which the receipt tests render and read the PDFs with (tests/unit/server/receipt-languages.test.ts). */
const POPPLER = { pkg: "poppler-utils", binaries: ["pdftoppm", "pdftotext"] };

/**
 * What the tests need beyond npm: Debian's Chromium (Playwright's own browser download is not reachable here;
 * CHROMIUM_PATH may point at another) and poppler's PDF tools. Installed through apt when missing and we are root.
 */
export function ensureTestTools() {
  return ensureDebianPackages([{ pkg: "chromium", binaries: [chromiumPath()] }, POPPLER]);
}

/** Browser tests alone: Debian's Chromium. */
export function ensureChromium() {
  return ensureDebianPackages([{ pkg: "chromium", binaries: [chromiumPath()] }]);
}
