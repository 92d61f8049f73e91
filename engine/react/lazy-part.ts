import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * Code loaded on demand, remembered once it is here. `load()` starts the download or joins the one under way (a
 * failed one can be tried again); `loaded` is the module after it arrived.
 */
export interface Chunk<M> {
  load(): Promise<M>;
  readonly loaded: M | undefined;
}

export function chunk<M>(importer: () => Promise<M>): Chunk<M> {
  let pending: Promise<M> | undefined;
  let loaded: M | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    get loaded() {
      return loaded;
    },
  };
}

/** A lazily loaded component that can be asked to start loading before it renders. */
export type LazyPart<P> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

/**
 * A component from a chunk, like `React.lazy`, with one difference that matters for the first paint: once the
 * chunk is here (preloaded beside the menu, see `preloadScreen`), it renders at once instead of suspending.
 * `React.lazy` always suspends on its first render, even for a module already loaded, because a promise answers
 * a tick later; the block then shows its placeholder, and React holds the real content back for up to 300 ms
 * after a placeholder appears (its fallback throttling). That delay was most of the landing's LCP.
 */
export function lazyPart<M, P>(from: Chunk<M>, pick: (module: M) => ComponentType<P>): LazyPart<P> {
  const component = lazy(() => {
    const module = from.loaded;
    // A thenable that answers synchronously: React.lazy reads the component in the same render.
    if (module !== undefined) return { then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve({ default: pick(module) }) } as Promise<{ default: ComponentType<P> }>;
    return from.load().then((loaded) => ({ default: pick(loaded) }));
  });
  return Object.assign(component, { preload: () => from.load() });
}

/** `React.lazy(() => import("./x"))` for a module whose default export is the component, preloadable. */
export function lazyDefault<P>(importer: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  return lazyPart(chunk(importer), (module) => module.default);
}

/** Whether a block's component can be preloaded (a {@link LazyPart}). */
export function isPreloadable(component: unknown): component is { preload(): Promise<unknown> } {
  return (typeof component === "object" || typeof component === "function") && component !== null && typeof (component as { preload?: unknown }).preload === "function";
}
