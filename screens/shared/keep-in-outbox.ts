import type { CartLine } from "../../engine/cart/cart-state";
import type { OrderPayload } from "../../engine/order/order-payload";
import { timesCount } from "../../engine/rules/money";
import type { Milli } from "../../schemas/money";

/**
 * Keeps an order the checkout could not send in the outbox (decision 0055), with what the waiting screen shows of it;
 * the outbox itself (IndexedDB) loads only now. Resolves to the entry's key, or undefined when the browser keeps
 * nothing (then the checkout shows the spec's 'No response from server' as before).
 */
export async function keepInOutbox(input: {
  key: string;
  license: string;
  language: string;
  order: OrderPayload;
  lines: readonly CartLine[];
  total: string;
  money: (amount: Milli) => string;
}): Promise<string | undefined> {
  try {
    const { outbox } = await import("../../engine/outbox/browser-outbox");
    const kept = await outbox.keep(
      {
        key: input.key,
        license: input.license,
        language: input.language,
        order: input.order,
        lines: input.lines.map((line) => ({ name: line.name, quantity: line.qty, amount: input.money(timesCount(line.price, line.qty)) })),
        total: input.total,
        keptAt: Date.now(),
      },
      globalThis.navigator?.onLine !== false,
    );
    return kept.key;
  } catch (error) {
    console.error("[carta] the order could not be kept to send later", error);
    return undefined;
  }
}
