import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { createRegistry } from "../../../engine/plugin-api";
import { blockTableMarkdown } from "../../../engine/layout-core/block-table";
import { plugins } from "../../../screens/app/plugins";

const START = "<!-- blocks:start -->";
const END = "<!-- blocks:end -->";

/**
 * docs/layouts.md lists every registered block. When a block is added, regenerate the table with
 * `UPDATE_DOCS=1 npx vitest run tests/unit/docs/layout-docs.test.ts`.
 */
describe("docs/layouts.md stays true", () => {
  it("lists exactly the registered blocks", () => {
    const doc = fs.readFileSync("docs/layouts.md", "utf8");
    const table = blockTableMarkdown(createRegistry(plugins));
    const expected = doc.replace(new RegExp(`${START}[\\s\\S]*${END}`), `${START}\n${table}\n${END}`);
    if (process.env["UPDATE_DOCS"]) fs.writeFileSync("docs/layouts.md", expected);
    expect(doc).toBe(expected);
  });
});
