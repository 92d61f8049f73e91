import { applyWhen, truthy } from "./when-logic";
import type { LayoutContext } from "./layout-context";

export type ConditionResult = { ok: true; visible: boolean } | { ok: false; error: string };

/**
 * Evaluates a block's `when` rule with JSON Logic (the part layouts use, ./when-logic.ts). No rule means visible. A
 * rule that throws (an unknown operator, a malformed rule) is reported, not thrown, so the renderer decides how loud
 * to be.
 */
export function evaluateCondition(rule: unknown, context: LayoutContext): ConditionResult {
  if (rule === undefined) return { ok: true, visible: true };
  try {
    return { ok: true, visible: truthy(applyWhen(rule, context)) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
