/**
 * Gives the main thread back to the browser before the next piece of boot work, so decoding the menu, the first
 * render of it and writing it to storage are three tasks rather than one long one: a tap or a paint waiting in
 * between runs, and Lighthouse's Total Blocking Time counts each task's part over 50 ms, not their sum (issue 20).
 * `scheduler.yield()` keeps the continuation ahead of other queued work where the browser has it (Chromium);
 * elsewhere a zero-delay timeout.
 *
 * The yield is asked for from a microtask, not from the caller's own frame: the start-up yields at the entry
 * chunk's top level, and a trace that records where `scheduler.yield` was called (Lighthouse's does) would need the
 * source positions of that whole chunk, a second parse of it of 200–250 ms at 4× (decision 0092).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return Promise.resolve().then(() => scheduler.yield!());
  return new Promise((resolve) => setTimeout(resolve, 0));
}
