import { useLayoutEffect, useMemo } from "react";
import { useCart, useCheckoutForm } from "../../engine/react/app-services";
import { useMenuState } from "../../engine/react/menu-context";
import { loyaltyRequest } from "./loyalty";
import { EMPLOYEE_KEY, employeeOf } from "./employee-discount";
import { refreshLoyalty } from "./venue-group-services";

/**
 * Draws nothing: in the cart's and the checkout's slots (venue-group mode only), it asks for the loyalty
 * promotions when the screen opens and again on each change of the cart's lines, the order type or the employee
 * id (ordering spec §4 "Cart changes", "Employee discount").
 */
export default function LoyaltyRefresh() {
  const menu = useMenuState((s) => s.menuData);
  const lines = useCart((c) => c.products);
  const unavailableLines = useCart((c) => c.unavailableLines);
  const orderType = useCart((c) => c.orderType);
  // A string: the same id reads as the same value, so only a real change asks again.
  const employeeId = useCheckoutForm((f) => employeeOf({ pluginData: { [EMPLOYEE_KEY]: f.pluginData[EMPLOYEE_KEY] } })?.employeeID ?? null);
  const request = useMemo(
    () => (menu ? loyaltyRequest({ menu, lines, unavailableLines, orderType, employeeId }) : null),
    [menu, lines, unavailableLines, orderType, employeeId],
  );
  // The same request again (a new cart object with the same lines, a remount on the next screen) is not sent twice.
  const key = request ? JSON.stringify(request) : "";
  // Before the screen paints: a checkout that opens as the call starts never shows its submit enabled for a moment
  // (a tap then would land on a button that had just been disabled, and be lost).
  useLayoutEffect(() => {
    if (request) void refreshLoyalty(request, key);
  }, [request, key]);
  return null;
}
