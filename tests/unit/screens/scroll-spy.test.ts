import { describe, expect, it } from "vitest";
import { activeSectionIndex } from "../../../screens/category/scroll-spy";

// A 844 px phone; the nav offset is 150 px, so 694 px can show a section.
const H = 844;

describe("the special category's scroll spy (doc 1 §2, §9: 150 px offset, 0.5 threshold)", () => {
  it("the first section at least half visible below the offset is active", () => {
    expect(activeSectionIndex([{ top: 150, bottom: 500 }, { top: 500, bottom: 900 }], H)).toBe(0);
    // The first shows 100 of its 400 px below the offset: not in view; the second is.
    expect(activeSectionIndex([{ top: -150, bottom: 250 }, { top: 250, bottom: 700 }], H)).toBe(1);
  });
  it("a section taller than the screen counts when it fills half of what can show", () => {
    expect(activeSectionIndex([{ top: -2000, bottom: 600 }, { top: 600, bottom: 3000 }], H)).toBe(0);
    expect(activeSectionIndex([{ top: -2000, bottom: 300 }, { top: 300, bottom: 3000 }], H)).toBe(1);
  });
  it("with none in view, the last one that started above the offset", () => {
    expect(activeSectionIndex([{ top: -900, bottom: 155 }, { top: 840, bottom: 2000 }], H)).toBe(0);
    expect(activeSectionIndex([{ top: -900, bottom: -100 }, { top: -100, bottom: 155 }, { top: 840, bottom: 2000 }], H)).toBe(1);
    expect(activeSectionIndex([], H)).toBe(0);
  });
});
