/**
 * Long lists stay fast on a phone: the first cards render at once, the rest follow in chunks over the next
 * frames, so the first paint never waits for a 500-product category. Rows far below the fold also skip
 * layout until they come near (`content-visibility`, card.css.ts).
 */
import { useEffect, useState } from "react";

/** Cards in the first render: more than a phone screen holds in any view format. */
export const FIRST_CHUNK = 24;
/** Cards added per frame after that. */
export const NEXT_CHUNK = 120;

/**
 * How many of `total` items to render now. Starts at FIRST_CHUNK and grows by NEXT_CHUNK a frame until every
 * item is there; starts again when `key` (the category) changes.
 */
export function useProgressiveCount(total: number, key: string): number {
  const [state, setState] = useState({ key, count: FIRST_CHUNK });
  const count = Math.min(total, state.key === key ? state.count : FIRST_CHUNK);
  useEffect(() => {
    if (count >= total) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      // After the frame has painted, not before it: the first cards show first.
      timer = window.setTimeout(() => setState({ key, count: count + NEXT_CHUNK }), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [count, total, key]);
  return count;
}
