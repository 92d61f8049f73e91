/**
 * Debian's Chromium and the flags it needs on these machines (Playwright's own browser download is not
 * reachable; without the background-networking flags Chromium keeps dialling hosts it cannot reach).
 * Shared by the browser tests (playwright.config.ts) and the benchmarks (tests/bench).
 */
export const CHROMIUM_EXECUTABLE = process.env["CHROMIUM_PATH"] || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
