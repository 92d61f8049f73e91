import "../../engine/i18n/other-screens-texts";
import { useEffect, useRef } from "react";
import type { BlockProps } from "../../engine/plugin-api";
import { ACTIVE_ORDER } from "../../engine/plugin-api";
import type { OrderType } from "../../engine/rules/order-type";
import { showActiveOrderWarning } from "./order-type-rules";
import { useContextValue } from "../../engine/react/layout/use-layout-context";
import { showToast } from "../../engine/react/toasts";

/**
 * 'Active order on this table' (ordering spec §2 "Global notices"), raised once per active order while the order
 * type is dine_in; a venue's ui_strings may reword it, so it stays the core's `ui_str_order_active_table` text.
 * Drawn in the shell's `shell.notices` slot. Not on the cover (`/`), where the scan lands: there the venue's
 * promotion covers it.
 */
export default function ActiveOrderWarning({ context }: BlockProps) {
  const activeOrder = useContextValue(ACTIVE_ORDER);
  const shown = useRef<string | null>(null);
  const onCover = context.route.path === "/";
  const warn = !onCover && showActiveOrderWarning(activeOrder !== null, context.cart.orderType as OrderType);
  useEffect(() => {
    if (warn && activeOrder && shown.current !== activeOrder) {
      shown.current = activeOrder;
      showToast({ textKey: "ui_str_order_active_table", tone: "warning" });
    }
  }, [warn, activeOrder]);
  return null;
}
