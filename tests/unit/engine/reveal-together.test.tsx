import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createRegistry, defineBlock, definePlugin } from "../../../engine/plugin-api";
import { lazyDefault } from "../../../engine/react/lazy-part";
import { BlockList, RevealTogether } from "../../../engine/react/layout/screen-layout-view";
import { layoutContext } from "../../support/layout-context";

const context = layoutContext({ route: { path: "/order/1", params: {}, search: {} }, languages: ["en"], cart: { orderType: "dine_in" } });

/** A card that is here at once, and one whose code has not arrived (it never does in these renders). */
function registryWithCards() {
  const plugin = definePlugin({
    id: "cards",
    contributes: {
      blocks: [
        defineBlock({ type: "cards.here", component: () => <p>the receipt</p> }),
        defineBlock({ type: "cards.coming", component: lazyDefault(() => new Promise<never>(() => {})) }),
      ],
    },
  });
  return createRegistry([plugin]);
}

const blocks = [{ type: "cards.here" }, { type: "cards.coming" }];
/** Server rendering shows a suspended boundary's fallback, as the browser's first paint would. */
const render = (node: React.ReactNode) => renderToString(<Suspense fallback="(the screen's placeholder)">{node}</Suspense>);

describe("RevealTogether: a region's blocks appear at once (engine/react/layout/screen-layout-view.tsx)", () => {
  it("elsewhere, a block that is not ready has a placeholder of its own and the others show", () => {
    const registry = registryWithCards();
    const html = render(<BlockList blocks={blocks} context={context} basePath="order" registry={registry} />);
    expect(html).toContain("the receipt");
    expect(html).toContain("data-block-placeholder");
  });

  it("in a region, nothing of it shows until every block can draw: its fallback instead, and no block placeholder", () => {
    const registry = registryWithCards();
    const html = render(
      <RevealTogether fallback={<p>Loading</p>}>
        <BlockList blocks={blocks} context={context} basePath="order" registry={registry} />
      </RevealTogether>,
    );
    expect(html).toContain("Loading");
    expect(html).not.toContain("the receipt");
    expect(html).not.toContain("data-block-placeholder");
  });

  it("a region whose blocks are all ready shows them, as it would without the region", () => {
    const registry = registryWithCards();
    const html = render(
      <RevealTogether fallback={<p>Loading</p>}>
        <BlockList blocks={[{ type: "cards.here" }]} context={context} basePath="order" registry={registry} />
      </RevealTogether>,
    );
    expect(html).toContain("the receipt");
    expect(html).not.toContain("Loading");
  });
});
