import { ensureDebianPackages } from "./ensure-debian-packages.mjs";

/**
 * Where the browser tests find Chromium: CHROMIUM_PATH, else Debian's headless shell (decision 0080: the
 * headless build, as Playwright's own headless runs use).
 */
export const chromiumPath = () => process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";

/** The full browser the benchmarks and Lighthouse measure with: BENCH_CHROMIUM_PATH, else Debian's Chromium. */
export const benchChromiumPath = () => process.env.BENCH_CHROMIUM_PATH || "/usr/bin/chromium";

/** poppler's tools, which the receipt tests render and read the PDFs with (tests/unit/server/receipt-languages.test.ts). */
const POPPLER = { pkg: "poppler-utils", binaries: ["pdftoppm", "pdftotext"] };

// The browser tests run in the headless shell, and the few tagged @full-browser (Background Sync) in the full one.
const TEST_CHROMIUM = () => [
  { pkg: "chromium-headless-shell", binaries: [chromiumPath()] },
  { pkg: "chromium", binaries: [benchChromiumPath()] },
];

/**
 * What the tests need beyond npm: Debian's Chromium, its headless shell (Playwright's own browser download is not
 * reachable here; CHROMIUM_PATH may point at another) and poppler's PDF tools. Installed through apt when missing
 * and we are root.
 */
export function ensureTestTools() {
  return ensureDebianPackages([...TEST_CHROMIUM(), POPPLER]);
}

/** Browser tests alone: Debian's Chromium and its headless shell. */
export function ensureChromium() {
  return ensureDebianPackages(TEST_CHROMIUM());
}

/** The benchmarks: Debian's full Chromium. */
export function ensureBenchChromium() {
  return ensureDebianPackages([{ pkg: "chromium", binaries: [benchChromiumPath()] }]);
}
