import { defineBlock, type BlockProps } from "../../engine/plugin-api";
import { enabledOrderTypes, isOrderType, resolveOrderType, type OrderType } from "../../engine/rules";
import { useCart, useCartActions } from "../../engine/react/app-services";
import { useLocalDigits, useMenuState, useText } from "../../engine/react/menu-context";
import * as css from "./home.css";
import { visuallyHidden } from "../shared/visually-hidden.css";

const LABELS = {
  delivery: "ui_str_delivery",
  dine_in: "ui_str_dine_in",
  takeaway: "ui_str_takeaway",
  drive_thru: "ui_str_drive_thru",
} as const satisfies Record<OrderType, string>;

/**
 * The order-type and location selector of /home (menu spec /home; when it shows is the layout's condition):
 * the venue's enabled order types, the cart's type chosen (or its fallback when that one is disabled), and
 * the table or room the guest scanned. Choosing a type sets it in the cart.
 */
function OrderTypeSelector(_: BlockProps) {
  const t = useText();
  const localDigits = useLocalDigits();
  const menu = useMenuState((s) => s.menuData);
  const orderType = useCart((c) => c.orderType);
  const location = useCart((c) => c.orderLocation);
  const locationType = useCart((c) => c.orderLocationType);
  const actions = useCartActions();
  if (!menu) return null;
  const types = enabledOrderTypes(menu);
  if (types.length === 0) return null;
  const current = resolveOrderType(orderType, menu);
  return (
    <section className={css.orderType} data-testid="order-type-selector">
      {/* Native radios: fully accessible by keyboard and screen reader as they are, and no script on the first screen. */}
      <fieldset className={css.orderTypeGroup} role="radiogroup" aria-labelledby="order-type-legend">
        <legend id="order-type-legend" className={css.orderTypeLabel}>
          {t("ui_str_order_type")}
        </legend>
        <div className={css.segments} data-count={types.length}>
          {types.map((type) => (
            <label key={type} className={css.segment}>
              <input
                className={visuallyHidden}
                type="radio"
                name="order-type"
                value={type}
                checked={current === type}
                onChange={(event) => {
                  if (isOrderType(event.target.value)) actions.setOrderType(event.target.value);
                }}
              />
              {t(LABELS[type])}
            </label>
          ))}
        </div>
      </fieldset>
      {location && locationType ? (
        <p className={css.location} data-testid="order-location">
          {t(locationType === "Room" ? "room_number" : "table_number", { number: localDigits(location) })}
        </p>
      ) : null}
    </section>
  );
}

export const orderTypeBlocks = [
  defineBlock({ type: "home.order-type", component: OrderTypeSelector }),
];
