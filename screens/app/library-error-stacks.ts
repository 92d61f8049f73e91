/**
 * React DOM makes five `Error`s as it is evaluated: markers its Suspense throws and catches, never shown. Where a
 * DevTools client listens (Lighthouse, Playwright, a developer's open DevTools), V8 records each one's stack as it is
 * made, and a stack through the entry chunk's top level needs the source positions of the whole chunk: two more
 * parses of it, 50–120 ms of the main thread at full speed and 400–600 ms at Lighthouse's 4× (docs/performance.md).
 * Without an `Error.stackTraceLimit`, V8 records none. So the start-up takes it away for the libraries' evaluation
 * (./before-libraries.ts) and gives it back before the app's own modules run (./yield-after-libraries.ts); a guest's
 * browser, which records no such stacks, loses nothing either way.
 */
let limit: number | undefined;

export function withholdErrorStacks(): void {
  limit = Error.stackTraceLimit;
  // Not `delete`: where the engine would not let the setting go, a module's strict mode would throw.
  Reflect.deleteProperty(Error, "stackTraceLimit");
}

/** Gives back the limit it took, once; where there was none (an engine without the setting), nothing. */
export function restoreErrorStacks(): void {
  if (limit !== undefined) Error.stackTraceLimit = limit;
  limit = undefined;
}
