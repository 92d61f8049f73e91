import { useLayoutEffect, useRef } from "react";

/** The HTML Sanitizer API's safe setter (Chromium 146+, Firefox 148+); absent elsewhere. */
type SetHtml = (html: string, options: { sanitizer: object }) => void;
const nativeSetHtml = (typeof Element !== "undefined" ? (Element.prototype as { setHTML?: SetHtml }).setHTML : undefined) ?? undefined;

/** DOMPurify, only for browsers without the Sanitizer API; fetched at start there, so it is ready when needed. */
const loadPurify = () => import("dompurify").then((m) => m.default);
if (typeof window !== "undefined" && !nativeSetHtml) void loadPurify();

/**
 * Venue HTML (descriptions, pages, header and footer texts) inserted only through a sanitizer that removes
 * scripts, event handlers, frames and `javascript:` URLs: nothing from a payload ever runs. The browser's own
 * `setHTML` does it where it exists (its safe mode, with formatting, images and links kept); elsewhere DOMPurify
 * (HTML profile), loaded on demand, so the 21 kB sanitizer is not part of every first visit
 * (docs/decisions/0026).
 */
export function SafeHtml({ html, className, as: Tag = "div" }: { html: string | null | undefined; className?: string; as?: "div" | "span" | "section" }) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !html) return;
    if (nativeSetHtml) {
      nativeSetHtml.call(element, html, { sanitizer: {} });
      return;
    }
    let current = true;
    void loadPurify().then((purify) => {
      if (current) element.innerHTML = purify.sanitize(html, { USE_PROFILES: { html: true } });
    });
    return () => {
      current = false;
    };
  }, [html]);
  if (!html) return null;
  return <Tag ref={ref as never} className={className} />;
}
