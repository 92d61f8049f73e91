import { memo } from "react";
import { Link } from "@tanstack/react-router";
import { cardLink, categoryCardImage, type PlaceholderRef } from "../../engine/rules";
import type { Category } from "../../schemas/menu";
import * as css from "./home.css";
import { visuallyHidden } from "../shared/visually-hidden.css";

/** Marks a link that opens outside the app, in a new tab. */
function ExternalMark() {
  return (
    <svg className={css.externalMark} width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" data-flip="">
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}

/**
 * A category card of the home list (menu spec /category/{id}, "Cards"): its image or the venue's placeholder in
 * a reserved 16:10 frame, unless hidden or the format shows none; its title (kept for screen readers when
 * hidden); full or half width; a shadow; an in-app link, an external one in a new tab, or none.
 */
export const CategoryCard = memo(function CategoryCard({
  category,
  placeholder,
  withImage,
  eager,
  largest,
}: {
  category: Category;
  placeholder: PlaceholderRef | null;
  withImage: boolean;
  eager: boolean;
  /** Its picture is the screen's largest paint (engine/rules/home-picture.ts), asked for at high priority. */
  largest: boolean;
}) {
  const image = withImage && !category.hidden_image ? categoryCardImage(category, placeholder) : null;
  const link = cardLink(category);
  const content = (
    <>
      {image ? (
        <img
          className={css.cardImage}
          src={image.src}
          alt=""
          width={image.width}
          height={image.height}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={largest ? "high" : undefined}
          decoding={largest ? undefined : "async"}
        />
      ) : null}
      <span className={category.hidden_title ? visuallyHidden : css.cardTitle}>
        {category.name}
        {link.kind === "external" && !category.hidden_title ? <ExternalMark /> : null}
      </span>
    </>
  );
  const state = {
    "data-fullwidth": category.fullwidth ? "" : undefined,
    "data-shadow": category.card_shadow ? "" : undefined,
    "data-image": image ? "" : undefined,
  };
  return (
    <li className={css.cell} data-fullwidth={state["data-fullwidth"]}>
      {link.kind === "page" ? (
        <Link to={`/category/${category.id}`} className={css.card} {...state}>
          {content}
        </Link>
      ) : link.kind === "external" ? (
        <a href={link.url} target="_blank" rel="noopener noreferrer" className={css.card} {...state}>
          {content}
        </a>
      ) : (
        <div className={css.card} data-disabled="" {...state}>
          {content}
        </div>
      )}
    </li>
  );
});
