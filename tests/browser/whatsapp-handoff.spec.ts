import { expect, test } from "./support/test";
import { openAt } from "./support/browse";
import { demoLine, seedCart } from "./support/cart";
import { isBuiltChunk } from "../support/built-files";

/**
 * The WhatsApp hand-off (ordering spec §7): a venue without online payment that takes orders by WhatsApp opens
 * the placed order as a prefilled message to its number, in a new tab (tests/fixtures/venues/whatsapp.json).
 */
test.describe("the WhatsApp hand-off (ordering spec section 7)", () => {
  test("a placed takeaway order opens WhatsApp in a new tab, to the venue's number, with the order's lines and total", async ({ page, context }) => {
    // No machine here reaches WhatsApp: the new tab gets a stand-in page, and the test reads the address it asked.
    await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
    const messageCode: string[] = [];
    page.on("request", (request) => {
      if (isBuiltChunk(new URL(request.url()).pathname, "whatsapp-message")) messageCode.push(request.url());
    });
    await seedCart(page, { products: [demoLine(21, "Shish Taouk", 48, 2, 2)], orderType: "takeaway" });
    await openAt(page, "souqgrill", "/cart");
    await page.getByTestId("checkout-button").click();
    const form = page.getByTestId("checkout-form");
    await expect(form).toBeVisible();
    // The message's code came with the checkout, before the order is placed.
    await expect.poll(() => messageCode.length).toBe(1);
    // This venue asks a takeaway guest for a name only.
    await form.getByLabel("Name").fill("Layla");

    const popup = context.waitForEvent("page");
    await form.getByTestId("submit-order").click();
    const whatsapp = await popup;
    await whatsapp.waitForLoadState();
    const address = new URL(whatsapp.url());
    expect(`${address.origin}${address.pathname}`).toBe("https://wa.me/971501234567");
    const message = (address.searchParams.get("text") ?? "").replace(/[\u00a0\u202f]/g, " ");
    expect(message).toMatch(/^\*Souq Grill\*\nOrder #\d{5}\n/);
    expect(message).toContain("Name: Layla");
    expect(message).toContain("2 × Shish Taouk — AED 48.00");
    expect(message).toContain("*Total: AED 96.00*");

    // The guest's own tab goes on to the order, as without the hand-off.
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("order-total")).toContainText("AED 96.00");
  });
});
