import { describe, expect, it } from "vitest";
import { handsOffToWhatsApp } from "../../../plugins/handoff-whatsapp/hands-off";
import { whatsappLink, whatsappText } from "../../../plugins/handoff-whatsapp/whatsapp-message";
import { buildOrderPayload } from "../../../engine/order/order-payload";
import { createCartStore, newCartLine } from "../../../engine/cart";
import { formatMoney } from "../../../engine/rules";
import { parseAmount } from "../../../schemas/money";
import { loadDemoMenu } from "../../support/demo-menu";

const base = loadDemoMenu();
const menu = { ...base, payment_enabled: false, enable_whatsapp_order: true, enable_user_send_whatsapp: true, enable_address_google_maps: true };

function event() {
  const cart = createCartStore({ context: menu });
  cart.actions.addItem({ ...newCartLine(menu.products.find((p) => p.id === 133)!, { groups: [], choice: {}, comboGroups: null, qty: 2 }), special_instructions: "no onions" });
  const order = buildOrderPayload({
    menuId: menu.id,
    currency: menu.currency,
    lines: cart.state.products,
    totals: cart.state.totals,
    orderType: "delivery",
    couponId: null,
    paymentType: "cash",
    customer: { name: "Layla", email: "layla@example.com", phone: "+971501234567" },
    orderComments: "Ring twice",
    deliveryDatetime: null,
    delivery: { formattedAddress: "Villa 9 - Jumeirah", location: { lat: 25.2, lng: 55.25 }, place: null, flatNo: "9", buildingPremise: "", areaStreet: "Jumeirah", landmark: "" },
  });
  return { order, placed: { uuid: "u-1", padded_order_id: "00042" }, menu, money: (text: string) => formatMoney(parseAmount(text)!, menu, "en") };
}

describe("the WhatsApp hand-off (ordering spec section 7)", () => {
  it("happens only without online payment, with WhatsApp ordering and sending on and a number", () => {
    expect(handsOffToWhatsApp(menu)).toBe(true);
    expect(handsOffToWhatsApp(base)).toBe(false);
    expect(handsOffToWhatsApp({ ...menu, payment_enabled: true })).toBe(false);
    expect(handsOffToWhatsApp({ ...menu, enable_user_send_whatsapp: false })).toBe(false);
    expect(handsOffToWhatsApp({ ...menu, whatsapp_number: "" })).toBe(false);
  });
  it("carries every field the spec lists, a maps link for delivery with maps, and the total", () => {
    const text = whatsappText(event()).replace(/[\u00a0\u202f]/g, " ");
    expect(text.split("\n")).toEqual([
      "*Olive & Ember*",
      "Order #00042",
      "",
      "Name: Layla",
      "Email: layla@example.com",
      "Phone: +971501234567",
      "Address: Villa 9 - Jumeirah",
      "Map: https://maps.google.com/?q=25.2,55.25",
      "Comments: Ring twice",
      "Payment: Cash",
      "",
      "2 × Tabbouleh — AED 30.00",
      "   “no onions”",
      "",
      "Subtotal: AED 60.00",
      "VAT: AED 3.00",
      "Municipality fee: AED 2.00",
      "*Total: AED 65.00*",
    ]);
    expect(whatsappLink(event())).toMatch(/^https:\/\/wa\.me\/971501234567\?text=\*Olive/);
  });
});
