import { describe, expect, it, vi } from "vitest";
import { analyticsConsolePlugin, consoleSink } from "../../../plugins/analytics-console";
import { createRegistry } from "../../../engine/plugin-api";

describe("the analytics-console plugin", () => {
  it("logs each event while logging is on, and nothing otherwise", () => {
    const log = vi.fn();
    let on = true;
    const sink = consoleSink({ shouldLog: () => on, log });
    sink.track({ name: "home_page_view", license: "demo" });
    on = false;
    sink.track({ name: "category_page_view", license: "demo", category_id: "6" });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith("[carta analytics] home_page_view", { name: "home_page_view", license: "demo" });
  });

  it("registers one sink through the plugin API", () => {
    const registry = createRegistry([analyticsConsolePlugin]);
    expect(registry.analyticsSinks.map((s) => `${s.pluginId}/${s.value.id}`)).toEqual(["analytics-console/console"]);
  });
});
