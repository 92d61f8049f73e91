/**
 * A refused order as the server answers it (docs/decisions/0041): the status, the one English sentence older apps
 * show (`detail`), and one machine-readable reason per line or field the guest can act on (schemas/api/order-refusal.ts).
 */
import type { RefusalCode, RefusalReason } from "../../schemas/api/order-refusal";
import type { MenuData } from "../../schemas/menu";
import { nextOrderableAt, nextVenueOpening, temporalIfLoaded, type OrderableProduct } from "../../engine/rules";

export interface Refusal {
  ok: false;
  status: 409 | 422;
  detail: string;
  reasons: readonly RefusalReason[];
}

/** A refusal with its reasons (the first one's sentence is `detail` unless given). */
export function refusal(status: 409 | 422, detail: string, ...reasons: RefusalReason[]): Refusal {
  return { ok: false, status, detail, reasons };
}

/** One reason about a field of the order (or the whole order, without a field). */
export function fieldReason(code: RefusalCode, field?: string, extra: Partial<RefusalReason> = {}): RefusalReason {
  return { code, ...(field === undefined ? {} : { field }), ...extra };
}

/** One reason about line `index` of `line_items`. */
export function lineReason(code: RefusalCode, index: number, itemId: number | string, extra: Partial<RefusalReason> = {}): RefusalReason {
  return { code, line: index, item_id: itemId, ...extra };
}

const iso = (epoch: number | undefined) => (epoch === undefined ? undefined : new Date(epoch).toISOString());

/** When `product` can next be ordered, as ISO text; undefined when waiting does not help or Temporal is not at hand. */
export function nextAvailableText(menu: MenuData, product: OrderableProduct, from: number): string | undefined {
  const T = temporalIfLoaded();
  return T ? iso(nextOrderableAt(T, product, menu, from)) : undefined;
}

/** When the venue next opens, as ISO text. */
export function opensAtText(menu: MenuData, from: number): string | undefined {
  const T = temporalIfLoaded();
  return T ? iso(nextVenueOpening(T, menu, from)) : undefined;
}

/** `{ opens_at }` when known, for spreading into a reason. */
export function withOpensAt(menu: MenuData, from: number): Partial<RefusalReason> {
  const at = opensAtText(menu, from);
  return at === undefined ? {} : { opens_at: at };
}
