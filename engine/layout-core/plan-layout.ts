import type { LayoutBlock } from "../../schemas/layout";
import { evaluateCondition } from "./evaluate-condition";
import type { LayoutContext } from "./layout-context";

/** One block that will render, with its already planned children. */
export interface PlannedBlock {
  block: LayoutBlock;
  /** Where it sits: `home/blocks[2]`, for messages. */
  path: string;
  children: PlannedBlock[];
}

/** Something wrong with a layout, found while planning it. */
export interface LayoutProblem {
  path: string;
  kind: "unknown-block" | "condition-failed";
  message: string;
}

/**
 * Decides which blocks of a layout render in a context: conditions evaluated, unknown block types set aside.
 * Pure, so the rules of what shows when are tested without React.
 */
export function planLayout(
  blocks: readonly LayoutBlock[],
  context: LayoutContext,
  isKnownType: (type: string) => boolean,
  basePath: string,
): { blocks: PlannedBlock[]; problems: LayoutProblem[] } {
  const problems: LayoutProblem[] = [];
  const plan = (list: readonly LayoutBlock[], path: string): PlannedBlock[] =>
    list.flatMap((block, index) => {
      const here = `${path}[${index}]${block.id ? `#${block.id}` : ""}`;
      if (!isKnownType(block.type)) {
        problems.push({ path: here, kind: "unknown-block", message: `${here}: unknown block type "${block.type}"` });
        return [];
      }
      const condition = evaluateCondition(block.when, context);
      if (!condition.ok) {
        problems.push({ path: here, kind: "condition-failed", message: `${here}: condition failed (${condition.error})` });
        return [];
      }
      if (!condition.visible) return [];
      return [{ block, path: here, children: plan(block.children ?? [], `${here}.children`) }];
    });
  return { blocks: plan(blocks, `${basePath}.blocks`), problems };
}
