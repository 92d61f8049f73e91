/**
 * The first screen's moments: when the boot gate hands the page from the document's splash to it, or to why there is
 * none (screens/app/boot-gate.tsx), and when it has settled. What the first screen does not need waits on these.
 */
let markDrawn: () => void = () => undefined;

export const firstScreenDrawn = new Promise<void>((resolve) => {
  markDrawn = resolve;
});

export function markFirstScreenDrawn(): void {
  markDrawn();
}

/** How long after the first screen is drawn it counts as settled: its pictures and the landing's pop-up come then. */
export const SETTLE_AFTER_FIRST_SCREEN_MS = 3_000;

/** What `firstScreenSettled` waits on, the browser's by default (a test passes its own). */
export interface SettlingPage {
  loaded(): Promise<void>;
  drawn: Promise<void>;
  wait(ms: number): Promise<void>;
  idle(): Promise<void>;
}

const browserPage = (): SettlingPage => ({
  loaded: () => (document.readyState === "complete" ? Promise.resolve() : new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true }))),
  drawn: firstScreenDrawn,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  idle: () => new Promise((resolve) => ("requestIdleCallback" in window ? requestIdleCallback(() => resolve(), { timeout: 5_000 }) : resolve())),
});

/**
 * Resolves once the page has loaded, its first screen has been drawn and has had SETTLE_AFTER_FIRST_SCREEN_MS, at a
 * moment the browser is idle. The `load` event alone comes before the app's first screen, whose code, calls and
 * pictures come after it.
 */
export function firstScreenSettled(page: SettlingPage = browserPage()): Promise<void> {
  return Promise.all([page.loaded(), page.drawn])
    .then(() => page.wait(SETTLE_AFTER_FIRST_SCREEN_MS))
    .then(() => page.idle());
}
