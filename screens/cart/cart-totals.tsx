import "../../engine/i18n/other-screens-texts";
import { formatAltMoney } from "../../engine/rules";
import { useCart } from "../../engine/react/app-services";
import { useMenuState, usePluginText, useText } from "../../engine/react/menu-context";
import { useDiscountMoney, useMoney } from "../shared/use-money";
import * as css from "../shared/ordering.css";

/**
 * The totals (menu spec §9, ordering spec §2), every figure the engine's (`recomputeCart`): subtotal, each tax
 * (an inclusive one says so and is not added), the delivery fee — struck through when a coupon waives it —, the
 * coupon discount, each discount a plugin names (its own label, in the guest's language), a tip, the total, and the total in the alternative currency when the venue
 * has one. Coupon and discount amounts at 3 decimals (spec §9), the rest at the menu's.
 */
export default function CartTotals() {
  const t = useText();
  const pluginText = usePluginText();
  const totals = useCart((c) => c.totals);
  const menu = useMenuState((s) => s.menuData);
  const language = useMenuState((s) => s.selected_language);
  const money = useMoney();
  const discount = useDiscountMoney();
  if (!menu) return null;
  const alt = formatAltMoney(totals.total, menu, language);
  return (
    <section className={css.card} aria-label={t("ui_str_cart_total")} data-testid="cart-totals">
      <dl className={css.totals}>
        <Row label={t("ui_str_cart_subtotal")} value={money(totals.subTotal)} id="subtotal" />
        {totals.taxes.map((tax) => (
          <Row key={`${tax.id}-${tax.name}`} label={tax.included ? `${tax.name} (${t("taxes_included")})` : tax.name} value={money(tax.amount)} id={`tax-${tax.id}`} />
        ))}
        {totals.deliveryFee > 0 || totals.deliveryFeeWaived > 0 ? (
          <div className={css.totalRow} data-testid="total-delivery">
            <dt>{t("ui_str_delivery_fees")}</dt>
            <dd>
              {totals.deliveryFeeWaived > 0 ? (
                <>
                  <s className={css.struck} aria-label={`${money(totals.deliveryFeeWaived)} ${t("waived")}`}>
                    {money(totals.deliveryFeeWaived)}
                  </s>
                  {money(totals.deliveryFee)}
                </>
              ) : (
                money(totals.deliveryFee)
              )}
            </dd>
          </div>
        ) : null}
        {totals.discount > 0 ? <Row label={t("ui_str_discount")} value={discount(totals.discount)} id="discount" /> : null}
        {totals.namedDiscounts.map((named) => (
          <Row key={named.id} label={pluginText(named.label)} value={discount(named.amount)} id={named.id} />
        ))}
        {totals.tips > 0 ? <Row label={t("tips")} value={money(totals.tips)} id="tips" /> : null}
        <div className={`${css.totalRow} ${css.grandTotal}`} data-testid="total-total">
          <dt>{t("ui_str_cart_total")}</dt>
          <dd>
            {money(totals.total)}
            {alt ? (
              <span className={css.muted} data-testid="total-alt">
                {" "}
                ≈ <bdi>{alt}</bdi>
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Row({ label, value, id }: { label: string; value: string; id: string }) {
  return (
    <div className={css.totalRow} data-testid={`total-${id}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
