import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import type { UseEmblaCarouselType } from "embla-carousel-react";
import type useEmblaCarousel from "embla-carousel-react";
import { lazyDefault } from "../../engine/react/lazy-part";

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
export type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

const EmblaDriver = lazyDefault(() => import("./embla-driver"));

/** How far a finger or the mouse must travel sideways, more than up or down, to count as a swipe. */
const SWIPE_PX = 40;

/**
 * Embla for a carousel, loaded only when it has more than one slide (docs/decisions/0054). Until it arrives (and
 * for a single slide, always) the track stands where the screen's CSS puts it; then Embla takes the same
 * viewport for swiping and the arrows. Render `driver` anywhere inside the carousel; `api` is undefined until
 * Embla runs.
 *
 * With `swipeBeforeEmbla`, Embla waits for the guest instead of loading after the first paint (decision 0063):
 * it loads on `wake()` (give it to the carousel's pointer-enter and focus) or a first touch of the viewport, and a
 * swipe made before it runs is not lost: it is handed to `swipeBeforeEmbla` as a step (+1 the next slide, −1 the
 * previous one, in the reading direction).
 */
export function useLazyEmbla(
  options: EmblaOptions,
  enabled: boolean,
  swipeBeforeEmbla?: (step: -1 | 1) => void,
): { viewportRef: (element: HTMLElement | null) => void; api: EmblaApi | undefined; driver: ReactNode; wake: () => void } {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaApi>();
  const onTouch = swipeBeforeEmbla !== undefined;
  const [wanted, setWanted] = useState(!onTouch);
  // Set the moment Embla hands its API over, a render before `api`: a gesture from then on is Embla's alone.
  const apiRef = useRef<EmblaApi | undefined>(undefined);
  const [onApi] = useState(() => (next: EmblaApi | undefined) => {
    apiRef.current = next;
    setApi(next);
  });
  const swipeRef = useRef(swipeBeforeEmbla);
  swipeRef.current = swipeBeforeEmbla;
  const rtl = options.direction === "rtl";
  const [wake] = useState(() => () => setWanted(true));

  useEffect(() => {
    if (!onTouch || !enabled || !viewport) return;
    // A gesture Embla did not see begin: it started before Embla ran.
    let start: { x: number; y: number } | undefined;
    const down = (x: number, y: number) => {
      setWanted(true);
      start = apiRef.current ? undefined : { x, y };
    };
    const up = (x: number, y: number) => {
      if (!start) return;
      const dx = x - start.x;
      const dy = y - start.y;
      start = undefined;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return;
      // Dragging toward the reading direction's start brings the next slide.
      swipeRef.current?.(dx < 0 !== rtl ? 1 : -1);
    };
    const touchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch && event.touches.length === 1) down(touch.clientX, touch.clientY);
    };
    const touchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (touch) up(touch.clientX, touch.clientY);
    };
    const mouseDown = (event: MouseEvent) => {
      if (event.button === 0) down(event.clientX, event.clientY);
    };
    const mouseUp = (event: MouseEvent) => up(event.clientX, event.clientY);
    const touchCancel = () => (start = undefined);
    // As Embla does: a picture dragged away would swallow the gesture's end.
    const noDrag = (event: DragEvent) => event.preventDefault();
    viewport.addEventListener("dragstart", noDrag);
    viewport.addEventListener("touchstart", touchStart, { passive: true });
    viewport.addEventListener("touchend", touchEnd, { passive: true });
    viewport.addEventListener("touchcancel", touchCancel, { passive: true });
    viewport.addEventListener("mousedown", mouseDown, { passive: true });
    window.addEventListener("mouseup", mouseUp, { passive: true });
    return () => {
      viewport.removeEventListener("touchstart", touchStart);
      viewport.removeEventListener("touchend", touchEnd);
      viewport.removeEventListener("touchcancel", touchCancel);
      viewport.removeEventListener("mousedown", mouseDown);
      window.removeEventListener("mouseup", mouseUp);
      viewport.removeEventListener("dragstart", noDrag);
    };
  }, [onTouch, enabled, viewport, rtl]);

  const driver =
    enabled && viewport && wanted ? (
      <Suspense fallback={null}>
        <EmblaDriver viewport={viewport} options={options} onApi={onApi} />
      </Suspense>
    ) : null;
  return { viewportRef: setViewport, api: enabled ? api : undefined, driver, wake };
}
