import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ISOLATED } from "../../support/isolated-test-files";

/** What changes the world a later file in the same worker sees: a stubbed or replaced global, another environment. */
const CHANGES_GLOBALS = /vi\.stubGlobal\(|globalThis\.\w+\s*=[^=]|vi\.spyOn\((?:console|globalThis|window)\b|@vitest-environment/;

function testFiles(folder: string): string[] {
  return fs.readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file).split(path.sep).join("/"));
}

describe("Vitest's shared project (decision 0071): files that change globals run isolated", () => {
  it("lists every test file that stubs a global, spies on console or asks for another environment", () => {
    const files = ["tests/unit", "tests/property", "tests/db"].flatMap(testFiles);
    const changing = files.filter((file) => CHANGES_GLOBALS.test(fs.readFileSync(file, "utf8")));
    expect(changing.length).toBeGreaterThan(0);
    expect(changing.filter((file) => !ISOLATED.includes(file) && !file.endsWith("isolated-test-files.test.ts")), "add these to tests/support/isolated-test-files.ts").toEqual([]);
  });

  it("names only files that exist", () => {
    for (const file of ISOLATED) expect(fs.existsSync(file), file).toBe(true);
  });
});
