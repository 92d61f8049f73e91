/**
 * Decoding with readable problems, for any schema: the menu payload, venue files, layout configs, API answers.
 * Effect reports a tree of issues; people and logs need flat lines such as
 * `products[3].price: expected a number`: the path with dots and [index], a colon, a short lower-case message.
 */
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import type * as SchemaAST from "effect/SchemaAST";
import type * as SchemaIssue from "effect/SchemaIssue";
/** One thing wrong with the input. */
export interface Problem {
  /** Where: `products[3].price`; empty for the input itself. */
  readonly path: string;
  /** What: `expected a number`, `missing`. */
  readonly message: string;
  /** Both, as printed: `products[3].price: expected a number`. */
  readonly text: string;
}

export type Problems = readonly [Problem, ...Problem[]];

export type Decoded<T> =
  | { readonly ok: true; readonly value: T }
  /** `problems[0]` is the first problem in schema order: the one an importer prints. */
  | { readonly ok: false; readonly problems: Problems };

/**
 * Decodes `input` with `schema`, listing every problem when it fails. Schemas passed through
 * `installFastPath` (the menu payload, the venue file) decode valid input on their compiled path.
 */
export function decodeWith<S extends Schema.ConstraintDecoder<unknown>>(schema: S, input: unknown): Decoded<S["Type"]> {
  const result = Schema.decodeUnknownResult(schema, { errors: "all" })(input);
  return Result.isSuccess(result)
    ? { ok: true, value: result.success }
    : { ok: false, problems: problemsOf(result.failure.issue) };
}

/** Thrown by {@link decodeOrThrow}; its message is the first problem, `problems` holds them all. */
export class DecodeError extends Error {
  readonly problems: Problems;
  constructor(what: string, problems: Problems) {
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : "";
    super(`${what}: ${problems[0].text}${more}`);
    this.name = "DecodeError";
    this.problems = problems;
  }
}

/** {@link decodeWith} for callers with nothing better to do with bad input than fail; `what` names it. */
export function decodeOrThrow<S extends Schema.ConstraintDecoder<unknown>>(schema: S, input: unknown, what: string): S["Type"] {
  const decoded = decodeWith(schema, input);
  if (decoded.ok) return decoded.value;
  throw new DecodeError(what, decoded.problems);
}

/** Flattens an Effect issue into problem lines, in the order Effect found them; never empty. */
export function problemsOf(issue: SchemaIssue.Issue): Problems {
  const out: Problem[] = [];
  collect(issue, [], {}, out);
  const [first, ...rest] = out;
  return first === undefined ? [problem([], "invalid value")] : [first, ...rest];
}

/** `["products", 3, "price"]` → `products[3].price`; keys that are not plain names are quoted: `a["x-y"]`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let text = "";
  for (const key of path) {
    if (typeof key === "number") text += `[${key}]`;
    else if (typeof key === "string" && /^[A-Za-z_$][\w$]*$/.test(key)) text += text === "" ? key : `.${key}`;
    else text += `[${JSON.stringify(String(key))}]`;
  }
  return text;
}

function problem(path: ReadonlyArray<PropertyKey>, message: string): Problem {
  const where = formatPath(path);
  return { path: where, message, text: where === "" ? message : `${where}: ${message}` };
}

/**
 * Messages, strongest first: a check's own `message`, then the failing issue's own words, then what the check
 * expected. Effect's default formatter ranks them the same way.
 */
interface Wording {
  readonly override?: string | undefined;
  readonly fallback?: string | undefined;
}

function collect(issue: SchemaIssue.Issue, path: PropertyKey[], wording: Wording, out: Problem[]): void {
  switch (issue._tag) {
    case "Pointer":
      return collect(issue.issue, [...path, ...issue.path], wording, out);
    case "Encoding":
      return collect(issue.issue, path, wording, out);
    case "Filter": {
      const annotations = issue.filter.annotations;
      return collect(
        issue.issue,
        path,
        {
          override: wording.override ?? lowerFirst(annotations?.message),
          fallback: wording.fallback ?? expectedText(annotations),
        },
        out,
      );
    }
    case "Composite":
      for (const inner of issue.issues) collect(inner, path, wording, out);
      return;
    case "AnyOf":
      // Members that got far enough to fail inside say more than "expected a or b".
      if (issue.issues.length > 0) {
        for (const inner of issue.issues) collect(inner, path, wording, out);
        return;
      }
      out.push(problem(path, wording.override ?? `expected ${describe(issue.ast)}`));
      return;
    default:
      out.push(problem(path, wording.override ?? leafMessage(issue, wording.fallback)));
  }
}

function leafMessage(
  issue: Exclude<SchemaIssue.Issue, { readonly _tag: "Pointer" | "Encoding" | "Filter" | "Composite" | "AnyOf" }>,
  fallback: string | undefined,
): string {
  switch (issue._tag) {
    case "MissingKey":
      return "missing";
    case "UnexpectedKey":
      return "unexpected key";
    case "InvalidType":
      return `expected ${describe(issue.ast)}`;
    case "InvalidValue":
      return expectedText(issue.annotations) ?? fallback ?? "invalid value";
    case "Forbidden":
      return "not allowed";
    case "OneOf":
      return "matches more than one option";
  }
}

function lowerFirst(text: unknown): string | undefined {
  return typeof text === "string" && text !== "" ? text.charAt(0).toLowerCase() + text.slice(1) : undefined;
}

function expectedText(annotations: { readonly [key: string]: unknown } | undefined): string | undefined {
  const message = lowerFirst(annotations?.["message"]);
  if (message !== undefined) return message;
  const expected = annotations?.["expected"];
  return typeof expected === "string" ? `expected ${expected}` : undefined;
}

/** What a schema node accepts, in words: "a number", "one of "cart", "back"", "an object or null". */
function describe(ast: SchemaAST.AST): string {
  const expected = ast.annotations?.["expected"];
  if (typeof expected === "string") return expected;
  switch (ast._tag) {
    case "String":
      return "a string";
    case "Number":
      return "a number";
    case "Boolean":
      return "true or false";
    case "Null":
      return "null";
    case "Literal":
      return JSON.stringify(ast.literal);
    case "Arrays":
      return ast.rest.length > 0 ? "an array" : `an array of ${ast.elements.length}`;
    case "Objects":
      return "an object";
    case "Union": {
      const members = ast.types.filter((t) => t._tag !== "Null");
      const nullable = members.length < ast.types.length;
      const words =
        members.length > 1 && members.every((t) => t._tag === "Literal")
          ? `one of ${members.map((t) => JSON.stringify(t.literal)).join(", ")}`
          : [...new Set(members.map(describe))].join(" or ");
      return nullable ? `${words} or null` : words;
    }
    default:
      return "a valid value";
  }
}
