import { definePlugin } from "../../engine/plugin-api";
import { handsOffToWhatsApp, whatsappLink } from "./whatsapp-message";

/** Opens the placed order in WhatsApp, in a new tab, when the venue works that way (ordering spec §7). */
export const whatsappHandoffPlugin = definePlugin({
  id: "handoff-whatsapp",
  contributes: {
    orderHandoffs: [
      {
        id: "whatsapp",
        afterOrder(event) {
          if (handsOffToWhatsApp(event.menu)) window.open(whatsappLink(event), "_blank", "noopener");
        },
      },
    ],
  },
});
