/**
 * The special category's nav bar follows the page (doc 1 §2, §9): a section counts as in view when at least
 * half (0.5) of what can show of it is visible below the nav offset (`NAV_OFFSET_PX`, nav-offset.ts); the first such section is active.
 */
import { useEffect, useState } from "react";
import { NAV_OFFSET_PX } from "./nav-offset";

/** Doc 1 §9: in-view threshold. */
export const IN_VIEW_THRESHOLD = 0.5;

/** A section's box relative to the viewport (getBoundingClientRect's top and bottom). */
export interface SectionBox {
  top: number;
  bottom: number;
}

/**
 * The active section: the first whose visible part below `offset` is at least `threshold` of the part that
 * could show (its height, or the space below the offset when it is taller); when none is, the last section
 * that starts above the offset; else the first.
 */
export function activeSectionIndex(boxes: readonly SectionBox[], viewportHeight: number, offset = NAV_OFFSET_PX, threshold = IN_VIEW_THRESHOLD): number {
  const room = Math.max(1, viewportHeight - offset);
  for (let i = 0; i < boxes.length; i++) {
    const box = boxes[i]!;
    const height = Math.max(1, box.bottom - box.top);
    const visible = Math.min(box.bottom, viewportHeight) - Math.max(box.top, offset);
    if (visible > 0 && visible / Math.min(height, room) >= threshold) return i;
  }
  let last = 0;
  for (let i = 0; i < boxes.length; i++) if (boxes[i]!.top <= offset) last = i;
  return last;
}

/** Scrolls the page so the section starts `NAV_OFFSET_PX` below the top. */
export function scrollToSection(element: HTMLElement, smooth: boolean): void {
  const top = element.getBoundingClientRect().top + window.scrollY - NAV_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: smooth ? "smooth" : "instant" });
}

/** The index of the active section among the elements with these ids, kept in step with scrolling. */
export function useScrollSpy(ids: readonly string[]): number {
  const [active, setActive] = useState(0);
  const key = ids.join(",");
  useEffect(() => {
    const list = key === "" ? [] : key.split(",");
    let frame = 0;
    const measure = () => {
      frame = 0;
      const boxes = list.map((id) => {
        const rect = document.getElementById(id)?.getBoundingClientRect();
        return rect ? { top: rect.top, bottom: rect.bottom } : { top: Number.POSITIVE_INFINITY, bottom: Number.POSITIVE_INFINITY };
      });
      setActive(activeSectionIndex(boxes, window.innerHeight));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [key]);
  return active;
}
