import DOMPurify from "dompurify";
import { useMemo } from "react";

/**
 * Venue HTML (descriptions, pages, header and footer texts) rendered only after DOMPurify has removed
 * scripts, event handlers and `javascript:` URLs: nothing from a payload ever runs.
 */
export function SafeHtml({ html, className, as: Tag = "div" }: { html: string | null | undefined; className?: string; as?: "div" | "span" | "section" }) {
  const clean = useMemo(() => (html ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : ""), [html]);
  if (!clean) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
