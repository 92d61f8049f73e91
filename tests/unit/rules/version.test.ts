import { describe, expect, it } from "vitest";
import { CLIENT_VERSION, compareVersions, isUpdateAvailable } from "../../../engine/rules/version";

describe("version check against the client version 1.9.54 (spec §4)", () => {
  it("is 1.9.54", () => {
    expect(CLIENT_VERSION).toBe("1.9.54");
  });
  it("compares numerically, part by part", () => {
    expect(compareVersions("1.10.0", "1.9.54")).toBe(1);
    expect(compareVersions("1.9.6", "1.9.54")).toBe(-1);
    expect(compareVersions("1.9.54", "1.9.54")).toBe(0);
    expect(compareVersions("1.9.54.0", "1.9.54")).toBe(0);
    expect(compareVersions("2", "1.99.99")).toBe(1);
  });
  it("prompts only for a newer menu version", () => {
    expect(isUpdateAvailable("1.9.55")).toBe(true);
    expect(isUpdateAvailable("v1.10.0")).toBe(true);
    expect(isUpdateAvailable("1.9.54")).toBe(false);
    expect(isUpdateAvailable("1.9.6")).toBe(false);
    expect(isUpdateAvailable(null)).toBe(false);
    expect(isUpdateAvailable("")).toBe(false);
  });
});
