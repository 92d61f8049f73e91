import type { CartLine } from "../../engine/cart/cart-state";
import type { OrderPayload } from "../../engine/order/order-payload";
import { timesCount } from "../../engine/rules/money";
import { formatMilliPlain, type Milli } from "../../schemas/money";
import { outbox, requestBackgroundSync } from "../../engine/outbox/browser-outbox";

/**
 * The outbox and its waiting screen, fetched while the checkout is open: when the order cannot be sent, the network
 * may be gone, and neither could be fetched then (the service worker's precache may not hold them yet).
 */
export function prefetchOutbox(): void {
  void import("./outbox-view").catch(() => undefined);
}

/**
 * Keeps an order the checkout could not send in the outbox (decision 0055), with what the waiting screen shows of it;
 * the outbox comes with the checkout's chunk. Resolves to the entry's key, or undefined when the browser keeps
 * nothing (then the checkout shows the spec's 'No response from server' as before).
 */
export async function keepInOutbox(input: {
  key: string;
  license: string;
  language: string;
  order: OrderPayload;
  lines: readonly CartLine[];
  total: Milli;
}): Promise<string | undefined> {
  try {
    // Orders placed from the outbox earlier stay marked for tabs still showing them; a new order clears them.
    for (const earlier of await outbox.entriesOf(input.license)) if (earlier.placedId !== null) await outbox.forget(earlier.key);
    const kept = await outbox.keep(
      {
        key: input.key,
        license: input.license,
        language: input.language,
        order: input.order,
        lines: input.lines.map((line) => ({ name: line.name, quantity: line.qty, amount: formatMilliPlain(timesCount(line.price, line.qty)) })),
        total: formatMilliPlain(input.total),
        keptAt: Date.now(),
      },
      globalThis.navigator?.onLine !== false,
    );
    void requestBackgroundSync();
    return kept.key;
  } catch (error) {
    console.error("[carta] the order could not be kept to send later", error);
    return undefined;
  }
}
