import fs from "node:fs";
import fc from "fast-check";
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { decodeValidMenuData } from "virtual:carta-menu-decoder";
import { MenuData, decodeMenuData } from "../../schemas/menu";
import { decodeValidMenu } from "../../schemas/menu/decode-menu-generated";

/**
 * The menu decoder generated at build time (scripts/vite/menu-decoder-module.ts, decision 0052) against Effect:
 * on every test venue and on perturbed copies, it accepts exactly what Effect's own interpreter accepts and returns
 * the same value, and the first screen's pipeline (generated path, else decodeMenuData) gives decodeMenuData's
 * answer, repairs and problems included.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const VENUES = ["server/venues/demo/venue.json", ...fs.readdirSync("tests/fixtures/venues").filter((f) => f.endsWith(".json")).map((f) => `tests/fixtures/venues/${f}`)];
const payloads = VENUES.map((file) => JSON.parse(fs.readFileSync(file, "utf8")) as { [key: string]: Json });

// Effect's interpreter itself: a twin of MenuData's AST, which the run-time fast path (installFastPath) is not registered for.
const effectDecode = Schema.decodeUnknownResult(Schema.make(MenuData.annotate({}).ast) as unknown as typeof MenuData);

function expectAgreement(payload: unknown): void {
  const generated = decodeValidMenuData(payload);
  const effect = effectDecode(payload);
  if (Result.isSuccess(effect)) expect(generated).toStrictEqual(effect.success);
  else expect(generated, "Effect refuses it, so the generated decoder must too").toBeUndefined();
  // The first screen's answer is decodeMenuData's, repairs and problems included.
  expect(decodeValidMenu(payload) ?? decodeMenuData(payload)).toStrictEqual(decodeMenuData(payload));
}

/** Every path to a value inside a payload: ["products", 3, "price"]. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = prefix.length > 0 ? [prefix] : [];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...paths(item, [...prefix, i])));
  else if (value !== null && typeof value === "object") for (const [key, child] of Object.entries(value)) out.push(...paths(child, [...prefix, key]));
  return out;
}
const allPaths = payloads.map((p) => paths(p));

/** What a back office sends where something else was expected; undefined drops the field. */
const WILD: readonly (Json | undefined)[] = [
  undefined, null, "", " ", "weird", "Percentage", "plus", "1", "0", "true", "FALSE", 1, 0, -5, 2.5, 1e20, "12.500",
  "24:00:00", "7:00", "2026-01-01", "2026-13-01", {}, [], [[]], "javascript:alert(1)", "data:image/png;base64,x", "tel:1",
];

function perturb(venue: number, changes: readonly { at: number; wild: Json | undefined }[]): { [key: string]: Json } {
  const payload = structuredClone(payloads[venue]!);
  for (const { at, wild } of changes) {
    const path = allPaths[venue]![at]!;
    let node = payload as Json;
    for (const key of path.slice(0, -1)) {
      node = node !== null && typeof node === "object" ? ((node as Record<string | number, Json>)[key] ?? null) : null;
    }
    if (node === null || typeof node !== "object") continue; // removed by an earlier change
    const last = path[path.length - 1]!;
    if (wild === undefined) {
      if (Array.isArray(node) && typeof last === "number") node.splice(last, 1);
      else delete (node as Record<string | number, Json>)[last];
    } else {
      // A copy: WILD's objects are shared by every run, and a later change may write inside this one. Without it, seed
      // 499231062 wrote the shared `[[]]` into itself, a cycle no JSON payload has, and changed WILD for later runs.
      (node as Record<string | number, Json>)[last] = structuredClone(wild);
    }
  }
  return payload;
}

describe("the generated menu decoder agrees with Effect", () => {
  it.each(VENUES.map((file, i) => [file, i] as const))("on the test venue %s", (_file, i) => {
    expectAgreement(payloads[i]);
    expect(decodeValidMenuData(payloads[i]), "a test venue is valid").toBeDefined();
  });

  it("on payloads with fields dropped or altered", () => {
    const venue = fc.nat(payloads.length - 1);
    fc.assert(
      fc.property(
        venue.chain((v) => fc.tuple(fc.constant(v), fc.array(fc.record({ at: fc.nat(allPaths[v]!.length - 1), wild: fc.constantFrom(...WILD) }), { minLength: 1, maxLength: 4 }))),
        ([v, changes]) => expectAgreement(perturb(v, changes)),
      ),
      { numRuns: 100 },
    );
    // Effect's interpreter decodes each payload three times here: seconds on a loaded 2-core machine.
  }, 60_000);

  it("on what is not a menu at all", () => {
    for (const input of [null, undefined, 1, "menu", [], {}, { license: "x" }]) expectAgreement(input);
  });
});
