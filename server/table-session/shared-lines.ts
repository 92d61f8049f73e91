import type { MenuData } from "../../schemas/menu";
import {
  incompleteComboGroups,
  missingRequiredGroups,
  productOrderability,
  productVariationGroups,
  sameId,
  type ComboGroup,
  type EntityId,
  type VariationChoice,
  type WallClock,
} from "../../engine/rules";
import { newCartLine } from "../../engine/cart/new-cart-line";
import { TABLE_LIMITS, type SharedLine } from "../../schemas/api/table-session";

/** Why lines were refused: 400 for what is not a cart line at all, 422 for what this venue cannot serve as sent. */
export type CheckedLines = { ok: true; lines: SharedLine["line"][] } | { ok: false; status: 400 | 422; detail: string };

type Product = MenuData["products"][number];
type Built = { ok: true; line: SharedLine["line"] } | { ok: false; status: 400 | 422; detail: string };

const ID = (value: unknown): value is EntityId => (typeof value === "number" && Number.isSafeInteger(value)) || (typeof value === "string" && value.length > 0 && value.length <= 64);
const UUID_SHAPE = /^[A-Za-z0-9-]{1,64}$/;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const field = (value: unknown, key: string): unknown => (value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined);

/** The ids of the chosen variation values of a cart line as the app keeps it (`variations[].values[].selected`). */
function chosenValueIds(line: unknown): unknown[] {
  return list(field(line, "variations")).flatMap((v) => list(field(v, "values")).filter((value) => field(value, "selected") === true).map((value) => field(value, "id")));
}

/** The chosen combo items of a cart line, per group id. */
function chosenComboItems(line: unknown): { group: unknown; items: unknown[] }[] {
  return list(field(line, "combo_groups")).map((g) => ({ group: field(g, "id"), items: list(field(g, "products")).filter((p) => field(p, "selected") === true).map((p) => field(p, "id")) }));
}

/**
 * One sent line built again from the venue's menu with the app's own line rule (engine/cart/new-cart-line.ts:
 * `cartUnitPrice` of the product, its chosen options and combo items, then its discount) — the same rule the
 * order call checks prices with (server/orders/price-order.ts). From the sent line only the product, the chosen
 * option and combo ids, the quantity, the instructions and the line's uuid are read; its price, names and option
 * texts are not. What the venue cannot serve as sent is refused, as the order call would refuse it.
 */
function buildLine(menu: MenuData, clock: WallClock, sent: unknown, at: string): Built {
  if (sent === null || typeof sent !== "object" || Array.isArray(sent)) return { ok: false, status: 400, detail: `${at} is not a cart line.` };
  if (Buffer.byteLength(JSON.stringify(sent)) > TABLE_LIMITS.lineBytes) return { ok: false, status: 400, detail: `${at} is too large.` };
  const { id, qty, uuid, special_instructions: instructions } = sent as Record<string, unknown>;
  if (typeof qty !== "number" || !Number.isInteger(qty) || qty < 1 || qty > TABLE_LIMITS.maxQty) return { ok: false, status: 400, detail: `${at}: the quantity must be 1 to ${TABLE_LIMITS.maxQty}.` };
  const product: Product | undefined = ID(id) ? menu.products.find((p) => sameId(p.id, id)) : undefined;
  if (!product) return { ok: false, status: 422, detail: `${at}: this venue has no such product.` };
  const verdict = productOrderability(product, menu, clock);
  if (!verdict.orderable) return { ok: false, status: 422, detail: `${at}: ${product.name} ${verdict.reason === "out_of_stock" ? "is out of stock" : "is not served now"}.` };
  if (product.pos_available_qty !== null && product.pos_available_qty !== undefined && qty > product.pos_available_qty) {
    return { ok: false, status: 422, detail: `${at}: at most ${product.pos_available_qty} of ${product.name}.` };
  }

  // The options: each chosen value one of the product's, within its group's limits, every required group chosen.
  const groups = productVariationGroups(product.product_variations, menu.variations);
  const choice: Record<string, EntityId[]> = {};
  for (const valueId of chosenValueIds(sent)) {
    const group = ID(valueId) ? groups.find((g) => g.options.some((o) => sameId(o.id, valueId))) : undefined;
    if (!group) return { ok: false, status: 422, detail: `${at}: ${product.name} offers no such option.` };
    const chosen = (choice[String(group.id)] ??= []);
    if (!chosen.some((c) => sameId(c, valueId as EntityId))) chosen.push(valueId as EntityId);
    const limit = group.multiple ? group.maxChoices : 1;
    if (limit > 0 && chosen.length > limit) return { ok: false, status: 422, detail: `${at}: too many choices of ${group.name}.` };
  }
  if (missingRequiredGroups(groups, choice as VariationChoice).length > 0) return { ok: false, status: 422, detail: `${at}: ${product.name} needs its required options.` };

  // The combo: one in-stock item of each group, as the product screen lets a guest choose; the items as the menu has them.
  let comboGroups: ComboGroup[] | null = null;
  if (product.enable_combo) {
    const sentCombos = chosenComboItems(sent);
    comboGroups = product.combo_groups.map((group) => {
      const items = sentCombos.find((g) => ID(g.group) && sameId(g.group, group.id))?.items ?? [];
      return { ...group, products: group.products.map((p) => ({ ...p, selected: items.some((item) => ID(item) && sameId(item, p.id)) })) };
    });
    const chosenCount = (g: ComboGroup) => g.products.filter((p) => p.selected === true).length;
    if (incompleteComboGroups(comboGroups).length > 0 || comboGroups.some((g) => chosenCount(g) !== 1)) return { ok: false, status: 422, detail: `${at}: ${product.name} needs one choice in each of its groups.` };
  }

  const line = newCartLine(product, {
    groups,
    choice: choice as VariationChoice,
    comboGroups,
    qty,
    specialInstructions: typeof instructions === "string" ? instructions : "",
  });
  return { ok: true, line: { uuid: typeof uuid === "string" && UUID_SHAPE.test(uuid) ? uuid : crypto.randomUUID(), ...line } };
}

/**
 * A member's lines for the shared cart, bounded and priced by the server: at most TABLE_LIMITS.linesPerMember lines
 * of at most TABLE_LIMITS.lineBytes each, a whole quantity from 1 to TABLE_LIMITS.maxQty, each line built again from
 * this venue's menu at `clock` (buildLine). What the table shows — names, options, prices — is the venue's, never
 * what a guest's phone sent; the order placed from these lines is priced again as any order.
 */
export function checkSharedLines(menu: MenuData, clock: WallClock, body: unknown): CheckedLines {
  const lines = (body as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(lines)) return { ok: false, status: 400, detail: "Send { lines: [...] }." };
  if (lines.length > TABLE_LIMITS.linesPerMember) return { ok: false, status: 400, detail: `At most ${TABLE_LIMITS.linesPerMember} lines per guest.` };
  const checked: SharedLine["line"][] = [];
  for (const [index, sent] of lines.entries()) {
    const built = buildLine(menu, clock, sent, `Line ${index + 1}`);
    if (!built.ok) return built;
    checked.push(built.line);
  }
  return { ok: true, lines: checked };
}

/** A member's name as the others see it: trimmed, control characters out, at most TABLE_LIMITS.nameLength. */
export function memberName(value: unknown): string {
  if (typeof value !== "string") return "";
  // eslint-disable-next-line no-control-regex
  return [...value.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "").trim()].slice(0, TABLE_LIMITS.nameLength).join("").trim();
}
