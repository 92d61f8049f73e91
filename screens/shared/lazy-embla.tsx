import { Suspense, useState, type ReactNode } from "react";
import type { UseEmblaCarouselType } from "embla-carousel-react";
import type useEmblaCarousel from "embla-carousel-react";
import { lazyDefault } from "../../engine/react/lazy-part";

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
export type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

const EmblaDriver = lazyDefault(() => import("./embla-driver"));

/**
 * Embla for a carousel, loaded only when it has more than one slide (docs/decisions/0054). Until it arrives (and
 * for a single slide, always) the track stands where the screen's CSS puts it; then Embla takes the same
 * viewport for swiping and the arrows. Render `driver` anywhere inside the carousel; `api` is undefined until
 * Embla runs.
 */
export function useLazyEmbla(options: EmblaOptions, enabled: boolean): { viewportRef: (element: HTMLElement | null) => void; api: EmblaApi | undefined; driver: ReactNode } {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaApi>();
  const driver =
    enabled && viewport ? (
      <Suspense fallback={null}>
        <EmblaDriver viewport={viewport} options={options} onApi={setApi} />
      </Suspense>
    ) : null;
  return { viewportRef: setViewport, api: enabled ? api : undefined, driver };
}
