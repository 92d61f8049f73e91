/** Small pieces every card and the product screen use: the picture with its reserved frame, the chef badge. */
import type { CardImage } from "../../engine/rules";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { ChefHatIcon, PlateIcon } from "./icons";
import * as css from "./card-picture.css";

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
