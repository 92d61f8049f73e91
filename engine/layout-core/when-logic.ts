/**
 * The part of JSON Logic that layouts' `when` rules are written in (decision 0067): reading a field (`var`), the
 * comparisons, `!`, `!!`, `and`, `or`, `if` and `in`, with json-logic-js's own semantics (its truthiness, where an
 * empty array is false; `and`/`or` answer the deciding value; loose `==`). Every first screen evaluates rules, and
 * this is a fifth of json-logic-js's bytes. A property test holds it to json-logic-js on random rules
 * (tests/property/when-logic.test.ts); an operator outside it throws, as json-logic-js does for one it lacks, and
 * the start-up checks refuse it in a layout (`unsupportedOperator`).
 */

type Args = readonly unknown[];

// `==` and `!=` are JavaScript's loose ones, as in JSON Logic.
const OPERATIONS: Readonly<Record<string, (a: unknown, b: unknown, c: unknown) => unknown>> = {
  "==": (a, b) => a == b,
  "===": (a, b) => a === b,
  "!=": (a, b) => a != b,
  "!==": (a, b) => a !== b,
  ">": (a, b) => (a as number) > (b as number),
  ">=": (a, b) => (a as number) >= (b as number),
  "<": (a, b, c) => (c === undefined ? (a as number) < (b as number) : (a as number) < (b as number) && (b as number) < (c as number)),
  "<=": (a, b, c) => (c === undefined ? (a as number) <= (b as number) : (a as number) <= (b as number) && (b as number) <= (c as number)),
  "!!": (a) => truthy(a),
  "!": (a) => !truthy(a),
  in: (a, b) => (b && typeof (b as { indexOf?: unknown }).indexOf === "function" ? (b as { indexOf(x: unknown): number }).indexOf(a) !== -1 : false),
};

/** The operators a `when` rule may use. */
export const WHEN_OPERATORS: readonly string[] = ["var", "and", "or", "if", "?:", ...Object.keys(OPERATIONS)];

/** JSON Logic's truthiness: an empty array is false, everything else as in JavaScript. */
export function truthy(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : !!value;
}

/** A rule's value over `data`, as `jsonLogic.apply(rule, data)` gives it for the operators above; throws on another. */
export function applyWhen(rule: unknown, data: unknown): unknown {
  if (Array.isArray(rule)) return rule.map((item) => applyWhen(item, data));
  if (typeof rule !== "object" || rule === null) return rule;
  const keys = Object.keys(rule);
  // An object of other than one key is a value, not an operation.
  if (keys.length !== 1) return rule;
  const operator = keys[0]!;
  const raw = (rule as Record<string, unknown>)[operator];
  const args: Args = Array.isArray(raw) ? raw : [raw];
  if (operator === "if" || operator === "?:") {
    let i = 0;
    for (; i < args.length - 1; i += 2) if (truthy(applyWhen(args[i], data))) return applyWhen(args[i + 1], data);
    return args.length === i + 1 ? applyWhen(args[i], data) : null;
  }
  if (operator === "and" || operator === "or") {
    // The first value that decides (falsy for `and`, truthy for `or`), else the last.
    let current: unknown;
    for (const arg of args) {
      current = applyWhen(arg, data);
      if (truthy(current) === (operator === "or")) return current;
    }
    return current;
  }
  const values = args.map((arg) => applyWhen(arg, data));
  if (operator === "var") return readVar(data, values[0], values[1]);
  const operation = Object.hasOwn(OPERATIONS, operator) ? OPERATIONS[operator] : undefined;
  if (!operation) throw new Error(`Unrecognized operation ${operator}`);
  return operation(values[0], values[1], values[2]);
}

/** `{"var": "a.b"}`: the field at a dotted path, the default (or null) where the path ends; the whole data for "". */
function readVar(data: unknown, path: unknown, fallback: unknown): unknown {
  const notFound = fallback === undefined ? null : fallback;
  if (path === undefined || path === "" || path === null) return data;
  let value = data;
  for (const key of String(path).split(".")) {
    if (value === null || value === undefined) return notFound;
    value = (value as Record<string, unknown>)[key];
    if (value === undefined) return notFound;
  }
  return value;
}

/** The first operator of a rule that `applyWhen` does not evaluate, or undefined: for the start-up checks. */
export function unsupportedOperator(rule: unknown): string | undefined {
  if (Array.isArray(rule)) {
    for (const item of rule) {
      const found = unsupportedOperator(item);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof rule !== "object" || rule === null || Object.keys(rule).length !== 1) return undefined;
  const [operator, argument] = Object.entries(rule)[0]!;
  return WHEN_OPERATORS.includes(operator) ? unsupportedOperator(argument) : operator;
}
