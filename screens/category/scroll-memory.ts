/**
 * Doc 1 §2: "Scroll position is restored per category id." The position is kept per tab (sessionStorage)
 * under the category's id, and restored once the page holds all its cards again.
 */
import { useEffect } from "react";

const PREFIX = "carta.scroll.category.";

function read(id: string): number {
  try {
    const value = Number(window.sessionStorage.getItem(PREFIX + id));
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

function write(id: string, y: number): void {
  try {
    window.sessionStorage.setItem(PREFIX + id, String(Math.round(y)));
  } catch {
    // Storage may be blocked: the position is then simply not kept.
  }
}

/**
 * Restores the kept position of category `id` once `ready` (every card rendered), unless the address names an
 * anchor (`#cat-12` wins), then keeps it up to date while the guest scrolls this category.
 */
export function useCategoryScrollMemory(id: string, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const path = `/category/${id}`;
    const saved = read(id);
    let restore = 0;
    if (saved > 0 && window.location.hash === "") {
      // Cards off the screen lay out at a placeholder height until drawn (`content-visibility`, card.css.ts), so at
      // first the page may be too short to reach the kept position: scrolling clamps, the cards now on the screen
      // are drawn at their height and the page grows. So scroll again each frame until it is reached, for half a
      // second.
      let tries = 0;
      const scroll = () => {
        window.scrollTo({ top: saved, behavior: "instant" });
        if (Math.abs(window.scrollY - saved) > 1 && ++tries < 30) restore = requestAnimationFrame(scroll);
      };
      // Two frames: after the router's own scroll handling for the new page.
      restore = requestAnimationFrame(() => (restore = requestAnimationFrame(scroll)));
    }
    // A guest who scrolls meanwhile wins.
    const stopRestoring = () => cancelAnimationFrame(restore);
    const guestInput = ["wheel", "touchstart", "keydown"] as const;
    for (const type of guestInput) window.addEventListener(type, stopRestoring, { passive: true, once: true });
    let pending = 0;
    const onScroll = () => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() => {
        // The router scrolls the next page to the top before this one is gone: that is not this page's position.
        if (window.location.pathname.endsWith(path)) write(id, window.scrollY);
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(restore);
      cancelAnimationFrame(pending);
      window.removeEventListener("scroll", onScroll);
      for (const type of guestInput) window.removeEventListener(type, stopRestoring);
    };
  }, [id, ready]);
}
