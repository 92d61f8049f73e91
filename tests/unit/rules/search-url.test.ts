import { describe, expect, it } from "vitest";
import {
  EMPTY_SEARCH,
  isFromSearch,
  readSearchState,
  searchResultHref,
  searchStateQuery,
  toggleCheckedProperty,
} from "../../../engine/rules/search-url";

describe("search state in the URL (doc 1 §2 /search: searchTerm, checkedProperties)", () => {
  it("reads the term and the checked properties from ?q=…&p=1,2", () => {
    expect(readSearchState("?q=hum&p=1,4")).toEqual({ searchTerm: "hum", checkedProperties: [1, 4] });
    expect(readSearchState("q=Baba%20Ghanoush")).toEqual({ searchTerm: "Baba Ghanoush", checkedProperties: [] });
    expect(readSearchState("p=1%2C2")).toEqual({ searchTerm: "", checkedProperties: [1, 2] });
    expect(readSearchState("")).toEqual(EMPTY_SEARCH);
  });

  it("drops property ids that are not whole numbers and duplicates", () => {
    expect(readSearchState("?p=3,x,,3,-1,07").checkedProperties).toEqual([3, 7]);
  });

  it("writes the state back, leaving empty parts out and commas readable", () => {
    expect(searchStateQuery({ searchTerm: "hummus & more", checkedProperties: [1, 4] })).toBe("q=hummus%20%26%20more&p=1,4");
    expect(searchStateQuery({ searchTerm: "", checkedProperties: [2] })).toBe("p=2");
    expect(searchStateQuery(EMPTY_SEARCH)).toBe("");
  });

  it("round-trips any term, Arabic included", () => {
    for (const searchTerm of ["حمص", "a&b=c", "  spaced  ", "100%", "?#/"]) {
      const state = { searchTerm, checkedProperties: [5, 1] };
      expect(readSearchState(searchStateQuery(state))).toEqual(state);
    }
  });

  it("links a result to its product with from=search and the state, for the carousel", () => {
    expect(searchResultHref(109, { searchTerm: "hum", checkedProperties: [1] })).toBe("/product/109?from=search&q=hum&p=1");
    expect(searchResultHref(109, EMPTY_SEARCH)).toBe("/product/109?from=search");
    expect(isFromSearch("?from=search&q=hum")).toBe(true);
    expect(isFromSearch("?from=category")).toBe(false);
  });

  it("toggles a property, keeping the others in order", () => {
    expect(toggleCheckedProperty([1, 4], 2)).toEqual([1, 4, 2]);
    expect(toggleCheckedProperty([1, 4, 2], "4")).toEqual([1, 2]);
  });
});
