import { definePlugin } from "../../engine/plugin-api";
import { handsOffToWhatsApp } from "./hands-off";

// The message's code loads only for a venue that hands its orders off, and before the order is placed (`prepare`).
const loadMessage = () => import("./whatsapp-message");

/** Opens the placed order in WhatsApp, in a new tab, when the venue works that way (ordering spec §7). */
export const whatsappHandoffPlugin = definePlugin({
  id: "handoff-whatsapp",
  contributes: {
    orderHandoffs: [
      {
        id: "whatsapp",
        prepare(menu) {
          if (handsOffToWhatsApp(menu)) void loadMessage().catch(() => undefined);
        },
        async afterOrder(event) {
          if (!handsOffToWhatsApp(event.menu)) return;
          const { whatsappLink } = await loadMessage();
          window.open(whatsappLink(event), "_blank", "noopener");
        },
      },
    ],
  },
});
