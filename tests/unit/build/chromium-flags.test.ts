import { describe, expect, it } from "vitest";
import { BROWSER_TEST_ARGS, CHROMIUM_ARGS, withFeatureListsMerged } from "../../support/chromium";

describe("the benchmarks' and tests' Chromium flags (tests/support/chromium.ts)", () => {
  it("makes every --disable-features list one, keeping each name once and the other flags in order", () => {
    expect(withFeatureListsMerged(["--disable-features=Translate,MediaRouter", "--headless=new", "--disable-features=MediaRouter,WebUIOmniboxPopup", "--no-first-run"])).toEqual([
      "--headless=new",
      "--no-first-run",
      "--disable-features=Translate,MediaRouter,WebUIOmniboxPopup",
    ]);
    expect(withFeatureListsMerged(["--headless"])).toEqual(["--headless"]);
  });

  it("gives the launchers one list to pass: the address bar's WebUI popups are disabled wherever Chromium runs", () => {
    for (const flags of [CHROMIUM_ARGS, BROWSER_TEST_ARGS]) {
      const lists = flags.filter((flag) => flag.startsWith("--disable-features="));
      expect(lists).toHaveLength(1);
      expect(lists[0]).toContain("WebUIOmniboxFullPopup");
    }
  });
});
