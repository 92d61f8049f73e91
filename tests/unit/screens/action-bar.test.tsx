import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ActionBar } from "../../../screens/shared/action-bar";

describe("the bottom action bar (screens/shared/action-bar.tsx; issue 18)", () => {
  it("shows the amount beside the main action, and no reason while the action can be taken", () => {
    const html = renderToString(
      <ActionBar amountLabel="Total" amount="AED 65.00">
        <a href="/checkout">Checkout</a>
      </ActionBar>,
    );
    expect(html).toContain('data-testid="action-bar-amount">AED 65.00<');
    expect(html).toContain(">Total<");
    expect(html).not.toContain("action-bar-reason");
    expect(html).not.toContain("<details");
  });

  it("puts the breakdown behind a disclosure and the reason under the id the action is described by", () => {
    const html = renderToString(
      <ActionBar amountLabel="Total" amount="AED 65.00" breakdown={<dl>Subtotal</dl>} reason={{ id: "why", text: "Phone is a required field", onActivate: () => undefined }}>
        <button type="submit" aria-disabled="true" aria-describedby="why">
          PAY NOW
        </button>
      </ActionBar>,
    );
    expect(html).toMatch(/<details[^>]*><summary[^>]*>.*AED 65\.00.*<\/summary>.*<dl>Subtotal<\/dl>.*<\/details>/s);
    expect(html).toMatch(/<p[^>]*id="why"[^>]*><button type="button"[^>]*>Phone is a required field<\/button><\/p>/);
    // The reason comes before the action, so a screen reader meets why before the button it explains.
    expect(html.indexOf("Phone is a required field")).toBeLessThan(html.indexOf("PAY NOW"));
  });
});
