/**
 * The page-view analytics events (doc 1 §7, doc 2 §2 Onboarding and §7): their names and fields. The license
 * is added by the app's `track`, so it is not part of these. Ids travel as text, names as the guest sees them.
 */
import type { EntityId } from "./ids";

/** The page views a screen reports. */
export const PAGE_VIEW_EVENTS = [
  "onboarding_page_view",
  "home_page_view",
  "category_page_view",
  "product_page_view",
  "info_page_view",
  "info_form_view",
  "promotion_page_view",
  "order_page_view",
  "payment_page_view",
] as const;
export type PageViewEvent = (typeof PAGE_VIEW_EVENTS)[number];

/** An event without its license: `{ name: "category_page_view", category_name: "Grills", category_id: "6" }`. */
export interface PageView {
  name: PageViewEvent;
  [field: string]: string | undefined;
}

/** What an event is about: the venue for onboarding, the entity shown for the others. */
export interface PageViewSubject {
  /** The menu's name (onboarding) or the entity's name or title. */
  name?: string | null;
  id?: EntityId | null;
}

const text = (id: EntityId | null | undefined) => (id === null || id === undefined ? undefined : String(id));

/**
 * The event of a page view: onboarding carries the menu name; home nothing but its name; category, product
 * and info pages the shown entity's name and id; info forms `page_name` and `page_id` (doc 2 §7); a promotion
 * its id.
 */
export function pageView(event: PageViewEvent, subject: PageViewSubject = {}): PageView {
  const name = subject.name ?? undefined;
  const id = text(subject.id);
  switch (event) {
    case "onboarding_page_view":
      return { name: event, menu_name: name };
    case "home_page_view":
    case "order_page_view":
    case "payment_page_view":
      return { name: event };
    case "category_page_view":
      return { name: event, category_name: name, category_id: id };
    case "product_page_view":
      return { name: event, product_name: name, product_id: id };
    case "info_page_view":
    case "info_form_view":
      return { name: event, page_name: name, page_id: id };
    case "promotion_page_view":
      return { name: event, promotion_id: id };
  }
}
