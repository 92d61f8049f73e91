import { useEffect, useMemo, useRef } from "react";
import { defineBlock, type BlockProps } from "../../engine/plugin-api";
import { pageView, sameId, type PageViewSubject } from "../../engine/rules";
import { useAppServices } from "../../engine/react/app-services";
import { useMenuState } from "../../engine/react/menu-context";
import type { MenuData } from "../../schemas/menu";
import { pageViewProps, type PageViewProps } from "./page-view-props";


/** The entity a page view is about: the venue, or the category, product, page, form or promotion of the route's `id`. */
function pageViewSubject(menu: MenuData, event: PageViewProps["event"], id: string | undefined): PageViewSubject | undefined {
  const named = (list: readonly { id: number; name?: string; title?: string }[]) => {
    const found = list.find((e) => sameId(e.id, id));
    return found ? { id: found.id, name: found.name ?? found.title ?? null } : undefined;
  };
  switch (event) {
    case "onboarding_page_view":
      return { name: menu.name };
    case "home_page_view":
    case "order_page_view":
    case "payment_page_view":
      return {};
    case "category_page_view":
      return named(menu.categories);
    case "product_page_view":
      return named(menu.products);
    case "info_page_view":
      return named(menu.pages);
    case "info_form_view":
      return named(menu.forms);
    case "promotion_page_view":
      return named(menu.promotions);
  }
}

/**
 * Reports a page view once per screen and entity (menu spec section 7): place it in a screen's layout with the
 * event's name; the entity comes from the route's `id`. Nothing is sent for an unknown id.
 */
function PageView({ props, context }: BlockProps<PageViewProps>) {
  const { track } = useAppServices();
  const id = context.route.params["id"];
  const menu = useMenuState((s) => s.menuData);
  const subject = useMemo(() => (menu ? pageViewSubject(menu, props.event, id) : undefined), [menu, props.event, id]);
  const reported = useRef<string | null>(null);
  const key = subject ? `${props.event}:${String(subject.id ?? "")}` : null;
  useEffect(() => {
    if (!subject || key === null || reported.current === key) return;
    reported.current = key;
    track(pageView(props.event, subject));
  }, [key, subject, props.event, track]);
  return null;
}

export const analyticsBlocks = [
  defineBlock({ type: "analytics.page-view", component: PageView, props: import.meta.env?.DEV ? pageViewProps() : undefined }),
];
