import { describe, expect, it } from "vitest";
import { attachToastSink, showToast, TOAST_HIDE_AFTER_MS, toastsRequested, type ToastContent } from "../../../engine/react/toasts";

describe("toasts (menu spec §9, ordering spec §8)", () => {
  it("wait for the region, then hide after 5 s — except an error, which stays until closed", () => {
    expect(toastsRequested()).toBe(false);
    showToast({ textKey: "ui_str_cart_item_added", tone: "success" });
    expect(toastsRequested()).toBe(true);
    const shown: [ToastContent, { timeout?: number }][] = [];
    attachToastSink({ add: (content, options) => shown.push([content, options]) });
    showToast({ textKey: "error_adding_item", tone: "error" });
    showToast({ textKey: "ui_str_order_active_table", tone: "warning" });
    expect(shown).toEqual([
      [{ textKey: "ui_str_cart_item_added", tone: "success" }, { timeout: TOAST_HIDE_AFTER_MS }],
      [{ textKey: "error_adding_item", tone: "error" }, {}],
      [{ textKey: "ui_str_order_active_table", tone: "warning" }, { timeout: TOAST_HIDE_AFTER_MS }],
    ]);
  });
});
