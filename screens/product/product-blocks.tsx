import { useState } from "react";
import { useNextOrderable, useNextTimeSentence, useNextVenueOpening } from "../shared/availability-text";
import type { Product } from "../../schemas/menu";
import type { BlockProps } from "../../engine/plugin-api";
import { productCardImage, quantityBounds, sameId } from "../../engine/rules";
import { useFormatCount, useMenuState, useText } from "../../engine/react/menu-context";
import { SafeHtml } from "../../engine/react/safe-html";
import { AddToCartButton } from "../shared/add-button";
import { CardPicture, ChefBadge } from "../shared/card-parts";
import { ComboGroupPicker } from "../shared/combo-picker";
import { muteVideo } from "../shared/muted-video";
import { PriceTag } from "../shared/price-tag";
import { useOrderState, useVariationGroups } from "../shared/product-options";
import { QuantityStepper } from "../shared/quantity-stepper";
import { SpecialInstructions } from "../shared/special-instructions";
import { VariationGroupPicker } from "../shared/variation-picker";
import * as cardCss from "../shared/card-picture.css";
import { useProductScreen, useShownDraft, useShownProduct, type ShownDraft } from "./product-screen";
import * as css from "./product.css";

export { ProductScreen } from "./product-screen";
export { ProductCarousel } from "./product-carousel";

/** A picture or the video of a product. */
type MediaItem = { kind: "video"; src: string; poster?: string } | { kind: "image"; src: string; width: number; height: number };

function mediaOf(product: Product, placeholder: Parameters<typeof productCardImage>[1]): MediaItem[] {
  const images: MediaItem[] = product.images
    .filter((i) => i.image.product.trim() !== "")
    .map((i) => ({ kind: "image", src: i.image.product, width: i.image_width ?? 800, height: i.image_height ?? 500 }));
  const video = product.video_file?.trim();
  if (video) {
    const poster = images[0]?.src;
    return [poster ? { kind: "video", src: video, poster } : { kind: "video", src: video }, ...images];
  }
  if (images.length > 0) return images;
  const fallback = productCardImage(product, placeholder);
  return fallback ? [{ kind: "image", src: fallback.src, width: fallback.width, height: fallback.height }] : [];
}

/**
 * The product's pictures: the video first when it has one (muted, looping, inline), then its images, with
 * thumbnails to switch between several; the venue's placeholder or a drawing when it has none. The chef's
 * badge and the out-of-stock label sit on the picture.
 */
export function ProductMedia() {
  const t = useText();
  const formatCount = useFormatCount();
  const shown = useShownProduct();
  const placeholder = useMenuState((s) => s.menuData?.default_product_image);
  const [selected, setSelected] = useState(0);
  if (!shown) return null;
  const { product, current } = shown;
  const items = mediaOf(product, placeholder);
  const item = items[Math.min(selected, items.length - 1)];
  return (
    <div>
      <div className={css.mediaFrame}>
        {!item ? (
          <CardPicture image={null} />
        ) : item.kind === "video" ? (
          <video ref={muteVideo} className={css.mediaItem} src={item.src} poster={item.poster} muted loop autoPlay playsInline aria-hidden="true" data-testid="product-video" />
        ) : (
          <img className={css.mediaItem} src={item.src} width={item.width} height={item.height} alt="" fetchPriority={current ? "high" : "low"} />
        )}
        {product.recommend ? (
          <div className={cardCss.badges}>
            <ChefBadge />
          </div>
        ) : null}
        {product.out_of_stock ? <span className={cardCss.stockBand}>{t("ui_str_out_of_stock")}</span> : null}
      </div>
      {items.length > 1 ? (
        <ul className={css.thumbs}>
          {items.map((entry, i) => (
            <li key={`${entry.kind}-${entry.src}-${i}`}>
              <button
                type="button"
                className={css.thumb}
                aria-pressed={i === selected}
                aria-label={`${product.name} ${formatCount(i + 1)} / ${formatCount(items.length)}`}
                onClick={() => setSelected(i)}
              >
                <img className={css.mediaItem} src={entry.kind === "video" ? (entry.poster ?? "") : entry.src} alt="" width={72} height={45} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Name, discount, price with its struck original and the alternative currency, and the short description. */
export function ProductSummary() {
  const t = useText();
  const shown = useShownProduct();
  const showPercent = useMenuState((s) => s.menuData?.enable_discount_percentage);
  if (!shown) return null;
  const { product, current } = shown;
  const Title = current ? "h1" : "p";
  const discount = showPercent && Number(product.discount) > 0 ? product.discount : null;
  return (
    <div className={`${css.pad} ${css.summary}`}>
      <Title className={css.name}>{product.name}</Title>
      {discount !== null ? (
        <div className={css.badgeRow}>
          <span className={cardCss.badge} data-tone="danger">
            {t("ui_str_discount")} <bdi dir="ltr">−{discount}%</bdi>
          </span>
        </div>
      ) : null}
      <PriceTag product={product} size="large" withAlt />
      {product.small_description ? <p className={css.smallDescription}>{product.small_description}</p> : null}
    </div>
  );
}

/** The product's properties, each with its icon. */
export function ProductProperties() {
  const shown = useShownProduct();
  const all = useMenuState((s) => s.menuData?.properties);
  if (!shown || !all) return null;
  const properties = shown.product.properties.map((id) => all.find((p) => sameId(p.id, id))).filter((p) => p !== undefined);
  if (properties.length === 0) return null;
  return (
    <ul className={`${css.pad} ${css.properties}`}>
      {properties.map((property) => (
        <li key={String(property.id)} className={css.property}>
          {property.image?.icon ? <img className={css.propertyIcon} src={property.image.icon} alt="" width={20} height={20} /> : null}
          {property.name}
        </li>
      ))}
    </ul>
  );
}

/** The product's HTML description, sanitized (no script or handler from the payload ever runs). */
export function ProductDescription() {
  const shown = useShownProduct();
  if (!shown) return null;
  return (
    <div className={css.pad}>
      <SafeHtml html={shown.product.description} className={css.description} />
    </div>
  );
}

/** The variation picker: one section per group, its rules above its choices. */
export function ProductVariations() {
  const shown = useShownDraft();
  if (!shown) return null;
  return <VariationsOf {...shown} />;
}

function VariationsOf({ product, draft, update }: ShownDraft) {
  const groups = useVariationGroups(product);
  if (groups.length === 0) return null;
  return (
    <div className={`${css.pad} ${css.options}`}>
      {groups.map((group) => (
        <VariationGroupPicker key={String(group.id)} group={group} choice={draft.choice} basePrice={product.price} onChange={(choice) => update({ choice })} />
      ))}
    </div>
  );
}

/** The combo picker: one product per group. */
export function ProductCombos() {
  const shown = useShownDraft();
  if (!shown || !shown.product.enable_combo || shown.product.combo_groups.length === 0) return null;
  const { draft, update } = shown;
  return (
    <div className={`${css.pad} ${css.options}`}>
      {draft.combo.map((group) => (
        <ComboGroupPicker key={String(group.id)} group={group} groups={draft.combo} onChange={(combo) => update({ combo })} />
      ))}
    </div>
  );
}

/** The quantity stepper, 1 … `pos_available_qty`. */
export function ProductQuantity() {
  const shown = useShownDraft();
  if (!shown || shown.product.out_of_stock) return null;
  return (
    <div className={css.pad}>
      <QuantityStepper value={shown.draft.qty} bounds={quantityBounds(shown.product)} onChange={(qty) => shown.update({ qty })} />
    </div>
  );
}

/** Special instructions for the kitchen (`enable_product_comments`). */
export function ProductInstructions() {
  const shown = useShownDraft();
  if (!shown || shown.product.out_of_stock) return null;
  return (
    <div className={css.pad}>
      <SpecialInstructions value={shown.draft.instructions} onChange={(instructions) => shown.update({ instructions })} />
    </div>
  );
}

/** The venue's `product_footer_text`, sanitized. */
export function ProductFooterText() {
  const html = useMenuState((s) => s.menuData?.product_footer_text);
  return <SafeHtml html={html} className={css.footerText} />;
}

/**
 * The sticky add bar: the add button of the current product with every text and disabled state of the spec,
 * shown when ordering is possible, the product is open now and the cart button rule allows it. Outside its hours
 * (or its category's), the bar says so and when it can next be ordered (issue 18), rather than nothing at all.
 */
export function ProductAddBar({ context }: BlockProps) {
  const screen = useProductScreen();
  if (!screen) return null;
  if (!screen.available) return <NotAvailableBar product={screen.current} />;
  return <AddBar product={screen.current} canOrder={context.canOrder} />;
}

function NotAvailableBar({ product }: { product: Product }) {
  const t = useText();
  const sentence = useNextTimeSentence();
  const next = sentence("item", useNextOrderable(product));
  return (
    <div className={css.addBar} role="status" data-testid="not-available-bar">
      <p className={css.closedNote}>{t("item_not_available_now")}</p>
      {next ? <p className={css.nextNote}>{next}</p> : null}
    </div>
  );
}

function AddBar({ product, canOrder }: { product: Product; canOrder: boolean }) {
  const screen = useProductScreen()!;
  const draft = screen.draftOf(product);
  const state = useOrderState(product, draft, canOrder);
  if (!state.showButton) return null;
  return (
    <div className={css.addBar} data-testid="add-bar">
      <AddToCartButton
        product={product}
        draft={draft}
        state={state}
        options={{ onAdded: () => screen.resetDraft(product), backFallback: product.category !== null ? `/category/${product.category}` : "/home" }}
      />
    </div>
  );
}

/** Where the add bar stands while the venue is closed: why nothing can be ordered now, and when it opens (DESIGN.md). */
export function ProductClosedBar() {
  const t = useText();
  const sentence = useNextTimeSentence();
  const opens = sentence("venue", useNextVenueOpening());
  return (
    <div className={css.addBar} role="status">
      <p className={css.closedNote}>{t("ui_str_menu_closed")}</p>
      {opens ? <p className={css.nextNote}>{opens}</p> : null}
    </div>
  );
}
