import "../../engine/i18n/other-screens-texts";
import type { HistoryState } from "@tanstack/history";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { effectivePaymentType } from "../../engine/checkout";
import { checkoutErrors, checkoutFieldsShown, examplePhone, firstCheckoutProblem, phoneE164, type CheckoutField, type CheckoutFields } from "../../engine/checkout/checkout-validation";
import { buildOrderPayload, orderLine } from "../../engine/order/order-payload";
import { orderDeliveryDatetime } from "../../engine/order/delivery-time";
import { loadTemporal } from "../../engine/rules/temporal";
import { patchOrder } from "../../engine/api/order-calls";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import { ActiveOrderDialog } from "./active-order-dialog";
import { OrderRefusalNotice } from "../shared/order-refusal/order-refusal-notice";
import { useAppServices, useCart, useCheckoutForm } from "../../engine/react/app-services";
import { useLocalDigits, useMenuController, useMenuState, useText } from "../../engine/react/menu-context";
import { ApiFailure, newIdempotencyKey, queryClient } from "../../engine/server-state/query-client";
import { placeOrderMutation } from "../../engine/server-state/calls";
import type { TextKey } from "../../engine/i18n/ui-text";
import { SafeHtml } from "../../engine/react/safe-html";
import { useContextValue } from "../../engine/react/layout/use-layout-context";
import { CHECKOUT_HOLD, checkoutFieldChanges } from "../../engine/plugin-api";
import { useMoney, useMoneyText } from "../shared/use-money";
import { ActionBar } from "../shared/action-bar";
import { afterOrderPlaced } from "../shared/after-order-placed";
import { keepInOutbox, prefetchOutbox } from "../shared/keep-in-outbox";
import { DeliveryTimeField, useDeliveryTime } from "./delivery-time-field";
import * as css from "../shared/ordering.css";

/**
 * /checkout (ordering spec §2, §5): the fields this order needs, checked on every change, 'Table# {n}' above
 * them, the venue's cart footer, and the submit button with the spec's labels in the bottom action bar, beside the
 * total (its breakdown, the layout's children, on demand) and, while it is disabled, the first unmet rule: tapping
 * either takes the guest to that field. The order payload is the engine's (`buildOrderPayload`), its time now or
 * the scheduled one with the venue's offset; the server prices it again and places it once however often it is sent.
 */
export default function CheckoutForm({ children }: { children?: ReactNode }) {
  const t = useText();
  const localDigits = useLocalDigits();
  const router = useRouter();
  const services = useAppServices();
  const controller = useMenuController();
  const menu = useMenuState((s) => s.menuData)!;
  const language = useMenuState((s) => s.selected_language) ?? "en";
  const cart = useCart((c) => c);
  const form = useCheckoutForm((f) => f);
  const [address, setAddress] = useState(cart.deliveryFormattedAddress);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<CheckoutField, boolean>>>({});
  const [phonePlaceholder, setPhonePlaceholder] = useState<string>();
  const [existing, setExisting] = useState<PlacedOrderAnswer | null>(null);
  // One key per checkout for the merge too: a second tap on Merge adds the cart once.
  const [mergeKey] = useState(() => newIdempotencyKey());
  const formId = useId();
  const reasonId = `${formId}-reason`;
  const moneyText = useMoneyText();
  const money = useMoney();
  const isOpen = useMenuState((s) => s.isOpen);
  // One key per checkout: a retry, a second tap and the outbox all send the order under it (one order at most).
  const [orderKey] = useState(() => newIdempotencyKey());
  const mutation = useMutation(useMemo(() => placeOrderMutation(language, orderKey), [language, orderKey]), queryClient);
  const paymentType = effectivePaymentType(form, cart.total, menu.payment_enabled);
  const tableName = cart.orderLocation ? `${cart.orderLocationType ?? "Table"}# ${cart.orderLocation}` : null;
  // The table as the guest reads it ('Table# 1', 'طاولة رقم 1'): what the order is named by when no name is typed.
  const tableLabel = cart.orderLocation ? t(cart.orderLocationType === "Room" ? "room_number" : "table_number", { number: localDigits(cart.orderLocation) }) : undefined;
  const deliveryTime = useDeliveryTime(form.deliveryDatetime, menu.timezone);
  // "Now" is taken once per checkout: a second tap or a retry sends the same body under the same idempotency key
  // (a different body would be refused as a reused key).
  const sentAt = useRef<number | null>(null);

  useEffect(() => {
    void examplePhone(menu.menu_country).then(setPhonePlaceholder);
  }, [menu.menu_country]);
  useEffect(prefetchOutbox, []);
  // What happens once the order is placed loads now, so it runs at once then (the WhatsApp message's new tab).
  useEffect(() => {
    for (const handoff of services.registry.orderHandoffs) handoff.value.prepare?.(menu);
  }, [services.registry, menu]);

  // What plugins change in the fields (the venue-group mode: no name, its phone rules; ordering spec §5).
  const changes = checkoutFieldChanges(
    services.registry.checkoutFieldRules.map((rule) => rule.value),
    { menu, form },
  );
  const shape = {
    orderType: cart.orderType,
    nameHidden: changes.nameHidden,
    phoneOptional: changes.phoneOptional,
    enableEmail: menu.enable_order_email,
    enablePhone: menu.enable_order_phone,
    enableDatetime: menu.enable_delivery_datetime,
    addressTyped: !menu.enable_address_google_maps,
    hasTerms: menu.checkout_terms !== null,
    country: menu.menu_country,
    // A dine-in order at a table asks only what the spec needs there: the table names it (spec §5).
    contactOptional: cart.orderType === "dine_in" && tableName !== null,
  };
  const fields: CheckoutFields = {
    customerName: form.customerName,
    customerEmail: form.customerEmail,
    customerPhone: form.customerPhone,
    carNumber: form.carNumber,
    deliveryDatetime: deliveryTime.checked,
    address,
    termsAccepted,
  };
  const shown = checkoutFieldsShown(shape);
  const errors = checkoutErrors(fields, shape, Date.now());
  // A plugin's call the order waits for (the venue-group mode's loyalty promotions) holds the submit meanwhile.
  const held = useContextValue(CHECKOUT_HOLD);
  const busy = mutation.isPending || mutation.isSuccess || held;
  const firstProblem = firstCheckoutProblem(errors);
  const fieldId = (name: CheckoutField) => `${formId}-${name}`;

  /** Takes the guest to the field the first unmet rule is about, its message shown. */
  function showProblem(name: CheckoutField) {
    setTouched((all) => ({ ...all, [name]: true }));
    const element = document.getElementById(fieldId(name));
    element?.scrollIntoView({ block: "center", behavior: "smooth" });
    element?.focus({ preventScroll: true });
  }

  async function submit() {
    setTouched({ customerName: true, customerEmail: true, customerPhone: true, carNumber: true, deliveryDatetime: true, address: true, termsAccepted: true });
    if (busy) return;
    if (firstProblem) {
      showProblem(firstProblem.field);
      return;
    }
    sentAt.current ??= Date.now();
    const T = deliveryTime.temporal ?? (await loadTemporal());
    const order = buildOrderPayload({
      menuId: menu.id,
      currency: menu.currency,
      lines: cart.products.filter((line) => !cart.unavailableLines.includes(line.uuid)),
      totals: cart.totals,
      orderType: cart.orderType,
      couponId: cart.coupon?.id ?? null,
      paymentType,
      customer: {
        // Spec §5: without a name (or with the name hidden), a table's order is named by its table.
        name: tableName && (shape.nameHidden || form.customerName.trim() === "") ? tableName : form.customerName.trim(),
        email: form.customerEmail.trim(),
        phone: form.customerPhone.trim() === "" ? "" : phoneE164(form.customerPhone, menu.menu_country),
      },
      orderComments: form.orderComments,
      // Spec §9: now unless the guest scheduled a time, with the venue's offset either way.
      deliveryDatetime: orderDeliveryDatetime(T, form.deliveryDatetime, menu.timezone, sentAt.current),
      delivery: {
        formattedAddress: address.trim(),
        location: cart.deliveryLocation,
        place: cart.deliveryPlace,
        flatNo: cart.deliveryFlatNo,
        buildingPremise: cart.deliveryBuildingPremise,
        areaStreet: cart.deliveryAreaStreet,
        landmark: cart.deliveryLandmark,
      },
      additionalData: Object.assign({}, ...services.registry.orderPayloadFields.map((field) => field.value.additionalData({ menu, cart: services.cart, checkout: services.checkout }))),
    });
    try {
      const placed = await mutation.mutateAsync(order);
      afterOrderPlaced({ services, router, order, placed, menu, money: moneyText });
    } catch (error) {
      // No answer at all (offline, or the connection dropped): the order waits in the outbox and is sent, under the
      // same key, as soon as the connection returns (decision 0055).
      if (error instanceof ApiFailure && error.error.kind === "network") {
        const kept = await keepInOutbox({ key: orderKey, license: menu.license, language, order, lines: cart.products.filter((line) => !cart.unavailableLines.includes(line.uuid)), total: cart.totals.total });
        if (kept) {
          void router.navigate({ to: "/outbox/$key", params: { key: kept } });
          return;
        }
      }
      // The table has an open order: offer to merge into it (spec §4).
      if (error instanceof ApiFailure && error.error.kind === "http" && error.error.status === 409) {
        const body = error.error.body as { existing_order?: PlacedOrderAnswer } | null;
        if (body?.existing_order) {
          setExisting(body.existing_order);
          return;
        }
      }
      // Prices changed since the menu was loaded: load it again, so the cart shows what the server charges.
      if (error instanceof ApiFailure && error.error.kind === "http" && error.error.status === 409) void controller.loadMenu(menu.license, language);
    }
  }

  const field = (name: CheckoutField) => ({
    id: fieldId(name),
    "aria-invalid": touched[name] === true && errors[name] !== undefined,
    "aria-describedby": touched[name] && errors[name] ? `${formId}-${name}-error` : undefined,
    onBlur: () => setTouched((all) => ({ ...all, [name]: true })),
  });
  const problem = (name: CheckoutField) =>
    touched[name] && errors[name] ? (
      <p className={css.errorText} id={`${formId}-${name}-error`}>
        {t(errors[name] as TextKey)}
      </p>
    ) : null;
  const edit = services.checkout.actions;
  const leaveCart = (to: { to: "/cart" } | { to: "/order/$id"; params: { id: string }; state: (prev: HistoryState) => HistoryState }) => {
    services.cart.actions.resetCart();
    services.checkout.actions.resetAfterOrder();
    setExisting(null);
    void router.navigate(to);
  };
  const label = mutation.isSuccess && paymentType === "card" ? t("redirecting") : mutation.isPending ? t("submitting_order") : paymentType === "card" ? t("pay_now") : t("submit_order");

  return (
    <>
    {existing ? (
      <ActiveOrderDialog
        order={existing}
        onCancel={() => leaveCart({ to: "/cart" })}
        onMerge={async () => {
          const lines = cart.products.filter((line) => !cart.unavailableLines.includes(line.uuid)).map((line) => orderLine(line, menu.currency));
          const merged = await patchOrder(language, existing.uuid, lines, mergeKey);
          if (!merged.ok) return merged; // the dialog logs it and says so; the guest may try again or cancel
          // Joining the table's order counts as placing one there (the venue-group integration holds it).
          for (const watcher of services.registry.orderWatchers) watcher.value.orderPlaced?.({ placed: merged.value, menu });
          queryClient.setQueryData(["order", merged.value.uuid], merged.value);
          leaveCart({ to: "/order/$id", params: { id: merged.value.uuid }, state: (prev) => ({ ...prev, orderPlaced: true }) });
          return undefined;
        }}
      />
    ) : null}
    <form
      className={css.actions}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="checkout-form"
    >
      {cart.orderLocation && cart.orderLocationType ? (
        <p className={css.lineName} data-testid="checkout-location">
          {t(cart.orderLocationType === "Room" ? "room_number" : "table_number", { number: localDigits(cart.orderLocation) })}
        </p>
      ) : null}
      {/* Not `hidden`: the card's own display would show it, an empty bordered box, at a table with no fields to fill. */}
      {Object.values(shown).some(Boolean) ? (
        <section className={css.card}>
          {shown.customerName ? (
            <label className={css.field}>
              <FieldLabel text={t("name")} optional={shape.contactOptional} />
              <input className={css.input} autoComplete="name" placeholder={shape.contactOptional ? tableLabel : undefined} value={form.customerName} onChange={(e) => edit.editContact({ customerName: e.target.value })} {...field("customerName")} />
              {problem("customerName")}
            </label>
          ) : null}
          {shown.customerEmail ? (
            <label className={css.field}>
              <FieldLabel text={t("email")} optional={shape.contactOptional} />
              <input className={css.input} type="email" autoComplete="email" value={form.customerEmail} onChange={(e) => edit.editContact({ customerEmail: e.target.value })} {...field("customerEmail")} />
              {problem("customerEmail")}
            </label>
          ) : null}
          {shown.customerPhone ? (
            <label className={css.field}>
              <FieldLabel text={t("phone")} optional={shape.contactOptional || shape.phoneOptional} />
              <input
                className={css.input}
                type="tel"
                autoComplete="tel"
                dir="ltr"
                placeholder={phonePlaceholder}
                disabled={changes.phoneFixed}
                value={form.customerPhone}
                onChange={(e) => edit.editContact({ customerPhone: e.target.value })}
                {...field("customerPhone")}
              />
              {problem("customerPhone")}
            </label>
          ) : null}
          {shown.carNumber ? (
            <label className={css.field}>
              <span className={css.label}>{t("car_number")}</span>
              <input className={css.input} placeholder={t("car_number_placeholder")} value={form.carNumber} onChange={(e) => edit.editContact({ carNumber: e.target.value })} {...field("carNumber")} />
              {problem("carNumber")}
            </label>
          ) : null}
          {shown.deliveryDatetime ? (
            <DeliveryTimeField
              inputId={fieldId("deliveryDatetime")}
              chosen={form.deliveryDatetime}
              asapAllowed={isOpen}
              temporal={deliveryTime.temporal}
              timeZone={menu.timezone}
              onChoose={(chosen) => edit.chooseDeliveryDatetime(chosen)}
              fieldProps={field("deliveryDatetime")}
              problem={problem("deliveryDatetime")}
            />
          ) : null}
          {shown.address ? (
            <label className={css.field}>
              <span className={css.label}>{t("address")}</span>
              <textarea className={css.textarea} autoComplete="street-address" value={address} onChange={(e) => setAddress(e.target.value)} {...field("address")} />
              {problem("address")}
            </label>
          ) : null}
          {shown.termsAccepted ? (
            <div className={css.field}>
              <label className={css.muted}>
                <input type="checkbox" checked={termsAccepted} onChange={(e) => setTermsAccepted(e.target.checked)} {...field("termsAccepted")} /> {t("accept_terms")}
              </label>
              {problem("termsAccepted")}
            </div>
          ) : null}
        </section>
      ) : null}
      {menu.cart_footer_text.trim() !== "" ? <SafeHtml className={css.muted} html={menu.cart_footer_text} /> : null}
      <OrderRefusalNotice error={mutation.isError && !existing ? mutation.error : null} sent={mutation.variables} />
      <ActionBar
        amountLabel={t("ui_str_cart_total")}
        amount={money(cart.totals.total)}
        breakdown={children}
        reason={firstProblem && !busy ? { id: reasonId, text: t(firstProblem.key as TextKey), onActivate: () => showProblem(firstProblem.field) } : null}
      >
        <button
          type="submit"
          className={`${css.primaryButton} ${css.wide}`}
          disabled={busy}
          aria-disabled={firstProblem !== undefined || undefined}
          aria-describedby={firstProblem && !busy ? reasonId : undefined}
          data-testid="submit-order"
        >
          {label}
        </button>
      </ActionBar>
    </form>
    </>
  );
}

/** A field's label, marked optional where the spec gives the field a fallback (a table's order). */
function FieldLabel({ text, optional }: { text: string; optional: boolean }) {
  const t = useText();
  return (
    <span className={css.label}>
      {text}
      {optional ? <span className={css.optionalMark}> ({t("optional")})</span> : null}
    </span>
  );
}
