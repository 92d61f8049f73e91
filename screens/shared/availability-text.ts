/**
 * The one availability rule (engine/rules/orderable.ts) as screens read it: whether a product can be ordered at the
 * venue's clock, and the guest's sentence for when it can next be ordered or the venue next opens.
 */
import { useCallback, useMemo } from "react";
import type { Product } from "../../schemas/menu";
import { describeNextTime, nextOrderableAt, nextVenueOpening, temporalIfLoaded, type EntityId } from "../../engine/rules";
import { useMenuState, useText, useVenueClock } from "../../engine/react/menu-context";
import type { TextKey } from "../../engine/i18n/ui-text";

const SENTENCES: Readonly<Record<"item" | "venue", Readonly<Record<"today" | "tomorrow" | "on", TextKey>>>> = {
  item: { today: "item_available_today", tomorrow: "item_available_tomorrow", on: "item_available_on" },
  venue: { today: "venue_opens_today", tomorrow: "venue_opens_tomorrow", on: "venue_opens_on" },
};

/**
 * Says an instant (epoch ms, or ISO text from a refusal) as "Available tomorrow from 07:00" (`item`) or "We open on
 * Tuesday at 07:00" (`venue`), in the venue's zone and the guest's language; undefined without an instant.
 */
export function useNextTimeSentence(): (kind: "item" | "venue", at: number | string | undefined) => string | undefined {
  const t = useText();
  const timeZone = useMenuState((s) => s.menuData?.timezone);
  const language = useMenuState((s) => s.selected_language);
  const arabicNumerals = useMenuState((s) => s.menuData?.enable_arabic_numerals);
  const clock = useVenueClock();
  return useCallback(
    (kind, at) => {
      const instant = typeof at === "string" ? Date.parse(at) : at;
      if (instant === undefined || Number.isNaN(instant)) return undefined;
      const next = describeNextTime(instant, clock?.epochMilliseconds ?? Date.now(), timeZone, language, arabicNumerals);
      return t(SENTENCES[kind][next.when], { time: next.time, day: next.day });
    },
    [t, timeZone, language, arabicNumerals, clock],
  );
}

/** When `product` can next be ordered (epoch ms), seen from the venue's clock now; undefined when unknown or never. */
export function useNextOrderable(product: Product | undefined): number | undefined {
  const menu = useMenuState((s) => s.menuData);
  const clock = useVenueClock();
  return useMemo(() => {
    const T = temporalIfLoaded();
    return T && menu && clock && product ? nextOrderableAt(T, product, menu, clock.epochMilliseconds) : undefined;
  }, [menu, clock, product]);
}

/** When the venue next opens by its hours and closing rules (epoch ms), or undefined while open or beyond the horizon. */
export function useNextVenueOpening(): number | undefined {
  const menu = useMenuState((s) => s.menuData);
  const isOpen = useMenuState((s) => s.isOpen);
  const clock = useVenueClock();
  return useMemo(() => {
    const T = temporalIfLoaded();
    return T && menu && clock && !isOpen ? nextVenueOpening(T, menu, clock.epochMilliseconds) : undefined;
  }, [menu, clock, isOpen]);
}

/** A product by id from the menu. */
export function useMenuProduct(id: EntityId): Product | undefined {
  return useMenuState((s) => s.menuData?.products.find((p) => String(p.id) === String(id)));
}
