import { describe, expect, it } from "vitest";
import { attachToastSink, showToast, TOAST_HIDE_AFTER_MS, toastsRequested, type ToastContent } from "../../../engine/react/toasts";

describe("toasts (menu spec §9, ordering spec §8)", () => {
  it("wait for the region, then hide after 5 s — except an error, which stays until closed", () => {
    expect(toastsRequested()).toBe(false);
    showToast({ text: "Item added to cart", tone: "success" });
    expect(toastsRequested()).toBe(true);
    const shown: [ToastContent, { timeout?: number }][] = [];
    attachToastSink({ add: (content, options) => shown.push([content, options]) });
    showToast({ text: "Error adding item", tone: "error" });
    showToast({ text: "Active order on this table", tone: "warning" });
    expect(shown).toEqual([
      [{ text: "Item added to cart", tone: "success" }, { timeout: TOAST_HIDE_AFTER_MS }],
      [{ text: "Error adding item", tone: "error" }, {}],
      [{ text: "Active order on this table", tone: "warning" }, { timeout: TOAST_HIDE_AFTER_MS }],
    ]);
  });
});
