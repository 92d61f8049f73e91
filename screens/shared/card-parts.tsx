/** Small pieces every card uses: the picture with its reserved frame, the link, the chef badge. */
import type { MouseEvent, ReactNode } from "react";
import type { CardImage, CardLink } from "../../engine/rules";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { ChefHatIcon, ExternalIcon, PlateIcon } from "./icons";
import * as css from "./card.css";

/**
 * A card's picture in its 16:10 frame: the image (lazy unless it is among the first on screen), or the
 * neutral drawing when neither the item nor the venue has one.
 */
export function CardPicture({ image, eager = false }: { image: CardImage | null; eager?: boolean }) {
  if (!image) {
    return (
      <div className={css.drawnPlaceholder} data-testid="drawn-placeholder">
        <PlateIcon />
      </div>
    );
  }
  return (
    <img
      className={css.image}
      src={image.src}
      width={image.width}
      height={image.height}
      alt=""
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      data-placeholder={image.placeholder ? "" : undefined}
    />
  );
}

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
  return hidden ? <span className={css.visuallyHidden}>{text}</span> : <>{text}</>;
}

/** The chef-recommends badge: the venue's `chef_recommends_image`, or a drawn badge when it has none. */
export function ChefBadge({ small = false }: { small?: boolean }) {
  const t = useText();
  const image = useMenuState((s) => s.menuData?.chef_recommends_image);
  return <ChefBadgeView image={image} label={t("chef_recommends")} small={small} />;
}

/** The badge itself, for lists that read the menu once for all their cards. */
export function ChefBadgeView({ image, label, small = false }: { image: string | null | undefined; label: string; small?: boolean }) {
  if (image) {
    const size = small ? 28 : 44;
    return <img className={css.chefImage} data-size={small ? "small" : "large"} src={image} width={size} height={size} alt={label} />;
  }
  return (
    <span className={css.badge} data-tone="accent">
      <ChefHatIcon size={14} />
      {label}
    </span>
  );
}
