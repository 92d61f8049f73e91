import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { createRegistry } from "../../../engine/plugin-api";
import { blockTableMarkdown } from "../../../engine/layout-core/block-table";
import { everyPlugin as plugins } from "../../support/app-plugins";

const START = "<!-- blocks:start -->";
const END = "<!-- blocks:end -->";

/**
 * docs/layouts.md lists every registered block. When a block is added, regenerate the table with
 * `UPDATE_DOCS=1 npx vitest run tests/unit/docs/layout-docs.test.ts`.
 */
describe("docs/layouts.md stays true", () => {
  const registry = createRegistry(plugins);
  const descriptions = JSON.parse(fs.readFileSync("docs/blocks.json", "utf8")) as Record<string, string>;

  it("describes every registered block in docs/blocks.json, and nothing else", () => {
    expect(Object.keys(descriptions).sort()).toEqual([...registry.blocks.keys()].sort());
    for (const [type, text] of Object.entries(descriptions)) expect(text.trim(), type).not.toBe("");
  });

  it("lists exactly the registered blocks", () => {
    const doc = fs.readFileSync("docs/layouts.md", "utf8");
    const table = blockTableMarkdown(registry, descriptions);
    const expected = doc.replace(new RegExp(`${START}[\\s\\S]*${END}`), `${START}\n${table}\n${END}`);
    if (process.env["UPDATE_DOCS"]) fs.writeFileSync("docs/layouts.md", expected);
    expect(doc).toBe(expected);
  });
});
