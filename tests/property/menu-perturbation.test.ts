import fs from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeMenuData } from "../../schemas/menu";
import { parseAmount } from "../../schemas/money";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const VENUES = ["server/venues/demo/venue.json", ...fs.readdirSync("tests/fixtures/venues").filter((f) => f.endsWith(".json")).map((f) => `tests/fixtures/venues/${f}`)];
const payloads = VENUES.map((file) => JSON.parse(fs.readFileSync(file, "utf8")) as { [key: string]: Json });

/** Every path to a value inside a payload: ["products", 3, "price"]. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = prefix.length > 0 ? [prefix] : [];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...paths(item, [...prefix, i])));
  else if (value !== null && typeof value === "object") for (const [key, child] of Object.entries(value)) out.push(...paths(child, [...prefix, key]));
  return out;
}
const allPaths = payloads.map((p) => paths(p).filter((path) => path[0] !== "license" && path[0] !== "translations" && path[0] !== "coupons"));

/** The kinds of value a back office sends where another was expected (issue 9 §1). */
const WILD: readonly (Json | undefined)[] = [
  undefined, null, "", "weird", "Percentage", "plus", "1", "0", "true", "false", 1, 0, -5, 1e20, 12.345678,
  "24:00:00", "7:00:00", "2026-01-01 00:00:00", "2026-01-01T00:00:00Z", "2026-01-01T00:00:00+04:00",
  {}, [], "x".repeat(5000), "مرحبا بالعالم", "‮reversed", "javascript:alert(1)", "data:text/html,x",
];

function set(target: Json, path: (string | number)[], value: Json | undefined): void {
  let node = target as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(node) && typeof last === "number") node.splice(last, 1);
    else delete node[last];
  } else node[last] = structuredClone(value); // WILD's objects stay WILD's, whatever a later change writes
}

/** A change: a path of the venue's payload (or a numeric string of its number, and back) and a wild value. */
const change = (venue: number) =>
  fc.record({ at: fc.nat(allPaths[venue]!.length - 1), wild: fc.constantFrom(...WILD), flip: fc.boolean() });

function perturb(venue: number, changes: readonly { at: number; wild: Json | undefined; flip: boolean }[]): { [key: string]: Json } {
  const payload = structuredClone(payloads[venue]!);
  for (const { at, wild, flip } of changes) {
    const path = allPaths[venue]![at]!;
    let node: Json | undefined = payload;
    for (const key of path) node = node === null || typeof node !== "object" ? undefined : (node as Record<string | number, Json>)[key];
    if (node === undefined) continue; // removed by an earlier change
    // Half the time the back office's classic: the same value as a numeric string, or a numeric string as a number.
    const value = flip && typeof node === "number" ? String(node) : flip && typeof node === "string" && /^-?\d+(\.\d+)?$/.test(node) ? Number(node) : wild;
    set(payload, path, value);
  }
  return payload;
}

function unusable(payload: { [key: string]: Json }): boolean {
  const listy = (v: Json | undefined) => v === undefined || v === null || Array.isArray(v) || (typeof v === "object" && Object.keys(v).length === 0);
  return !listy(payload["categories"]) || !listy(payload["products"]);
}

function check(venue: number, changes: readonly { at: number; wild: Json | undefined; flip: boolean }[]): void {
  const payload = perturb(venue, changes);
  const decoded = decodeMenuData(payload); // never throws
  if (!decoded.ok) {
    expect(unusable(payload), decoded.problems.map((p) => p.text).join("; ")).toBe(true);
    return;
  }
  const raw = Array.isArray(payload["products"]) ? (payload["products"] as { [key: string]: Json }[]) : [];
  // Every product shown carries exactly the price a strict reading of its own field gives.
  for (const product of decoded.value.products) {
    // A changed id may repeat another product's: the product then comes from one of the entries with that id.
    const sources = raw.filter((p) => p !== null && typeof p === "object" && String(p["id"]) === String(product.id));
    expect(sources.length, `product ${product.id} comes from the payload`).toBeGreaterThan(0);
    expect(sources.map((source) => parseAmount(source["price"]))).toContain(product.price);
  }
  // Whatever was dropped was reported.
  if (decoded.value.products.length < raw.length || decoded.value.categories.length < (Array.isArray(payload["categories"]) ? payload["categories"].length : 0)) {
    expect(decoded.repairs.length).toBeGreaterThan(0);
  }
}

describe("a perturbed payload still decodes, with nothing guessed (property, issue 9 §1)", () => {
  it("one changed field", () => {
    fc.assert(fc.property(fc.nat(payloads.length - 1).chain((venue) => fc.tuple(fc.constant(venue), change(venue))), ([venue, one]) => check(venue, [one])), { numRuns: 300 });
  });
  it("several changed fields", () => {
    fc.assert(
      fc.property(fc.nat(payloads.length - 1).chain((venue) => fc.tuple(fc.constant(venue), fc.array(change(venue), { minLength: 2, maxLength: 6 }))), ([venue, many]) => check(venue, many)),
      { numRuns: 150 },
    );
  });
  it("a duplicate id, unknown extra fields and a very long name change nothing else", () => {
    const payload = structuredClone(payloads[0]!) as { [key: string]: Json };
    const products = payload["products"] as { [key: string]: Json }[];
    products.push({ ...products[0]!, name: "ن".repeat(10_000), extra: { nested: [1, 2, 3] } });
    const decoded = decodeMenuData(payload);
    expect(decoded.ok).toBe(true);
  });
});
