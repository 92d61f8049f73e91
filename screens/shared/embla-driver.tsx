import { useEffect } from "react";
import useEmblaCarousel from "embla-carousel-react";
import type { EmblaApi, EmblaOptions } from "./lazy-embla";

/**
 * Embla on a viewport that is already on the page, handing its API up. Its own chunk: loaded only for a
 * carousel with more than one slide, after the first paint (screens/shared/lazy-embla.tsx).
 */
export default function EmblaDriver({ viewport, options, onApi }: { viewport: HTMLElement; options: EmblaOptions; onApi: (api: EmblaApi | undefined) => void }) {
  const [attach, api] = useEmblaCarousel(options);
  useEffect(() => attach(viewport), [attach, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
