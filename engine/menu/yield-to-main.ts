/**
 * Gives the main thread back to the browser before the next piece of boot work, so decoding the menu, the first
 * render of it and writing it to storage are three tasks rather than one long one: a tap or a paint waiting in
 * between runs, and Lighthouse's Total Blocking Time counts each task's part over 50 ms, not their sum (issue 20).
 * `scheduler.yield()` keeps the continuation ahead of other queued work where the browser has it (Chromium);
 * elsewhere a zero-delay timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
