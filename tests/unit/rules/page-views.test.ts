import { describe, expect, it } from "vitest";
import { pageView } from "../../../engine/rules/page-views";

describe("page-view events (doc 1 §7, doc 2 §7)", () => {
  it("carries the shown entity's name and id as text", () => {
    expect(pageView("category_page_view", { name: "Grills", id: 6 })).toEqual({ name: "category_page_view", category_name: "Grills", category_id: "6" });
    expect(pageView("product_page_view", { name: "Hummus", id: 109 })).toEqual({ name: "product_page_view", product_name: "Hummus", product_id: "109" });
    expect(pageView("info_page_view", { name: "About us", id: 1 })).toEqual({ name: "info_page_view", page_name: "About us", page_id: "1" });
    expect(pageView("info_form_view", { name: "Guest list", id: 2 })).toEqual({ name: "info_form_view", page_name: "Guest list", page_id: "2" });
  });

  it("onboarding carries the menu name, a promotion its id, home nothing else", () => {
    expect(pageView("onboarding_page_view", { name: "Olive & Ember" })).toEqual({ name: "onboarding_page_view", menu_name: "Olive & Ember" });
    expect(pageView("promotion_page_view", { id: 1 })).toEqual({ name: "promotion_page_view", promotion_id: "1" });
    expect(pageView("home_page_view")).toEqual({ name: "home_page_view" });
    // The order and payment screens carry nothing but the license, which track adds (ordering spec §7).
    expect(pageView("order_page_view")).toEqual({ name: "order_page_view" });
    expect(pageView("payment_page_view")).toEqual({ name: "payment_page_view" });
  });
});
