import type { PlacedOrderEvent } from "../../engine/plugin-api";

/** Spec §7: payment not enabled, WhatsApp ordering and guest sending enabled, and a number to send to. */
export function handsOffToWhatsApp(menu: PlacedOrderEvent["menu"]): boolean {
  return !menu.payment_enabled && menu.enable_whatsapp_order && menu.enable_user_send_whatsapp && menu.whatsapp_number.replace(/\D/g, "") !== "";
}
