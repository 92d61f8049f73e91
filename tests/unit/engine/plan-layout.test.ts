import { describe, expect, it } from "vitest";
import type { LayoutContext } from "../../../engine/layout-core/layout-context";
import { planLayout } from "../../../engine/layout-core/plan-layout";
import { evaluateCondition } from "../../../engine/layout-core/evaluate-condition";
import { layoutContext } from "../../support/layout-context";

const context: LayoutContext = layoutContext({
  settings: { enable_search: true, enable_order: false, home_view_format: 3 },
  route: { path: "/home", params: {}, search: {} },
  canOrder: false,
  cart: { totalQuantity: 2, lineCount: 1, total: 24 },
});

const known = (type: string) => !type.startsWith("unknown");

describe("layout planning: which blocks show in a context", () => {
  it("keeps blocks without a condition and those whose condition holds, in order", () => {
    const { blocks, problems } = planLayout(
      [
        { type: "a" },
        { type: "search", when: { var: "settings.enable_search" } },
        { type: "cart", when: { var: "settings.enable_order" } },
        { type: "languages", when: { ">": [{ var: "languages.length" }, 1] } },
        { type: "delivery-only", when: { "==": [{ var: "cart.orderType" }, "delivery"] } },
      ],
      context,
      known,
      "home",
    );
    expect(blocks.map((b) => b.block.type)).toEqual(["a", "search", "languages", "delivery-only"]);
    expect(problems).toEqual([]);
  });

  it("plans children under their parent's condition", () => {
    const { blocks } = planLayout(
      [{ type: "page", children: [{ type: "closed", when: { "!": { var: "isOpen" } } }, { type: "grid" }] }],
      context,
      known,
      "home",
    );
    expect(blocks[0]!.children.map((b) => b.block.type)).toEqual(["grid"]);
  });

  it("sets aside an unknown block and a failing condition, reporting each with its path", () => {
    const { blocks, problems } = planLayout(
      [{ type: "a" }, { type: "unknown.thing" }, { type: "b", when: { no_such_operator: [1] } }, { type: "c" }],
      context,
      known,
      "home",
    );
    expect(blocks.map((b) => b.block.type)).toEqual(["a", "c"]);
    expect(problems.map((p) => p.kind)).toEqual(["unknown-block", "condition-failed"]);
    expect(problems[0]!.message).toBe('home.blocks[1]: unknown block type "unknown.thing"');
    expect(problems[1]!.message).toMatch(/^home\.blocks\[2\]: condition failed/);
  });

  it("treats a missing condition as visible and JSON Logic truthiness as the rule", () => {
    expect(evaluateCondition(undefined, context)).toEqual({ ok: true, visible: true });
    expect(evaluateCondition({ var: "cart.lineCount" }, context)).toEqual({ ok: true, visible: true });
    expect(evaluateCondition({ var: "activeOrder" }, context)).toEqual({ ok: true, visible: false });
    expect(evaluateCondition([], context)).toEqual({ ok: true, visible: false });
  });
});
