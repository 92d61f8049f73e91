/** A card's title: its link over the whole card, or its text for screen readers when the venue hides it. */
import type { MouseEvent, ReactNode } from "react";
import type { CardLink } from "../../engine/rules";
import { ExternalIcon } from "./icons";
import * as css from "./card.css";
import { visuallyHidden } from "./visually-hidden.css";

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A card's title as its link (stretched over the whole card): an in-app page, an external URL in a new tab,
 * or plain text when the link is disabled. A plain anchor rather than the router's Link: a long list holds
 * hundreds of them, and each Link subscribes to the router.
 */
export function CardTitleLink({ link, href, navigate, children }: { link: CardLink; href: string; navigate: (href: string) => void; children: ReactNode }) {
  if (link.kind === "none") return <>{children}</>;
  if (link.kind === "external") {
    return (
      <a className={css.stretchedLink} href={link.url} target="_blank" rel="noopener noreferrer">
        {children}
        <span className={css.externalMark}>
          <ExternalIcon size={14} />
        </span>
      </a>
    );
  }
  return (
    <a
      className={css.stretchedLink}
      href={href}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** A title the venue hid still names the card for screen readers. */
export function CardTitleText({ text, hidden }: { text: string; hidden: boolean }) {
  return hidden ? <span className={visuallyHidden}>{text}</span> : <>{text}</>;
}
