import { createContext, lazy, memo, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useRouter } from "@tanstack/react-router";
import type { MenuData, Product } from "../../schemas/menu";
import { newCartLine } from "../../engine/cart";
import {
  addToCartBlock,
  cardLink,
  needsOptionsPicker,
  productCardImage,
  productVariationGroups,
  isWithinItemHours,
  shownProductPrice,
  showCartButton,
} from "../../engine/rules";
import type { TextKey } from "../../engine/i18n/ui-text";
import { useCart } from "../../engine/react/app-services";
import { useContextValue } from "../../engine/react/layout/use-layout-context";
import { ACTIVE_ORDER, COMMON_ORDER } from "../../engine/plugin-api";
import { useRequestState } from "../../engine/react/use-request-state";
import { ADD_TO_ORDER_REQUEST } from "../../engine/server-state/request-states";
import { useMenuState, useText, useVenueClock } from "../../engine/react/menu-context";
import { CardPicture, ChefBadgeView } from "./card-parts";
import { CardTitleLink, CardTitleText } from "./card-title";
import { CheckIcon, PlusIcon } from "./icons";
import { PriceTagView } from "./price-tag";
import { useAddToCart } from "./use-add-to-cart";
import * as css from "./card.css";
import { PropertyIcons, shownProperties } from "./property-icons";
import { visuallyHidden } from "./visually-hidden.css";

// The picker is not needed until a guest adds a product with choices: it loads then.
const OptionsSheet = lazy(() => import("./options-sheet"));

/** 1 card grid with images, 2 card grid without images, 3 list, 4 list with an add icon and no image or link. */
export type CardFormat = 1 | 2 | 3 | 4;

/**
 * What every card of a list shares, read once by the list rather than by each of hundreds of cards (a long
 * list stays fast): the menu, the texts, the cart's gates and the actions.
 */
interface CardEnv {
  menu: MenuData;
  language: string | undefined;
  t: (key: TextKey, values?: Readonly<Record<string, string | number>>) => string;
  /** Ordering is possible (`enable_order` and the venue open): add icons may show. */
  canOrder: boolean;
  /** Products outside their hours or their categories' now (engine/rules/orderable.ts): no add icon. */
  outOfHours: ReadonlySet<string>;
  inFlight: boolean;
  commonPosOrder: boolean;
  /** The table has an active order: adding sends the dish into it ('Add to Order'). */
  activeOrder: boolean;
  navigate: (href: string) => void;
  add: (product: Product) => void;
}

const CardEnvContext = createContext<CardEnv | null>(null);

/**
 * Holds what a list's cards share, the ids in the cart, and the one picker sheet of the list. Cards inside
 * read it through `ProductCard`.
 */
export function ProductCardProvider({ canOrder, children }: { canOrder: boolean; children: (inCart: ReadonlySet<string>) => ReactNode }) {
  const t = useText();
  const menu = useMenuState((s) => s.menuData);
  const language = useMenuState((s) => s.selected_language);
  const router = useRouter();
  const addLine = useAddToCart();
  const inFlight = useRequestState(ADD_TO_ORDER_REQUEST).pending;
  const commonPosOrder = useContextValue(COMMON_ORDER);
  const activeOrder = useContextValue(ACTIVE_ORDER) !== null;
  const cartIds = useCart((c) => c.products.map((line) => String(line.id)).join(","));
  const inCart = useMemo(() => new Set(cartIds === "" ? [] : cartIds.split(",")), [cartIds]);
  const [picking, setPicking] = useState<Product | null>(null);
  const variations = menu?.variations;
  // Judged once per clock tick for the whole list; the set (and so every card) changes only when an hour passes.
  const clock = useVenueClock();
  const outOfHoursIds = useMemo(
    () => (menu && clock ? menu.products.filter((p) => !isWithinItemHours(p, menu.categories, clock)).map((p) => String(p.id)).join(",") : ""),
    [menu, clock],
  );
  const outOfHours = useMemo(() => new Set(outOfHoursIds === "" ? [] : outOfHoursIds.split(",")), [outOfHoursIds]);

  const navigate = useCallback((href: string) => void router.navigate({ to: href }), [router]);
  // Doc 1 §2: products with variations (or combo groups) open the picker; the others go in with quantity 1.
  const add = useCallback(
    (product: Product) => {
      if (needsOptionsPicker(product, productVariationGroups(product.product_variations, variations).length)) setPicking(product);
      else addLine(newCartLine(product, { groups: [], choice: {}, comboGroups: null, qty: 1 }), { origin: "list" });
    },
    [variations, addLine],
  );
  const env = useMemo(
    () => (menu ? { menu, language, t, canOrder, outOfHours, inFlight, commonPosOrder, activeOrder, navigate, add } : null),
    [menu, language, t, canOrder, outOfHours, inFlight, commonPosOrder, activeOrder, navigate, add],
  );
  if (!env) return null;
  return (
    <CardEnvContext.Provider value={env}>
      {children(inCart)}
      {picking ? (
        <Suspense fallback={null}>
          <OptionsSheet product={picking} canOrder={canOrder} onClose={() => setPicking(null)} />
        </Suspense>
      ) : null}
    </CardEnvContext.Provider>
  );
}

export interface ProductCardProps {
  product: Product;
  format: CardFormat;
  /** The card title's heading level: 2 on a plain category, 3 inside a special category's sections. */
  level: 2 | 3;
  /** The product is in the cart (the add icon may say 'Already Added To Cart'). */
  inCart: boolean;
  /** Among the first cards on screen: its image loads at once rather than lazily. */
  eager?: boolean;
}

/**
 * A product card with every option of the spec: hidden title or image, 45 % or 95 % width, shadow,
 * chef-recommends badge, out-of-stock label, property icons, small description, disabled and external links,
 * placeholder images, and the add icon when ordering is possible. Inside a `ProductCardProvider`.
 */
export const ProductCard = memo(function ProductCard({ product, format, level, inCart, eager = false }: ProductCardProps) {
  const env = useContext(CardEnvContext);
  if (!env) return null;
  const { menu, t } = env;
  const link = format === 4 ? ({ kind: "none" } as const) : cardLink(product);
  const withImage = (format === 1 || format === 3) && !product.hidden_image;
  const Heading = level === 2 ? "h2" : "h3";
  const discount = menu.enable_discount_percentage && Number(product.discount) > 0 ? product.discount : null;
  const overlay = format === 1 && withImage;
  // The add icon follows the one availability rule: ordering on, venue open, within hours, in stock.
  // None while the point of sale holds the table (a common POS order): the plugin supplying it says why.
  const showAdd =
    env.canOrder &&
    !env.commonPosOrder &&
    !env.outOfHours.has(String(product.id)) &&
    !product.out_of_stock &&
    showCartButton({
      enableOrder: menu.enable_order,
      venueOpen: env.canOrder,
      price: shownProductPrice(product, menu).final,
      enableZeroPriceItem: menu.enable_zero_price_item,
    });

  const badges =
    product.recommend || discount !== null ? (
      <div className={css.badges}>
        {product.recommend ? <ChefBadgeView image={menu.chef_recommends_image} label={t("chef_recommends")} small={!overlay} /> : <span />}
        {discount !== null ? (
          <span className={css.badge} data-tone="danger">
            <span className={visuallyHidden}>{t("ui_str_discount")} </span>
            <bdi dir="ltr">−{discount}%</bdi>
          </span>
        ) : null}
      </div>
    ) : null;

  return (
    <article
      className={css.card}
      data-format={format}
      data-shadow={product.card_shadow}
      data-image={withImage}
      data-available={!product.out_of_stock}
      data-testid={`product-card-${product.id}`}
    >
      {withImage ? (
        <div className={css.media}>
          <CardPicture image={productCardImage(product, menu.default_product_image)} eager={eager} />
          {overlay ? badges : null}
          {overlay && product.out_of_stock ? <span className={css.stockBand}>{t("ui_str_out_of_stock")}</span> : null}
        </div>
      ) : null}
      <div className={css.body}>
        {overlay ? null : badges}
        <Heading className={css.name}>
          <CardTitleLink link={link} href={`/product/${product.id}`} navigate={env.navigate}>
            <CardTitleText text={product.name} hidden={product.hidden_title} />
          </CardTitleLink>
        </Heading>
        {product.small_description ? <p className={css.smallDescription}>{product.small_description}</p> : null}
        <PropertyIcons properties={shownProperties(product, menu)} />
        {product.out_of_stock && !overlay ? <p className={css.stockText}>{t("ui_str_out_of_stock")}</p> : null}
        <div className={css.footer}>
          <PriceTagView product={product} menu={menu} language={env.language} />
          {showAdd ? <CardAddIcon product={product} env={env} inCart={inCart} /> : null}
        </div>
      </div>
    </article>
  );
});

/**
 * The card's add icon: a product without choices goes straight into the cart with quantity 1; one with
 * variations or combo groups opens the list's picker sheet (doc 1 §2 /category).
 */
function CardAddIcon({ product, env, inCart }: { product: Product; env: CardEnv; inCart: boolean }) {
  const block = addToCartBlock({
    productId: product.id,
    outOfStock: product.out_of_stock,
    // Into the table's order, the cart's contents do not matter.
    cartProductIds: inCart && !env.activeOrder ? [product.id] : [],
    enableAddingSameItem: env.menu.enable_adding_same_item_cart,
    missingSelection: false,
    inFlight: env.inFlight,
    commonPosOrder: env.commonPosOrder,
    activeOrder: env.activeOrder,
  });
  const action = env.activeOrder ? env.t(env.inFlight ? "adding_to_order" : "add_to_order") : env.t("ui_str_add_to_cart");
  const label = block === "already-in-cart" ? env.t("already_added_to_cart") : `${action}: ${product.name}`;
  return (
    // A native button: a long list holds hundreds of these, and it needs nothing more.
    <button type="button" className={css.addIcon} aria-label={label} disabled={block !== null} data-testid={`add-${product.id}`} onClick={() => env.add(product)}>
      {block === "already-in-cart" ? <CheckIcon size={20} /> : <PlusIcon size={22} />}
    </button>
  );
}
