import { Suspense, useRef, useState, type ReactNode } from "react";
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
 *
 * With `waitForGuest`, Embla waits for the guest instead of loading after the first paint (decision 0063): it
 * loads on `wake()` (give it to the carousel's pointer-enter and focus, and to `useSwipeBeforeEmbla`, which also
 * keeps a swipe made before Embla runs); `emblaRuns()` says whether Embla has taken the viewport.
 */
export function useLazyEmbla(
  options: EmblaOptions,
  enabled: boolean,
  waitForGuest = false,
): {
  viewportRef: (element: HTMLElement | null) => void;
  viewport: HTMLElement | null;
  api: EmblaApi | undefined;
  driver: ReactNode;
  wake: () => void;
  emblaRuns: () => boolean;
} {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaApi>();
  const [wanted, setWanted] = useState(!waitForGuest);
  // Set the moment Embla hands its API over, a render before `api`: a gesture from then on is Embla's alone.
  const apiRef = useRef<EmblaApi | undefined>(undefined);
  const [onApi] = useState(() => (next: EmblaApi | undefined) => {
    apiRef.current = next;
    setApi(next);
  });
  const [emblaRuns] = useState(() => () => apiRef.current !== undefined);
  const [wake] = useState(() => () => setWanted(true));

  const driver =
    enabled && viewport && wanted ? (
      <Suspense fallback={null}>
        <EmblaDriver viewport={viewport} options={options} onApi={onApi} />
      </Suspense>
    ) : null;
  return { viewportRef: setViewport, viewport, api: enabled ? api : undefined, driver, wake, emblaRuns };
}
