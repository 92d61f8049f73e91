import { createContext, Suspense, useContext, useEffect, type ComponentType, type ReactNode } from "react";
import type { LayoutContext } from "../../layout-core/layout-context";
import { planLayout, type LayoutProblem, type PlannedBlock } from "../../layout-core/plan-layout";
import type { PluginRegistry } from "../../plugin-api";
import type { LayoutBlock } from "../../../schemas/layout";
import { useRegistry } from "../app-services";
import { useLayoutContext } from "./use-layout-context";
import * as css from "./layout.css";

const DEV = import.meta.env?.DEV;

/**
 * Draws a screen from its layout config: blocks whose `when` holds in the current context, in order.
 * Layouts were checked when the registry was built (block types, props, every `when` variable), so what can still
 * go wrong here is a condition failing on a value: a visible error in development, a logged omission in
 * production; the rest of the screen still renders.
 */
export function ScreenLayoutView({ screen }: { screen: string }) {
  const registry = useRegistry();
  const context = useLayoutContext();
  const layout = registry.screens.get(screen);
  if (!layout) return <LayoutError problems={[{ path: screen, kind: "unknown-block", message: `no layout for screen "${screen}"` }]} />;
  return <BlockList blocks={layout.value.blocks} context={context} basePath={screen} registry={registry} />;
}

/** Renders a list of blocks (a screen's, a slot's or a block's children) in a context. */
export function BlockList({
  blocks,
  context,
  basePath,
  registry,
}: {
  blocks: readonly LayoutBlock[];
  context: LayoutContext;
  basePath: string;
  registry: PluginRegistry;
}): ReactNode {
  const { blocks: planned, problems } = planLayout(blocks, context, (type) => registry.blocks.has(type), basePath);
  return (
    <>
      {problems.length > 0 ? <LayoutError problems={problems} /> : null}
      {planned.map((item, index) => (
        <PlannedBlockView key={item.block.id ?? `${item.block.type}-${index}`} item={item} context={context} registry={registry} />
      ))}
    </>
  );
}

/** Whether the blocks drawn here belong to a {@link RevealTogether} region: then they have no placeholder of their own. */
const InRevealTogether = createContext(false);

/**
 * What it holds appears at once, when every block in it (a slot's, lazily loaded, or one reading its data with
 * Suspense) can draw; until then `fallback` shows. A block elsewhere has a placeholder of its own and appears when it
 * is ready, which moves what is under it: under a guest's thumb, a button they were reaching for (the order screen's
 * payment options, under the cards plugins put above them). The region's blocks keep that shape for their whole life,
 * so a block that suspends later, after the region appeared, shows the region's fallback again until it is ready.
 */
export function RevealTogether({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <InRevealTogether.Provider value={true}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </InRevealTogether.Provider>
  );
}

function PlannedBlockView({ item, context, registry }: { item: PlannedBlock; context: LayoutContext; registry: PluginRegistry }) {
  const inRegion = useContext(InRevealTogether);
  const definition = registry.blocks.get(item.block.type)!.value;
  // Decoded once, when the registry checked the layouts at start-up.
  const props = registry.propsOf(item.block);
  const Component = definition.component as ComponentType<{ props: unknown; context: LayoutContext; block: LayoutBlock; children?: ReactNode }>;
  const children =
    item.children.length > 0
      ? item.children.map((child, index) => (
          <PlannedBlockView key={child.block.id ?? `${child.block.type}-${index}`} item={child} context={context} registry={registry} />
        ))
      : undefined;
  const block = (
    <Component props={props} context={context} block={item.block}>
      {children}
    </Component>
  );
  if (inRegion) return block;
  return <Suspense fallback={<div className={css.blockPlaceholder} aria-hidden="true" data-block-placeholder="" />}>{block}</Suspense>;
}

function LayoutError({ problems }: { problems: readonly LayoutProblem[] }) {
  useEffect(() => {
    for (const problem of problems) console.error(`[carta layout] ${problem.message}`);
  }, [problems]);
  if (!DEV) return null;
  return (
    <div role="alert" className={css.layoutError}>
      {problems.map((p) => (
        <p key={p.path}>{p.message}</p>
      ))}
    </div>
  );
}
