import { describe, expect, it } from "vitest";
import { enabledPromotions, menuLoadForm, onLoadPromotion, promotionMedia } from "../../../engine/rules/promotions";

const image = { product: "/media/p.jpg", retina: "/media/p@2x.jpg" };
const promotions = [
  { id: 1, enable: true, video: null, image },
  { id: 2, enable: false, video: null, image },
  { id: 3, enable: true, video: "/media/v.mp4", image: { product: "/media/poster.jpg", retina: null } },
  { id: 4, enable: true, video: null, image: null },
];

describe("promotions (doc 1 §2 /promotions, doc 2 §2 onboarding)", () => {
  it("lists the enabled promotions in menu order", () => {
    expect(enabledPromotions(promotions).map((p) => p.id)).toEqual([1, 3, 4]);
  });

  it("pops up the enabled promotion named by promotion_on_load, if it has something to show", () => {
    expect(onLoadPromotion(promotions, 1)?.id).toBe(1);
    expect(onLoadPromotion(promotions, "3")?.id).toBe(3);
    expect(onLoadPromotion(promotions, 2)).toBeUndefined(); // disabled
    expect(onLoadPromotion(promotions, 4)).toBeUndefined(); // nothing to show
    expect(onLoadPromotion(promotions, 99)).toBeUndefined();
    expect(onLoadPromotion(promotions, null)).toBeUndefined();
  });

  it("shows a video when there is one, else the image with its retina variant as 2x", () => {
    expect(promotionMedia(promotions[0]!)).toEqual({ kind: "image", src: "/media/p.jpg", srcSet: "/media/p.jpg 1x, /media/p@2x.jpg 2x" });
    expect(promotionMedia(promotions[2]!)).toEqual({ kind: "video", src: "/media/v.mp4", poster: "/media/poster.jpg" });
    expect(promotionMedia({ id: 5, image: { product: "/a.jpg", retina: null } })).toEqual({ kind: "image", src: "/a.jpg", srcSet: undefined });
    expect(promotionMedia(promotions[3]!)).toEqual({ kind: "none" });
  });
});

describe("the menu-load form (doc 2 §2 onboarding)", () => {
  const forms = [
    { id: 1, enable: true, display_on_menu_load: false },
    { id: 2, enable: false, display_on_menu_load: true },
    { id: 3, enable: true, display_on_menu_load: true },
  ];

  it("is the first enabled form flagged display_on_menu_load", () => {
    expect(menuLoadForm(forms, false)?.id).toBe(3);
  });

  it("is gone once a form was submitted", () => {
    expect(menuLoadForm(forms, true)).toBeUndefined();
  });

  it("is never a disabled form", () => {
    expect(menuLoadForm([forms[1]!], false)).toBeUndefined();
  });
});
