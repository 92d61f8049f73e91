import type { MenuData } from "../../schemas/menu";
import { sameId } from "../../engine/rules";
import { TABLE_LIMITS, type SharedLine } from "../../schemas/api/table-session";

export type CheckedLines = { ok: true; lines: SharedLine["line"][] } | { ok: false; detail: string };

/**
 * A member's lines for the shared cart, bounded and scoped to the venue: at most TABLE_LIMITS.linesPerMember lines
 * of at most TABLE_LIMITS.lineBytes each, a whole quantity from 1 to TABLE_LIMITS.maxQty, and a product this venue's
 * menu has, whose name replaces the one sent (what the others read is the venue's text, not a guest's). The rest of
 * the line (options, instructions, the price the app showed) travels as the app keeps it: nothing here is priced,
 * the order placed from these lines is (server/orders/price-order.ts).
 */
export function checkSharedLines(menu: MenuData, body: unknown): CheckedLines {
  const lines = (body as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(lines)) return { ok: false, detail: "Send { lines: [...] }." };
  if (lines.length > TABLE_LIMITS.linesPerMember) return { ok: false, detail: `At most ${TABLE_LIMITS.linesPerMember} lines per guest.` };
  const checked: SharedLine["line"][] = [];
  for (const [index, line] of lines.entries()) {
    if (line === null || typeof line !== "object" || Array.isArray(line)) return { ok: false, detail: `Line ${index + 1} is not a cart line.` };
    if (Buffer.byteLength(JSON.stringify(line)) > TABLE_LIMITS.lineBytes) return { ok: false, detail: `Line ${index + 1} is too large.` };
    const { id, qty } = line as { id?: unknown; qty?: unknown };
    if (typeof qty !== "number" || !Number.isInteger(qty) || qty < 1 || qty > TABLE_LIMITS.maxQty) return { ok: false, detail: `Line ${index + 1}: the quantity must be 1 to ${TABLE_LIMITS.maxQty}.` };
    const product = (typeof id === "number" || typeof id === "string") && menu.products.find((p) => sameId(p.id, id));
    if (!product) return { ok: false, detail: `Line ${index + 1}: this venue has no such product.` };
    checked.push({ ...(line as Record<string, unknown>), id: product.id, name: product.name, qty });
  }
  return { ok: true, lines: checked };
}

/** A member's name as the others see it: trimmed, control characters out, at most TABLE_LIMITS.nameLength. */
export function memberName(value: unknown): string {
  if (typeof value !== "string") return "";
  // eslint-disable-next-line no-control-regex
  return [...value.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "").trim()].slice(0, TABLE_LIMITS.nameLength).join("").trim();
}
