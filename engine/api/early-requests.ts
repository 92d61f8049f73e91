/**
 * Answers the page asked for before the app's code arrived. On a first visit, a few lines in index.html start
 * the boot calls (license, languages, menu: engine/menu/boot-menu.ts) while the bundle downloads, instead of
 * after it has run: on a slow network that is most of a second off the first screen. `requestJson` takes such an
 * answer instead of asking again; each is taken once, and a call the page did not foresee goes out as usual.
 * The early lines only guess URLs: everything they fetched is decoded by the same schemas as any answer.
 */
declare global {
  interface Window {
    /** Set by index.html: GET responses by path, each promise taken at most once. */
    __cartaEarly?: Record<string, Promise<Response> | undefined>;
  }
}

/** The response the page already asked for at `path`, once; undefined when there is none. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const early = typeof window === "undefined" ? undefined : window.__cartaEarly;
  const response = early?.[path];
  if (response) early[path] = undefined;
  return response;
}
