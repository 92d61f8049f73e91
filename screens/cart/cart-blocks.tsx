import "../../engine/i18n/other-screens-texts";
import type { ReactNode } from "react";
import type { CartPageProps } from "./cart-page-props";
import { Link } from "@tanstack/react-router";
import type { BlockProps } from "../../engine/plugin-api";
import { availablePaymentTypes, formatMoney, isPaymentType, minimumOrderMessage, productCardImage, upsellPrice, upsellProducts, type PaymentType } from "../../engine/rules";
import { effectivePaymentType } from "../../engine/checkout";
import { useCart, useCheckoutForm, useCheckoutFormActions, useRegistry } from "../../engine/react/app-services";
import { useMenuState, usePluginText, useText, useVenueClock } from "../../engine/react/menu-context";
import { useMoney } from "../shared/use-money";
import { ActionBar } from "../shared/action-bar";
import * as css from "../shared/ordering.css";

/** An ordering screen's page (cart, checkout, order): its heading, then the blocks the layout shows. */
export function CartPage({ children, props }: BlockProps<CartPageProps>) {
  const t = useText();
  return (
    <main className={css.page} data-testid="cart-page">
      <h1 className={css.heading}>{t(props.title ?? "cart")}</h1>
      {children}
    </main>
  );
}

/** Blocks that only group others (the layout's `when` decides them as one). */
export function CartSection({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** An order placed and awaiting payment: only the way back to the payment page (ordering spec §2). */
export function PaymentRedirect() {
  const t = useText();
  const url = useCheckoutForm((f) => f.paymentUrl);
  if (!url) return null;
  return (
    <a className={`${css.primaryButton} ${css.wide}`} href={url} data-testid="payment-redirect">
      {t("continue_to_payment")}
    </a>
  );
}

/** The venue is closed: the cart shows no content, only why. */
export function CartClosed() {
  const t = useText();
  return (
    <p className={css.banner} role="status">
      {t("ui_str_menu_closed")}
    </p>
  );
}

export function CartEmpty() {
  const t = useText();
  return (
    <p className={css.message} data-testid="cart-empty">
      {t("cart_empty")}
    </p>
  );
}

/** Order comments (enable_order_comments), kept with the checkout form. */
export function OrderComments() {
  const t = useText();
  const comments = useCheckoutForm((f) => f.orderComments);
  const actions = useCheckoutFormActions();
  return (
    <label className={`${css.card} ${css.field}`}>
      <span className={css.cardTitle}>{t("order_comments")}</span>
      <textarea className={css.textarea} value={comments} maxLength={500} onChange={(event) => actions.editOrderComments(event.target.value)} />
    </label>
  );
}

/**
 * The upsell list (ordering spec §2): products flagged upsell_cart, in stock, linkable and within their hours,
 * priced at 3 decimals with the discount and display taxes, each leading to its product; not those already in
 * the cart.
 */
export function UpsellList() {
  const t = useText();
  const menu = useMenuState((s) => s.menuData);
  const language = useMenuState((s) => s.selected_language);
  const clock = useVenueClock();
  const inCart = useCart((c) => c.products.map((line) => String(line.id)).join(","));
  if (!menu || !clock) return null;
  // What is already in the cart is not offered again.
  const taken = new Set(inCart.split(","));
  const products = upsellProducts(menu.products, menu, clock).filter((p) => !taken.has(String(p.id)));
  if (products.length === 0) return null;
  return (
    <section className={css.card} aria-labelledby="upsell-title" data-testid="upsell">
      <h2 className={css.cardTitle} id="upsell-title">
        {t("upsell_title")}
      </h2>
      <ul className={css.upsellList}>
        {products.map((product) => {
          const image = productCardImage(product, menu.default_product_image);
          const price = upsellPrice(product, menu);
          return (
            <li key={String(product.id)}>
              <Link className={css.upsellCard} to="/product/$id" params={{ id: String(product.id) }}>
                {image ? <img className={css.upsellImage} src={image.src} alt="" width={image.width} height={image.height} loading="lazy" /> : null}
                <span className={css.upsellName}>{product.name}</span>
                <span className={css.linePrice}>{formatMoney(price.final, menu, language)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The delivery bar (delivery with maps): set the location, or the confirmed address with Edit. */
export function DeliveryBar() {
  const t = useText();
  const confirmed = useCart((c) => c.deliveryLocationConfirmed);
  const address = useCart((c) => c.deliveryFormattedAddress);
  if (!confirmed || address.trim() === "") {
    return (
      <Link className={`${css.secondaryButton} ${css.wide}`} to="/delivery-location" data-testid="delivery-bar">
        {t("set_delivery_location")}
      </Link>
    );
  }
  return (
    <section className={css.deliveryBar} data-testid="delivery-bar">
      <div>
        <p className={css.muted}>{t("delivery_location")}</p>
        <p className={css.lineName}>{address}</p>
      </div>
      <Link className={css.secondaryButton} to="/delivery-location">
        {t("edit")}
      </Link>
    </section>
  );
}

const PAYMENT_LABELS = { cash: "payment_cash", machine: "payment_machine", card: "payment_card" } as const satisfies Record<PaymentType, string>;

/** A payment type's label in the guest's language: the core's own, or the text a plugin contributed with its type. */
export function usePaymentTypeLabel(): (type: string) => string {
  const t = useText();
  const pluginText = usePluginText();
  const contributed = useRegistry().paymentTypes;
  return (type) => (isPaymentType(type) ? t(PAYMENT_LABELS[type]) : pluginText(contributed.get(type)?.value.label ?? type));
}

/**
 * The payment-type toggle (ordering spec §2, §4): only the enabled choices; the guest's pick, else the default
 * rule for the current total (card with online payment on, else cash).
 */
export function PaymentTypeToggle() {
  const t = useText();
  const label = usePaymentTypeLabel();
  const menu = useMenuState((s) => s.menuData);
  const total = useCart((c) => c.total);
  const form = useCheckoutForm((f) => f);
  const actions = useCheckoutFormActions();
  if (!menu) return null;
  const choices = availablePaymentTypes(menu);
  if (choices.length === 0) return null;
  const current = effectivePaymentType(form, total, menu.payment_enabled);
  return (
    <section className={css.card} data-testid="payment-type">
      <h2 className={css.cardTitle} id="payment-type-title">
        {t("payment_type")}
      </h2>
      <div className={css.segments} role="radiogroup" aria-labelledby="payment-type-title">
        {choices.map((type) => (
          <label key={type} className={css.segment}>
            <input
              className={css.segmentInput}
              type="radio"
              name="payment-type"
              value={type}
              checked={current === type}
              onChange={(event) => {
                if (isPaymentType(event.target.value)) actions.choosePaymentType(event.target.value);
              }}
            />
            {label(type)}
          </label>
        ))}
      </div>
    </section>
  );
}

/** 'Minimum order amount required: {amount}' (ordering spec §8): checkout and payment hide meanwhile. */
export function MinimumOrderBanner() {
  const t = useText();
  const minimum = useMenuState((s) => s.menuData?.minimum_order_amount);
  const money = useMoney();
  if (minimum === undefined) return null;
  return (
    <p className={css.banner} role="status" data-testid="minimum-order">
      {minimumOrderMessage(money(minimum), t("ui_str_minimum_order_amount"))}
    </p>
  );
}

/** 'Back to Menu', with its hint 'Add more items to your cart'. */
export function ContinueShopping() {
  const t = useText();
  return (
    <div className={css.actions}>
      <p className={css.muted}>{t("ui_str_add_more_items_to_cart")}</p>
      <Link className={`${css.secondaryButton} ${css.wide}`} to="/home">
        {t("ui_str_continue_shopping")}
      </Link>
    </div>
  );
}

/**
 * The Checkout button in the bottom action bar with the cart's total (it follows every quantity change); when it
 * shows is the layout's rule (ordering spec §2).
 */
export function CheckoutButton() {
  const t = useText();
  const total = useCart((c) => c.totals.total);
  const money = useMoney();
  return (
    <ActionBar amountLabel={t("ui_str_cart_total")} amount={money(total)}>
      <Link className={`${css.primaryButton} ${css.wide}`} to="/checkout" data-testid="checkout-button">
        {t("checkout")}
      </Link>
    </ActionBar>
  );
}

/** The blur with a spinner while the coupon call runs. */
export function CartBusy() {
  const t = useText();
  return (
    <div className={css.busy} role="status" aria-label={t("loading")} data-testid="cart-busy">
      <span className={css.spinner} />
    </div>
  );
}
