import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { BlockProps } from "../../engine/plugin-api";
import { enabledPromotions, pageView } from "../../engine/rules";
import { useAppServices } from "../../engine/react/app-services";
import { useFormatCount, useMenuState, useText } from "../../engine/react/menu-context";
import { ChevronEndIcon, ChevronStartIcon } from "../shared/icons";
import { useLazyEmbla } from "../shared/lazy-embla";
import { PromotionMedia } from "./promotion-media";
import * as css from "./promotions.css";

/**
 * /promotions (menu spec section 2): the enabled promotions, one per slide, swiped with a finger or moved
 * with the arrows; right to left in Arabic. Each promotion shown is reported once (promotion_page_view).
 * (Its route sends the guest to /home when no promotion is enabled.) Embla loads only for more than one
 * promotion, after the first paint (docs/decisions/0054).
 */
export default function PromotionsCarousel({ context }: BlockProps) {
  const t = useText();
  const formatCount = useFormatCount();
  const { track } = useAppServices();
  const promotions = useMenuState((s) => s.menuData?.promotions);
  const list = useMemo(() => (promotions ? enabledPromotions(promotions) : []), [promotions]);
  const { viewportRef, api: embla, driver } = useLazyEmbla({ direction: context.direction, align: "center", containScroll: "trimSnaps" }, list.length > 1);
  const [selected, setSelected] = useState(0);
  const [edges, setEdges] = useState({ prev: false, next: list.length > 1 });
  const reported = useRef(new Set<string>());

  const report = useCallback(
    (index: number) => {
      const promotion = list[index];
      if (!promotion || reported.current.has(String(promotion.id))) return;
      reported.current.add(String(promotion.id));
      track(pageView("promotion_page_view", { id: promotion.id }));
    },
    [list, track],
  );

  // The first slide is shown (and reported) before Embla runs, and without it for a single promotion.
  useEffect(() => {
    if (list.length > 0) report(0);
  }, [list, report]);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      const index = embla.selectedScrollSnap();
      setSelected(index);
      const prev = embla.canScrollPrev();
      const next = embla.canScrollNext();
      setEdges((e) => (e.prev === prev && e.next === next ? e : { prev, next }));
      report(index);
    };
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla, report]);

  if (!promotions) return null;
  if (list.length === 0) return null;
  return (
    <main className={css.page}>
      <h1 className={css.heading}>{t("promotions")}</h1>
      <section aria-roledescription="carousel" aria-label={t("promotions")}>
        <div className={css.viewport} ref={viewportRef}>
          <div className={css.track}>
            {list.map((promotion, index) => {
              const title = promotion.title.trim();
              return (
                <article
                  key={promotion.id}
                  className={css.slide}
                  aria-roledescription="slide"
                  aria-label={`${formatCount(index + 1)} / ${formatCount(list.length)}`}
                  aria-hidden={index === selected ? undefined : true}
                  data-selected={index === selected ? "" : undefined}
                  data-testid="promotion-slide"
                >
                  <PromotionMedia promotion={promotion} label={title || t("promotions")} labelShown={title !== ""} eager={index === 0} />
                  {title ? <h2 className={css.slideTitle}>{title}</h2> : null}
                </article>
              );
            })}
          </div>
        </div>
        {list.length > 1 ? (
          <div className={css.controls}>
            <button type="button" className={css.arrow} onClick={() => embla?.scrollPrev()} disabled={!edges.prev} aria-label={t("previous")}>
              <ChevronStartIcon />
            </button>
            <span className={css.counter} aria-live="polite" dir="ltr">
              {formatCount(selected + 1)} / {formatCount(list.length)}
            </span>
            <button type="button" className={css.arrow} onClick={() => embla?.scrollNext()} disabled={!edges.next} aria-label={t("next")}>
              <ChevronEndIcon />
            </button>
            {driver}
          </div>
        ) : null}
      </section>
    </main>
  );
}
