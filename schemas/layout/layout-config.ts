/**
 * A screen is data: an ordered tree of blocks, each a registered block type with its props and an optional
 * JSON Logic condition (`when`) over the layout context (docs/layouts.md). Version 1.
 */
import * as Schema from "effect/Schema";
/** Bumped when a saved layout would no longer mean the same thing; docs/layouts.md lists the changes. */
export const LAYOUT_SCHEMA_VERSION = 1;

/** A JSON Logic rule: any JSON value (`{"var": "settings.enable_search"}`, `true`, `{"and": [...]}`). */
export const JsonLogicRule = Schema.Unknown;

export interface LayoutBlock {
  /** A block type registered by a plugin (the core counts as one): `category.grid`, `shell.header`. */
  readonly type: string;
  /** Optional stable key, for lists that re-order and for error messages. */
  readonly id?: string | undefined;
  /** Passed to the block's component as they are; the block's own props schema validates them. */
  readonly props?: { readonly [key: string]: unknown } | undefined;
  /** Shown only when this rule is truthy in the layout context; always shown without one. */
  readonly when?: unknown;
  /** Nested blocks, for blocks that lay out others (sections, sheets). */
  readonly children?: readonly LayoutBlock[] | undefined;
}

const BlockType = Schema.String.check(
  Schema.makeFilter((s: string) => /^[a-z][a-z0-9-]*(?:\.[a-z][a-z0-9-]*)*$/.test(s), {
    expected: "a block type such as category.grid",
  }),
);

export const LayoutBlock: Schema.Codec<LayoutBlock> = Schema.Struct({
  type: BlockType,
  id: Schema.optional(Schema.String),
  props: Schema.optional(Schema.Record(Schema.String, Schema.Unknown)),
  when: Schema.optional(JsonLogicRule),
  children: Schema.optional(Schema.Array(Schema.suspend((): Schema.Codec<LayoutBlock> => LayoutBlock))),
});

export const ScreenLayout = Schema.Struct({
  version: Schema.Literal(LAYOUT_SCHEMA_VERSION),
  /** The screen this layout draws: `home`, `category`, `cart`… Routes name screens by this id. */
  screen: Schema.String.check(Schema.makeFilter((s: string) => /^[a-z][a-z0-9-]*$/.test(s), { expected: "a screen id such as home" })),
  blocks: Schema.Array(LayoutBlock),
});
export type ScreenLayout = typeof ScreenLayout.Type;
