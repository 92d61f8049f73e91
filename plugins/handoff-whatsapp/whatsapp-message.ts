/**
 * The WhatsApp hand-off (ordering spec §7): when a venue takes no online payment but takes orders by WhatsApp
 * and lets guests send them, the placed order opens in WhatsApp as a prefilled message to the venue's number.
 */
import type { PlacedOrderEvent } from "../../engine/plugin-api";
import { PAYMENT_TYPE_LABELS } from "../../engine/rules/payment-type";

/**
 * The message: menu, order id, name, email, phone, address (with a maps link for delivery when maps are on),
 * comments, payment type, each item (name, options, price, quantity, comments), subtotal, taxes, the delivery fee
 * and the discount when above 0, and the total.
 */
export function whatsappText({ order, placed, menu, money }: PlacedOrderEvent): string {
  const lines = [`*${menu.name}*`, `Order #${placed.padded_order_id}`, ""];
  lines.push(`Name: ${order.customer_name}`);
  if (order.email) lines.push(`Email: ${order.email}`);
  if (order.phone) lines.push(`Phone: ${order.phone}`);
  if (order.order_type === "delivery" && order.address) {
    lines.push(`Address: ${order.address}`);
    const point = order.address_coordinates?.coordinates;
    if (menu.enable_address_google_maps && point) lines.push(`Map: https://maps.google.com/?q=${point[1]},${point[0]}`);
  }
  if (order.order_comments) lines.push(`Comments: ${order.order_comments}`);
  lines.push(`Payment: ${PAYMENT_TYPE_LABELS[order.payment_type]}`, "");
  for (const item of order.line_items) {
    lines.push(`${item.quantity} × ${item.product_name} — ${money(item.product_price)}`);
    if (item.product_variation) lines.push(...item.product_variation.split("\n").map((text) => `   ${text}`));
    if (item.special_instructions) lines.push(`   “${item.special_instructions}”`);
  }
  lines.push("", `Subtotal: ${money(order.sub_total)}`);
  for (const tax of order.taxes) lines.push(`${tax.name}: ${money(tax.amount)}`);
  if (Number(order.delivery_fees) > 0) lines.push(`Delivery: ${money(order.delivery_fees)}`);
  if (Number(order.discount) > 0) lines.push(`Discount: −${money(order.discount)}`);
  lines.push(`*Total: ${money(order.total)}*`);
  return lines.join("\n");
}

/** The wa.me link that opens the message to the venue's number. */
export function whatsappLink(event: PlacedOrderEvent): string {
  return `https://wa.me/${event.menu.whatsapp_number.replace(/\D/g, "")}?text=${encodeURIComponent(whatsappText(event))}`;
}
