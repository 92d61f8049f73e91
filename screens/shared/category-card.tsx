import { useRouter } from "@tanstack/react-router";
import type { Category, MenuData } from "../../schemas/menu";
import { cardLink, categoryCardImage } from "../../engine/rules";
import { CardPicture } from "./card-parts";
import { CardTitleLink, CardTitleText } from "./card-title";
import * as css from "./card.css";

/**
 * A category card (sub-categories): its image or the venue's category placeholder, its name, and the card
 * options it shares with products (hidden title or image, shadow, disabled or external link).
 */
export function CategoryCard({ category, menu, level = 2 }: { category: Category; menu: MenuData; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  const router = useRouter();
  return (
    <article className={css.card} data-format={1} data-shadow={category.card_shadow} data-testid={`category-card-${category.id}`}>
      {category.hidden_image ? null : (
        <div className={css.media}>
          <CardPicture image={categoryCardImage(category, menu.default_category_image)} eager />
        </div>
      )}
      <div className={css.body}>
        <Heading className={css.categoryName}>
          <CardTitleLink link={cardLink(category)} href={`/category/${category.id}`} navigate={(href) => void router.navigate({ to: href })}>
            <CardTitleText text={category.name} hidden={category.hidden_title} />
          </CardTitleLink>
        </Heading>
      </div>
    </article>
  );
}
