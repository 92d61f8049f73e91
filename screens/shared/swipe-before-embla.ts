import { useEffect, type RefObject } from "react";

/** How far a finger or the mouse must travel sideways, more than up or down, to count as a swipe. */
const SWIPE_PX = 40;

/**
 * Watches a carousel's viewport until Embla runs (decision 0063): the first touch or press wakes Embla, and a
 * gesture that began before Embla ran (so Embla never saw it begin) is handed to `swipe` as one step when it
 * ends: +1 the next slide, −1 the previous one, in the reading direction. A module of its own so that only the
 * carousels that wait for the guest carry it. `viewport` null: nothing is watched.
 */
export function useSwipeBeforeEmbla(
  viewport: HTMLElement | null,
  rtl: boolean,
  wake: () => void,
  emblaRuns: () => boolean,
  swipe: RefObject<((step: -1 | 1) => void) | undefined>,
): void {
  useEffect(() => {
    if (!viewport) return;
    // A gesture Embla did not see begin: it started before Embla ran.
    let start: { x: number; y: number } | undefined;
    const down = (x: number, y: number) => {
      wake();
      start = emblaRuns() ? undefined : { x, y };
    };
    const up = (x: number, y: number) => {
      if (!start) return;
      const dx = x - start.x;
      const dy = y - start.y;
      start = undefined;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return;
      // Dragging toward the reading direction's start brings the next slide.
      swipe.current?.(dx < 0 !== rtl ? 1 : -1);
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
  }, [viewport, rtl, wake, emblaRuns, swipe]);

}
