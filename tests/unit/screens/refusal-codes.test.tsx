import { renderToString } from "react-dom/server";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { refusalReasons } from "../../../engine/api/order-refusal";
import { createCartStore } from "../../../engine/cart";
import { createCheckoutFormStore } from "../../../engine/checkout";
import { pluginText } from "../../../engine/i18n/ui-text";
import type { MenuController } from "../../../engine/menu/boot-menu";
import { createMenuStore, initialMenuState } from "../../../engine/menu/menu-store";
import { createClockStore } from "../../../engine/menu/venue-clock";
import { createRegistry, definePlugin, PluginRegistryError, type PluginRegistry } from "../../../engine/plugin-api";
import { AppServicesProvider } from "../../../engine/react/app-services";
import { MenuProvider } from "../../../engine/react/menu-context";
import { ApiFailure } from "../../../engine/server-state/query-client";
import { corePlugin } from "../../../screens/core/core-plugin";
import { OrderRefusalNotice } from "../../../screens/shared/order-refusal/order-refusal-notice";
import { GENERIC_REASON_TEXT, orderReasonWording } from "../../../screens/shared/order-refusal/reason-wording";
import { loadDemoMenu } from "../../support/demo-menu";

/**
 * Plugin refusal codes (decision 0065), the browser's half of the contract: a code a plugin's server half declares
 * decodes like the core's, the refusal notice words it in the plugin's text (every language, through `textsIn`),
 * and a code neither knows reads as the spec's general sentence. A made-up plugin, so this holds with any plugin list.
 */
const tablePlugin = definePlugin({
  id: "example-tables",
  contributes: {
    refusalCodes: [{ code: "table_held", text: "example-tables.refusal_table_held", fixedInCart: true }],
    texts: { en: { "example-tables.refusal_table_held": "This table is held by the point of sale. Ask a waiter." } },
    textsIn: async (language) => (language === "ar" ? { "example-tables.refusal_table_held": "الطاولة محجوزة لدى نقطة البيع. اطلب من النادل." } : undefined),
  },
});

const refusedWith = (...codes: string[]) => ({ kind: "http" as const, status: 422, body: { detail: "Refused.", reasons: codes.map((code) => ({ code, field: "additional_data" })) } });

function renderNotice(registry: PluginRegistry, language: string, error: unknown): Promise<string> {
  const menuStore = createMenuStore({ ...initialMenuState, menuData: loadDemoMenu(), selected_language: language });
  const services = { registry, cart: createCartStore({ context: loadDemoMenu() }), checkout: createCheckoutFormStore(), track: () => undefined, config: {} };
  const Notice = () => (
    <AppServicesProvider services={services}>
      <MenuProvider store={menuStore} clock={createClockStore()} controller={{} as MenuController}>
        <OrderRefusalNotice error={error} sent={undefined} />
      </MenuProvider>
    </AppServicesProvider>
  );
  // The notice links back to the cart: it renders inside a router, as in the app.
  const router = createRouter({ routeTree: createRootRoute({ component: Notice }), history: createMemoryHistory({ initialEntries: ["/checkout"] }) });
  return router.load().then(() => renderToString(<RouterProvider router={router} />));
}

describe("plugin refusal codes in the browser (decision 0065)", () => {
  const registry = createRegistry([corePlugin, tablePlugin]);

  it("decodes a refusal whose code is a plugin's, or one this app does not know, beside the core's", () => {
    expect(refusalReasons(refusedWith("table_held", "coupon_invalid", "from_a_newer_server"))).toEqual([
      { code: "table_held", field: "additional_data" },
      { code: "coupon_invalid", field: "additional_data" },
      { code: "from_a_newer_server", field: "additional_data" },
    ]);
  });

  it("words a plugin's code by the plugin's text and fix; the core's by its catalogue; any other by the general sentence", async () => {
    expect(orderReasonWording("table_held", registry.refusalCodes)).toEqual({ source: "plugin", text: "example-tables.refusal_table_held", fixedInCart: true });
    expect(orderReasonWording("coupon_invalid", registry.refusalCodes)).toEqual({ source: "core", text: "refusal_coupon_invalid", fixedInCart: true });
    expect(orderReasonWording("from_a_newer_server", registry.refusalCodes)).toEqual({ source: "core", text: GENERIC_REASON_TEXT, fixedInCart: false });
    await registry.loadTexts("ar");
    expect(pluginText(registry.texts, "example-tables.refusal_table_held", "ar")).toBe("الطاولة محجوزة لدى نقطة البيع. اطلب من النادل.");
  });

  it("the notice shows the plugin's sentence in the guest's language with 'Back to cart', and the general one for an unknown code", async () => {
    const english = await renderNotice(registry, "en", new ApiFailure(refusedWith("table_held")));
    expect(english).toContain('data-code="table_held"');
    expect(english).toContain("This table is held by the point of sale. Ask a waiter.");
    expect(english).toMatch(/href="\/cart"[^>]*>Back to cart</);
    await registry.loadTexts("ar");
    expect(await renderNotice(registry, "ar", new ApiFailure(refusedWith("table_held")))).toContain("الطاولة محجوزة لدى نقطة البيع. اطلب من النادل.");

    const unknown = await renderNotice(registry, "en", new ApiFailure(refusedWith("from_a_newer_server")));
    expect(unknown).toContain("Your order was not placed");
    expect(unknown).toContain("There was an error sending this order. Please try again later.");
    expect(unknown).not.toContain("Refused.");
    expect(unknown).not.toContain("Back to cart");
  });

  it("stops start-up when a refusal code reads a text that is not the plugin's own", () => {
    const careless = definePlugin({ id: "careless", contributes: { refusalCodes: [{ code: "nope", text: "careless.missing" }] } });
    expect(() => createRegistry([corePlugin, careless])).toThrow(PluginRegistryError);
    expect(() => createRegistry([corePlugin, careless])).toThrow(/Refusal code "nope" of plugin "careless" reads text "careless.missing"/);
  });
});
