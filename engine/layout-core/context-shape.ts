/**
 * What a layout's `when` may read, as schemas: the core's fields (LayoutContext) and the fields plugins
 * contribute. The registry checks every `var` of every layout against these at start-up, so a typo fails
 * loudly there instead of hiding a block forever.
 */
import * as Schema from "effect/Schema";
import type * as SchemaAST from "effect/SchemaAST";
// The generated list, not the menu schema: this module is imported by the app, which decodes the menu without Effect.
import { MENU_FIELD_NAMES } from "virtual:carta-menu-decoder";
import type { ContextPathCheck } from "./context-names";

/**
 * The core's context fields (layout-context.ts), as a schema for checking paths. `settings` is checked by name.
 * Built when first asked: nothing of this module runs on loading, so a production build, which never asks
 * (screens/app/main.tsx), leaves it and Effect out of the first screen (decision 0058).
 */
export function coreContextFields() {
  const Strings = Schema.Record(Schema.String, Schema.String);
  const Open = Schema.Record(Schema.String, Schema.Unknown);
  return Schema.Struct({
    settings: Open,
    license: Schema.String,
    route: Schema.Struct({ path: Schema.String, params: Strings, search: Open }),
    language: Schema.String,
    languages: Schema.Array(Schema.String),
    direction: Schema.Literals(["ltr", "rtl"]),
    isOpen: Schema.Boolean,
    canOrder: Schema.Boolean,
    cart: Schema.Struct({
      orderType: Schema.String,
      totalQuantity: Schema.Number,
      lineCount: Schema.Number,
      total: Schema.Number,
      orderLocation: Schema.NullOr(Schema.String),
      orderLocationType: Schema.NullOr(Schema.Literals(["Table", "Room"])),
      wishlist: Schema.Boolean,
      minOrderAmountError: Schema.Boolean,
      deliveryLocationConfirmed: Schema.Boolean,
    }),
    checkout: Schema.Struct({ paymentUrl: Schema.NullOr(Schema.String) }),
    updateAvailable: Schema.Boolean,
    // A route's loader data and the request states: open maps, their keys are the routes' and calls' own.
    data: Open,
    requests: Schema.Record(Schema.String, Schema.Struct({ pending: Schema.Boolean, failed: Schema.Boolean })),
  });
}

/** The venue settings a condition may name: every field of the menu payload. */
let settingNames: ReadonlySet<string> | undefined;

/**
 * Why `path` (`cart.orderType`, `languages.length`) names nothing in a context of these fields, or undefined when
 * it does. `pluginFields` maps each plugin field's name to its schema's AST; `pluginSettings` are the menu fields the
 * plugins read (`menuFields`), which layouts read as settings too.
 */
export const checkContextPath: ContextPathCheck = (path, pluginFields, pluginSettings) => {
  const [root = "", ...rest] = path.split(".");
  if (root === "") return undefined; // `{"var": ""}` is the whole context
  if (root === "settings" && rest.length > 0) {
    settingNames ??= new Set(MENU_FIELD_NAMES);
    if (settingNames.has(rest[0]!) || pluginSettings?.has(rest[0]!)) return undefined;
    return `"settings.${rest[0]}" is no setting of the menu payload, nor a menu field of a plugin`;
  }
  const ast = coreFieldShapes().get(root) ?? pluginFields.get(root);
  if (!ast) return `"${root}" is no context field`;
  let node: SchemaAST.AST = ast;
  let walked = root;
  for (const segment of rest) {
    const next = step(node, segment);
    if (!next) return `"${walked}" has no "${segment}"`;
    node = next;
    walked = `${walked}.${segment}`;
  }
  return undefined;
};

let coreShapes: ReadonlyMap<string, SchemaAST.AST> | undefined;
function coreFieldShapes(): ReadonlyMap<string, SchemaAST.AST> {
  coreShapes ??= new Map(Object.entries(coreContextFields().fields).map(([name, schema]) => [name, schema.ast]));
  return coreShapes;
}

/** The AST one segment further down, or undefined when the segment names nothing there. */
function step(ast: SchemaAST.AST, segment: string): SchemaAST.AST | undefined {
  switch (ast._tag) {
    case "Objects": {
      const property = ast.propertySignatures.find((p) => p.name === segment);
      if (property) return property.type;
      return ast.indexSignatures[0]?.type;
    }
    case "Arrays":
      if (segment === "length") return { _tag: "Number" } as SchemaAST.AST;
      return /^\d+$/.test(segment) ? (ast.rest[0] ?? ast.elements[Number(segment)]) : undefined;
    case "Union":
      for (const member of ast.types) {
        const found = step(member, segment);
        if (found) return found;
      }
      return undefined;
    case "Suspend":
      return step(ast.thunk(), segment);
    case "Unknown":
    case "Any":
      return ast;
    default:
      return undefined;
  }
}
