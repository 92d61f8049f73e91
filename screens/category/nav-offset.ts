/**
 * Doc 1 §9: the special category's nav scroll offset. One value for the scroll spy (scroll-spy.ts scrolls a section
 * to it and measures from it) and for the page's scroll padding (category.css.ts: what the browser itself scrolls into
 * view, a fragment, a focused card, a found text, stops there too). A module of its own, so the stylesheet's build
 * reads the number without the spy's React hook.
 */
export const NAV_OFFSET_PX = 150;
