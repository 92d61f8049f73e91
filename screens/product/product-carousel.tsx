import { useEffect, useRef, useState, type CSSProperties } from "react";
import type { BlockProps } from "../../engine/plugin-api";
import { useFormatCount, useText } from "../../engine/react/menu-context";
import { ChevronEndIcon, ChevronStartIcon } from "../shared/icons";
import { useLazyEmbla } from "../shared/lazy-embla";
import { useSwipeBeforeEmbla } from "../shared/swipe-before-embla";
import { SlideContext, useProductScreen } from "./product-screen";
import * as css from "./product.css";

/** Slides kept rendered on each side of the current one: enough for a swipe to show its neighbour at once. */
const NEIGHBOURS = 1;

/**
 * The swipeable carousel of doc 1 §2 /product (Embla): one slide per product, each drawing the carousel's
 * child blocks for its product. Only the current slide and its neighbours are rendered; the neighbours are
 * inert, so keyboard and screen readers meet one product at a time. Swiping changes the address.
 * The first paint needs no Embla: the track stands at the current slide by CSS (`--carta-index`), and Embla
 * loads only when there is more than one product (docs/decisions/0054) and the guest first touches or points at
 * the carousel (decision 0063); until then the arrows, and a swipe made before it runs, move by the address alone.
 */
export function ProductCarousel({ context, children }: BlockProps) {
  const t = useText();
  const formatCount = useFormatCount();
  const screen = useProductScreen();
  const rtl = context.direction === "rtl";
  const index = screen?.index ?? 0;
  const many = (screen?.products.length ?? 0) > 1;
  // Embla starts where the first paint stood; later moves come from the address (the effect below).
  const [startIndex] = useState(index);
  // Every slide is the viewport's width, so each one's own position is its snap, and nothing is trimmed. With Embla's
  // default trimming, a re-measure while the page was laid out wider (a full-page capture with a popover open)
  // clamped its index to an earlier slide, and kept it, with no `select` for the address to hear.
  const options = { direction: rtl ? "rtl" : "ltr", startIndex, align: "start", containScroll: false, duration: 22 } as const;
  const { viewportRef, viewport, api, driver, wake, emblaRuns } = useLazyEmbla(options, many, true);
  const stepRef = useRef<(by: -1 | 1) => void>(undefined);
  useSwipeBeforeEmbla(many ? viewport : null, rtl, wake, emblaRuns, stepRef);
  const selectRef = useRef(screen?.select);
  selectRef.current = screen?.select;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => selectRef.current?.(api.selectedScrollSnap());
    api.on("select", onSelect);
    return () => {
      api.off("select", onSelect);
    };
  }, [api]);

  // The address is the truth: follow it when it changes (back, a link, a swipe already made).
  useEffect(() => {
    if (api && api.selectedScrollSnap() !== index) api.scrollTo(index, true);
  }, [api, index]);

  // The neighbours never make the carousel taller than the current product (their tops show while swiping).
  const trackRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const track = trackRef.current;
    const slide = track?.querySelector<HTMLElement>('[data-current="true"]');
    if (!track || !slide) return;
    const observer = new ResizeObserver(() => track.style.setProperty("--carta-slide-height", `${slide.offsetHeight}px`));
    observer.observe(slide);
    return () => observer.disconnect();
  }, [index, screen?.products]);

  // A new product starts at its top.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (window.scrollY > 0) window.scrollTo({ top: 0, behavior: "smooth" });
  }, [index]);

  if (!screen) return null;
  const { products } = screen;
  const step = (by: -1 | 1) => (api ? (by < 0 ? api.scrollPrev() : api.scrollNext()) : screen.select(index + by));
  stepRef.current = step;
  return (
    <section className={css.carousel} aria-roledescription="carousel" aria-label={screen.label} data-testid="product-carousel" onPointerEnter={wake} onFocus={wake}>
      <div className={css.viewport} ref={viewportRef}>
        <div className={css.track} ref={trackRef} style={{ "--carta-index": index } as CSSProperties}>
          {products.map((product, i) => {
            const near = Math.abs(i - index) <= NEIGHBOURS;
            const current = i === index;
            return (
              <div
                key={String(product.id)}
                className={css.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${formatCount(i + 1)} / ${formatCount(products.length)}`}
                data-current={current}
                data-product-id={String(product.id)}
                inert={!current}
              >
                {near ? <SlideContext.Provider value={{ product, current }}>{children}</SlideContext.Provider> : null}
              </div>
            );
          })}
        </div>
      </div>
      {many ? (
        <>
          <button type="button" className={css.arrow} data-side="start" aria-label={t("previous")} disabled={index === 0} onClick={() => step(-1)}>
            <ChevronStartIcon />
          </button>
          <button type="button" className={css.arrow} data-side="end" aria-label={t("next")} disabled={index >= products.length - 1} onClick={() => step(1)}>
            <ChevronEndIcon />
          </button>
          {driver}
        </>
      ) : null}
    </section>
  );
}
